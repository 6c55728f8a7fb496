// The markup of the product card, the price, the home banner's slides and the product page's
// head, written once for both sides (docs/decisions/0015-one-markup-for-the-first-screen.md):
// the PWA renders these views with React (src/components/ui/markup.ts hands them
// React.createElement), and the server paints a page's first screen with them as HTML
// before any JavaScript runs (server/first-screen/html.ts hands them a string builder). What
// only the browser has (a router link, a picture that retries, handlers) comes in as parts.
// Attribute names are React's (className, fetchPriority); the HTML builder writes them as
// HTML. Children are separate arguments, never arrays, so React needs no keys.
import { ltrPrices } from './bidi.ts';
import { IMAGE_SIZES, responsiveImage } from './images.ts';
import { formatMoney, salePrice } from './money.ts';
import type { Banner, LangCode, ProductListItem } from './models.ts';
import { TRUNCATE, categorySlug, nameSlug, truncate } from './shop-rules.ts';

/** Attribute values; functions (handlers) and objects (React styles) are the browser's only. */
export type Attrs = Readonly<Record<string, unknown>>;
export type Child<N> = N | string | null | undefined | false;
/** Makes one element: React.createElement in the PWA, an HTML string on the server. */
export type Make<N> = (tag: string, attrs: Attrs | null, ...children: Child<N>[]) => N;

export type PricedProduct = { Price: number; DiscountedPrice: number | null };

type Linked = Pick<ProductListItem, 'ProductId' | 'ProductName' | 'CategoryName' | 'ProductSlug' | 'CategorySlug'>;

/** The English names' slugs of a product and its category (docs/rules.md R12.1): the server sends them with every product. */
export function productSlugs(englishName: string, englishCategory: string): { ProductSlug: string; CategorySlug: string } {
  return { ProductSlug: nameSlug(englishName), CategorySlug: categorySlug(englishCategory) || 'shop' };
}

/**
 * The path of a product's page (docs/rules.md R2.3): the category slug, then the name's, both
 * from the English names in every language. A row without them (a cart or wish list stored
 * by an older version) slugs the names it has; the product page then moves to its canonical address.
 */
export function productLink(p: Linked, lang: LangCode) {
  return {
    lang, productId: p.ProductId,
    category: p.CategorySlug || categorySlug(p.CategoryName || 'shop') || 'shop',
    slug: p.ProductSlug || nameSlug(p.ProductName),
  };
}

export function productPath(p: Linked, lang: LangCode): string {
  const l = productLink(p, lang);
  return `/${lang}/product-detail/${l.productId}/${encodeURIComponent(l.category)}/${encodeURIComponent(l.slug)}`;
}

/** Banner URLs are stored without the language ("/all-products/3/mugs"); external ones stay as they are. */
export function bannerHref(url: string, lang: LangCode): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (!url || url === '/') return `/${lang}/`;
  const path = url.startsWith('/') ? url : `/${url}`;
  return /^\/(en|ar)(\/|$)/.test(path) ? path : `/${lang}${path}`;
}

/** Words for screen readers and badges; the server's paint has none (React's render adds them). */
export interface PriceWords { now: string; was: string }

/** The price paid, and the original struck through when there is a discount. */
export function priceView<N>(h: Make<N>, lang: LangCode, p: PricedProduct, words?: PriceWords): N {
  const s = salePrice(p);
  return h('p', { className: 'price' },
    words && h('span', { className: 'visually-hidden' }, words.now),
    h('span', { className: 'price__now' }, formatMoney(lang, s.now)),
    s.was !== null && words && h('span', { className: 'visually-hidden' }, words.was),
    s.was !== null && h('s', { className: 'price__was' }, formatMoney(lang, s.was)));
}

/**
 * A product picture. From the image pipeline (contract/images.ts): a <picture> of AVIF and
 * WebP widths the browser picks from by `sizes`, the stored JPEG as the fallback, width and
 * height the master's so the box is kept before a byte arrives. Any other URL: the <img> alone.
 */
export function pictureView<N>(h: Make<N>, src: string, sizes: string, attrs: Attrs & { width: number; height: number }): N {
  const r = responsiveImage(src);
  // A picture fetched first is timed when shown (Element Timing): the app's code is fetched
  // once those in view are (src/app/first-screen-shown.ts).
  const img = attrs.fetchPriority === 'high' ? { ...attrs, elementtiming: 'first-screen' } : attrs;
  if (!r) return h('img', { src, ...img });
  return h('picture', null,
    h('source', { type: 'image/avif', srcSet: r.avif, sizes }),
    h('source', { type: 'image/webp', srcSet: r.webp, sizes }),
    h('img', { src, ...img, width: r.width, height: r.height }));
}

