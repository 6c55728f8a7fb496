// The server's element maker writes the shared views (contract/markup.ts) exactly as React
// renders them, so the first paint is the markup the PWA then renders; and nothing from the
// catalogue leaves its text or its attribute.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { bannerSlideView, cardImageView, carouselView, detailView, priceView, productCardView, productPath, type Make } from '../../contract/markup.ts';
import type { Banner, ProductListItem } from '../../contract/models.ts';
import { html } from './html.ts';

const react: Make<ReactElement> = (tag, attrs, ...children) => createElement(tag, attrs, ...children);

const product = {
  ProductId: 42, ProductName: 'Mug "Gold" & <Name> with a Message Long Enough to Be Cut at Forty-Five', CategoryID: 3, CategoryName: 'Photo Mugs',
  Price: 599, DiscountedPrice: 449.5, DiscountId: 1, IsDiscountCalculated: true, CouponCode: null, Rating: 4.4, TotalReviews: 12,
  StockQuantity: 9, CreatedOn: '2026-01-01T00:00:00Z', ProductImagesJson: [{ AttachmentURL: '/media/v1/mug.svg', ColorID: null }], TotalRecords: 1,
} satisfies ProductListItem;

const banner: Banner = {
  BannerId: 1, ThemeTypeID: 1, BannerImgUrl: '/media/v1/banner.svg', TopTitle: 'New', MainTitle: 'Gifts & more', BottomTitle: '',
  LeftButtonText: 'Shop', LeftButtonUrl: '/all-products/0/all-categories', RightButtonText: 'Out', RightButtonUrl: 'https://example.com/x?a=1&b=2',
};

const window = new Window();
afterAll(async () => window.happyDOM.close());

/** Markup as a browser reads it: attribute names and entities written one way. React also
 * puts a preload of a high-priority image in front; the server writes its own in the head. */
function parsed(markup: string): string {
  const box = window.document.createElement('div');
  box.innerHTML = markup;
  for (const l of box.querySelectorAll('link[rel=preload]')) l.remove();
  return box.innerHTML;
}

/** One view written by both makers, as the browser reads each. */
function both(view: <N>(h: Make<N>) => N): [string, string] {
  return [parsed(view(html).html), parsed(renderToStaticMarkup(view(react)))];
}

describe('the first paint\'s HTML is what React renders', () => {
  it('a product card with its discount, in both languages, words or none', () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const words of [undefined, { now: 'Price', was: 'Original price', outOfStock: 'Out of stock', off: (n: number) => `${n}% off` }]) {
        const [server, browser] = both((h) => productCardView(h, lang, product, {
          media: cardImageView(h, '/media/v1/mug.svg', true),
          link: (text) => h('a', { href: productPath(product, lang), title: product.ProductName }, text),
          words,
        }));
        expect(server).toBe(browser);
        // Arabic isolates the amount left to right (contract/bidi.ts).
        expect(server).toContain(lang === 'ar' ? '<s class="price__was">\u2066₹599.00\u2069</s>' : '<s class="price__was">₹599.00</s>');
      }
    }
  });

  it('a banner slide, the carousel frame, the product page\'s head and a plain price', () => {
    const cases: ((<N>(h: Make<N>) => N))[] = [
      (h) => carouselView(h, { slides: [bannerSlideView(h, 'ar', banner, { index: 0, count: 3, active: true })] }),
      (h) => bannerSlideView(h, 'en', banner, { index: 1, count: 3, active: false }),
      (h) => detailView(h, product.ProductName, { image: '/media/v1/mug.svg', info: [priceView(h, 'en', { Price: 100, DiscountedPrice: null })] }),
      (h) => detailView(h, product.ProductName, { image: undefined, info: [] }),
    ];
    for (const view of cases) {
      const [server, browser] = both(view);
      expect(server).toBe(browser);
    }
  });

  it('keeps catalogue text as text and inside its attribute', () => {
    const evil = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
    const out = detailView(html, evil, { image: '/media/v1/a.svg', info: [] }).html;
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img src=x');
    expect(out.match(/<img /g)).toHaveLength(1);
    // A handler handed to a view is the browser's only.
    expect(cardImageView(html, '/media/a.svg', false, { onError: () => undefined }).html).not.toContain('onerror');
  });
});
