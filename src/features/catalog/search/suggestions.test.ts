import { describe, expect, it } from 'vitest';
import type { Category, ProductListItem } from '../../../../contract/models.ts';
import { MAX_CATEGORY_SUGGESTIONS, MAX_SUGGESTIONS, buildSuggestions, isProductList, matchCategories, matchProducts } from './suggestions.ts';

const category = (id: number, en: string, ar: string): Category => ({
  CategoryID: id,
  ParentCategoryID: null,
  Name: en,
  LocalizationJsonData: [{ langId: 1, text: en }, { langId: 2, text: ar }],
  AttachmentURL: null,
  TotalProducts: 1,
});

const product = (id: number, name: string): ProductListItem => ({
  ProductId: id, ProductName: name, CategoryID: 1, CategoryName: 'Mugs', Price: 499, DiscountedPrice: null, DiscountId: null,
  IsDiscountCalculated: false, CouponCode: null, Rating: null, TotalReviews: 0, StockQuantity: 5, CreatedOn: '2026-01-01T00:00:00.000Z',
  ProductImagesJson: [], TotalRecords: 1,
});

describe('search suggestions', () => {
  const cats = [category(1, 'Photo Frames', 'إطارات الصور'), category(2, 'Mugs', 'أكواب'), category(3, 'Magic Mugs', 'أكواب سحرية')];

  it('matches categories in the page language, case-insensitively, those starting with the term first', () => {
    expect(matchCategories(cats, 'MUG', 'en').map((c) => c.CategoryID)).toEqual([2, 3]);
    expect(matchCategories(cats, ' mag ', 'en').map((c) => c.CategoryID)).toEqual([3]);
    expect(matchCategories(cats, 'أكواب', 'ar').map((c) => c.CategoryID)).toEqual([2, 3]);
    // An English term on an Arabic page does not match the Arabic names.
    expect(matchCategories(cats, 'mug', 'ar')).toEqual([]);
    expect(matchCategories(cats, '   ', 'en')).toEqual([]);
  });

  it('finds each product once across the cached lists, starts-with first, keeping the lists order otherwise', () => {
    const home = [product(1, 'Classic White Mug'), product(2, 'Rose Frame'), product(3, 'Mug of Love')];
    const listing = [product(3, 'Mug of Love'), product(4, 'Travel mug')];
    expect(matchProducts([home, listing], 'mug').map((p) => p.ProductId)).toEqual([3, 1, 4]);
    expect(matchProducts([home], 'cake')).toEqual([]);
  });

  it('recognises cached product lists and nothing else', () => {
    expect(isProductList([product(1, 'A')])).toBe(true);
    expect(isProductList([])).toBe(false);
    expect(isProductList([category(1, 'A', 'ب')])).toBe(false);
    expect(isProductList({ ProductId: 1, ProductName: 'A' })).toBe(false);
    expect(isProductList(undefined)).toBe(false);
  });

  it('shows at most 8 entries, at most 3 of them categories, categories first', () => {
    const manyCats = Array.from({ length: 5 }, (_, i) => category(i + 1, `Mug ${i}`, `كوب ${i}`));
    const manyProducts = Array.from({ length: 12 }, (_, i) => product(i + 1, `Mug ${i}`));
    const items = buildSuggestions(manyCats, manyProducts, 'en');
    expect(items).toHaveLength(MAX_SUGGESTIONS);
    expect(items.filter((s) => s.kind === 'category')).toHaveLength(MAX_CATEGORY_SUGGESTIONS);
    expect(items.slice(0, 3).every((s) => s.kind === 'category')).toBe(true);
    expect(items.map((s) => s.key)).toEqual(['c1', 'c2', 'c3', 'p1', 'p2', 'p3', 'p4', 'p5']);
    // Few categories leave the places to products.
    expect(buildSuggestions([], manyProducts, 'en')).toHaveLength(8);
    expect(buildSuggestions([cats[2]!], [], 'ar')[0]).toMatchObject({ kind: 'category', label: 'أكواب سحرية', englishName: 'Magic Mugs' });
  });
});
