// The product card of Home and the listing (docs/rules.md R2, R3 and R9; R10).
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../contract/models.ts';
import { TRUNCATE, truncate } from '../../../contract/shop-rules.ts';
import { en } from '../../i18n/en.ts';
import { ar } from '../../i18n/ar.ts';
import { intlLocale } from '../../i18n/locale.ts';
import { ProductCard } from './product-card.tsx';

afterEach(cleanup);

const product: ProductListItem = {
  ProductId: 42, ProductName: 'Personalised Photo Mug with Your Name and a Message in Gold', CategoryID: 3, CategoryName: 'Photo Mugs',
  Price: 599, DiscountedPrice: 449.5, DiscountId: 1, IsDiscountCalculated: true, CouponCode: null, Rating: 4.4, TotalReviews: 12,
  StockQuantity: 9, CreatedOn: '2026-01-01T00:00:00Z', ProductImagesJson: [{ AttachmentURL: '/media/v1/mug.svg' }], TotalRecords: 1,
} as ProductListItem;

/** Renders the card and returns it as the shopper meets it: an article. */
async function renderCard(p: ProductListItem, lang: 'en' | 'ar' = 'en'): Promise<HTMLElement> {
  const rootRoute = createRootRoute({ component: () => <ProductCard product={p} lang={lang} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <IntlProvider locale={intlLocale(lang)} messages={lang === 'en' ? en : ar}>
        <RouterProvider router={router as never} />
      </IntlProvider>,
    );
    await router.load();
  });
  return screen.getByRole('article');
}

/** The card's name: a level-3 heading whose link leads to the product's page. */
function nameLink(card: HTMLElement): HTMLElement {
  return within(within(card).getByRole('heading', { level: 3 })).getByRole('link');
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
    const card = await renderCard(product);
    const link = nameLink(card);
    expect(link).toBe(within(card).getByRole('link', { name: `${product.ProductName.slice(0, 45)}…` }));
    expect(link.getAttribute('title')).toBe(product.ProductName);
    expect(link.getAttribute('href')).toBe('/en/product-detail/42/photo-mugs/personalised-photo-mug-with-your-name-and-a-message-in-gold');
    // Each price is announced with what it is; the original one is struck through (<s>).
    expect(within(card).getByRole('paragraph').textContent).toBe('Price₹449.50Original price₹599.00');
    expect(within(card).getByText('₹449.50').tagName).not.toBe('S');
    expect(within(card).getByText('₹599.00').tagName).toBe('S');
    expect(within(card).getByText('25% off')).toBeTruthy();
    // Four of the five stars filled (4.4 rounded), drawn as two paths: the filled ones, then the
    // empty one, each star 16 px (in the drawing's units 27.43) after the one before.
    const paths = [...within(card).getByRole('img', { name: 'Rated 4.4 out of 5' }).querySelectorAll('path')];
    expect(paths.map((p) => [p.getAttribute('fill'), p.getAttribute('d')!.match(/M[\d.]+/g)])).toEqual([
      ['currentColor', ['M12.00', 'M39.43', 'M66.86', 'M94.29']],
      ['none', ['M121.71']],
    ]);
    const img = within(card).getByRole('presentation'); // the picture: decorative, the name says what it is
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['400', '400', 'lazy']);
  });

  it("says 'No reviews yet' for a product without reviews, and shows one price when there is no discount", async () => {
    const card = await renderCard({ ...product, Rating: null, TotalReviews: 0, DiscountedPrice: null, ProductName: 'Mug' });
    expect(within(card).getByText('No reviews yet')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('paragraph').textContent).toBe('Price₹599.00');
    expect(within(card).getByText('₹599.00').tagName).not.toBe('S');
    expect(within(card).queryByText('Original price')).toBeNull();
    expect(within(card).queryByText(/% off/)).toBeNull();
  });

  it('speaks Arabic with Latin-digit prices under /ar/', async () => {
    const card = await renderCard({ ...product, Rating: null, TotalReviews: 0 }, 'ar');
    expect(within(card).getByText(ar['product.noReviews'])).toBeTruthy();
    // Isolated left to right, so the sign stays on the left inside Arabic text (contract/bidi.ts).
    expect(within(card).getByRole('paragraph').textContent).toBe(`${ar['product.priceNow']}\u2066₹449.50\u2069${ar['product.priceWas']}\u2066₹599.00\u2069`);
    expect(within(card).getByText('\u2066₹449.50\u2069').tagName).not.toBe('S');
    expect(nameLink(card).getAttribute('href')).toMatch(/^\/ar\/product-detail\/42\//);
  });
});
