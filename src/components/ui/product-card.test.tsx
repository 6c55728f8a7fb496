// The product card of Home and the listing (docs/rules.md R2, R3 and R9; R10).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../contract/models.ts';
import { TRUNCATE, truncate } from '../../../contract/shop-rules.ts';
import { en } from '../../i18n/en.ts';
import { ar } from '../../i18n/ar.ts';
import { intlLocale } from '../../i18n/locale.ts';
import { ProductCard } from './product-card.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const product: ProductListItem = {
  ProductId: 42, ProductName: 'Personalised Photo Mug with Your Name and a Message in Gold', CategoryID: 3, CategoryName: 'Photo Mugs',
  Price: 599, DiscountedPrice: 449.5, DiscountId: 1, IsDiscountCalculated: true, CouponCode: null, Rating: 4.4, TotalReviews: 12,
  StockQuantity: 9, CreatedOn: '2026-01-01T00:00:00Z', ProductImagesJson: [{ AttachmentURL: '/media/v1/mug.svg' }], TotalRecords: 1,
} as ProductListItem;

async function renderCard(p: ProductListItem, lang: 'en' | 'ar' = 'en'): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const rootRoute = createRootRoute({ component: () => <ProductCard product={p} lang={lang} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    createRoot(host).render(
      <IntlProvider locale={intlLocale(lang)} messages={lang === 'en' ? en : ar}>
        <RouterProvider router={router as never} />
      </IntlProvider>,
    );
    await router.load();
  });
  return host;
}

describe('truncation lengths (docs/rules.md R9)', () => {
  it('cuts at the given number of characters with an ellipsis, and leaves short text alone', () => {
    expect(TRUNCATE).toMatchObject({ menuName: 30, categoryBox: 27, listName: 45, campaignDiscountTitle: 30 });
    expect(truncate('a'.repeat(46), 45)).toBe(`${'a'.repeat(45)}…`);
    expect(truncate('a'.repeat(45), 45)).toBe('a'.repeat(45));
    expect(truncate('هدية مخصصة بالاسم والتاريخ والصورة', 27)).toBe('هدية مخصصة بالاسم والتاريخ …');
  });
});

describe('the product card', () => {
  it('shows the name cut to 45, the discounted price with the original struck through, stars, and links to the detail', async () => {
    const host = await renderCard(product);
    const link = host.querySelector('h3 a')!;
    expect(link.textContent).toBe(`${product.ProductName.slice(0, 45)}…`);
    expect(link.getAttribute('title')).toBe(product.ProductName);
    expect(link.getAttribute('href')).toBe('/en/product-detail/42/photo-mugs/personalised-photo-mug-with-your-name-and-a-message-in-gold');
    expect(host.querySelector('.price__now')!.textContent).toBe('₹449.50');
    expect(host.querySelector('s.price__was')!.textContent).toBe('₹599.00');
    expect(host.textContent).toContain('25% off');
    expect(host.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Rated 4.4 out of 5');
    const img = host.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['400', '400', 'lazy']);
  });

  it("says 'No reviews yet' for a product without reviews, and shows one price when there is no discount", async () => {
    const host = await renderCard({ ...product, Rating: null, TotalReviews: 0, DiscountedPrice: null, ProductName: 'Mug' });
    expect(host.textContent).toContain('No reviews yet');
    expect(host.querySelector('[role="img"]')).toBeNull();
    expect(host.querySelector('.price__now')!.textContent).toBe('₹599.00');
    expect(host.querySelector('s')).toBeNull();
  });

  it('speaks Arabic with Latin-digit prices under /ar/', async () => {
    const host = await renderCard({ ...product, Rating: null, TotalReviews: 0 }, 'ar');
    expect(host.textContent).toContain(ar['product.noReviews']);
    // Isolated left to right, so the sign stays on the left inside Arabic text (contract/bidi.ts).
    expect(host.querySelector('.price__now')!.textContent).toBe('\u2066₹449.50\u2069');
    expect(host.querySelector('h3 a')!.getAttribute('href')).toMatch(/^\/ar\/product-detail\/42\//);
  });
});
