// Test support: what get-all-products should answer, computed in plain TypeScript from
// catalogue source data (never from the SQL under test).
import type { SortOption } from '../../contract/shop-rules.ts';

export interface SourceCategory { id: number; parentId: number | null; name: string; nameAr: string; isPopular: boolean; sortOrder: number }
export interface SourceProduct {
  id: number;
  name: string;
  nameAr: string;
  categoryId: number;
  manufacturerId: number | null;
  price: number;
  discountedPrice: number | null;
  rating: number | null;
  unitsSold: number;
  isFeatured: boolean;
  isPublished: boolean;
  createdAt: Date;
  sizeIds: number[];
  colorIds: number[];
  tagIds: number[];
}

export interface ExpectedFilters {
  search?: string;
  categoryIds?: number[];
  sizeIds?: number[];
  colorIds?: number[];
  tagIds?: number[];
  manufacturerIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  sort?: SortOption;
}

export const salePrice = (p: SourceProduct) => p.discountedPrice ?? p.price;

const any = (want: number[] | undefined, have: number[]) => !want?.length || want.some((id) => have.includes(id));

/** Product ids in answer order. */
export function expectedListing(products: SourceProduct[], categories: SourceCategory[], f: ExpectedFilters): number[] {
  let cats: Set<number> | null = null;
  if (f.categoryIds?.length) {
    cats = new Set(f.categoryIds);
    for (const c of categories) if (c.parentId !== null && f.categoryIds.includes(c.parentId)) cats.add(c.id);
  }
  const term = f.search?.trim().toLowerCase();
  const rows = products.filter(
    (p) =>
      p.isPublished &&
      (!term || `${p.name} ${p.nameAr}`.toLowerCase().includes(term)) &&
      (!cats || cats.has(p.categoryId)) &&
      any(f.sizeIds, p.sizeIds) &&
      any(f.colorIds, p.colorIds) &&
      any(f.tagIds, p.tagIds) &&
      (!f.manufacturerIds?.length || (p.manufacturerId !== null && f.manufacturerIds.includes(p.manufacturerId))) &&
      (f.minPrice === undefined || salePrice(p) >= f.minPrice) &&
      (f.maxPrice === undefined || salePrice(p) <= f.maxPrice) &&
      (!f.rating || (p.rating !== null && p.rating >= f.rating)),
  );
  const byId = (a: SourceProduct, b: SourceProduct) => a.id - b.id;
  const cmp: Record<SortOption, (a: SourceProduct, b: SourceProduct) => number> = {
    '': (a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.unitsSold - a.unitsSold || byId(a, b),
    'Price ASC': (a, b) => salePrice(a) - salePrice(b) || byId(a, b),
    'Price DESC': (a, b) => salePrice(b) - salePrice(a) || byId(b, a),
    'Date DESC': (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(b, a),
    'Date ASC': (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || byId(a, b),
  };
  return rows.sort(cmp[f.sort ?? '']).map((p) => p.id);
}