/** A card's picture: square, eager and first above the fold, lazy below. */
export function cardImageView<N>(h: Make<N>, src: string, eager: boolean, extra?: Attrs): N {
  return pictureView(h, src, IMAGE_SIZES.card,
    { alt: '', width: 400, height: 400, loading: eager ? 'eager' : 'lazy', decoding: 'async', fetchPriority: eager ? 'high' : 'auto', ...extra });
}

export interface CardParts<N> {
  /** The picture (or its placeholder). */
  media: Child<N>;
  /** The name as a link to the product's page, given the text to show. */
  link: (text: string) => Child<N>;
  rating?: Child<N>;
  words?: PriceWords & { outOfStock: string; off: (percent: number) => string };
  /** The browser's own control on the picture (the wish-list heart); placed over it, so its absence moves nothing. */
  action?: Child<N>;
}

/** The product card of Home and the listing (docs/rules.md R2.9, R2.10): category, name cut to 45, price. */
export function productCardView<N>(h: Make<N>, lang: LangCode, p: ProductListItem, parts: CardParts<N>): N {
  const sale = salePrice(p);
  const w = parts.words;
  return h('article', { className: 'product-card' },
    h('div', { className: 'product-card__media' }, parts.media),
    w && (p.StockQuantity === 0
      ? h('span', { className: 'product-card__badge product-card__badge--muted' }, w.outOfStock)
      : sale.was !== null && h('span', { className: 'product-card__badge' }, w.off(sale.percentOff))),
    parts.action,
    h('div', { className: 'product-card__body' },
      h('span', { className: 'product-card__category' }, truncate(p.CategoryName ?? '', TRUNCATE.categoryName)),
      h('h3', { className: 'product-card__name' }, parts.link(truncate(p.ProductName, TRUNCATE.listName))),
      priceView(h, lang, p, w),
      parts.rating));
}

/** One slide of the home banner carousel; the first carries the page's heading. */
export function bannerSlideView<N>(h: Make<N>, lang: LangCode, b: Banner, at: { index: number; count: number; active: boolean }, extra?: Attrs): N {
  const first = at.index === 0;
  return h('div', {
    className: 'carousel__slide', role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${at.index + 1} / ${at.count}`,
    'aria-hidden': !at.active, inert: !at.active, ...extra,
  },
  pictureView(h, b.BannerImgUrl, IMAGE_SIZES.banner, { alt: '', width: 1600, height: 600, loading: first ? 'eager' : 'lazy', fetchPriority: first ? 'high' : 'low' }),
  h('div', { className: 'carousel__text' },
    b.TopTitle && h('p', { className: 'carousel__top' }, ltrPrices(b.TopTitle, lang)),
    h(first ? 'h2' : 'p', { className: 'carousel__main' }, ltrPrices(b.MainTitle, lang)),
    b.BottomTitle && h('p', { className: 'carousel__bottom' }, ltrPrices(b.BottomTitle, lang)),
    h('div', { className: 'carousel__buttons' },
      b.LeftButtonText && h('a', { className: 'btn btn--primary', href: bannerHref(b.LeftButtonUrl, lang) }, b.LeftButtonText),
      b.RightButtonText && h('a', { className: 'btn btn--ghost', href: bannerHref(b.RightButtonUrl, lang) }, b.RightButtonText))));
}

/** The carousel's frame: the sliding track of slides, then the controls (the browser's only). */
export function carouselView<N>(h: Make<N>, parts: { attrs?: Attrs; trackAttrs?: Attrs; slides: Child<N>[]; nav?: Child<N> }): N {
  return h('section', { className: 'carousel', 'aria-roledescription': 'carousel', ...parts.attrs },
    h('div', { className: 'carousel__track', ...parts.trackAttrs }, ...parts.slides),
    parts.nav);
}

/**
 * The product page's head: the main picture (and thumbnails), the name, then the rest of the
 * facts. `overlay` (the personalisation preview, docs/shop-rules.md P1) is drawn over the picture.
 */
export function detailView<N>(h: Make<N>, name: string, parts: { image: string | undefined; thumbs?: Child<N>; info: Child<N>[]; overlay?: Child<N> }): N {
  const picture = parts.image && pictureView(h, parts.image, IMAGE_SIZES.gallery, { className: 'gallery__main', alt: name, width: 800, height: 800, fetchPriority: 'high' });
  return h('div', { className: 'detail' },
    h('div', { className: 'gallery' },
      parts.overlay && picture ? h('div', { className: 'gallery__stage' }, picture, parts.overlay) : picture,
      parts.thumbs),
    h('div', { className: 'detail__info' },
      h('h1', { className: 'detail__name' }, name),
      ...parts.info));
}
