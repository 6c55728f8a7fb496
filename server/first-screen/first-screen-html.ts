// The first visit's HTML for a page with a first screen (contract/first-screen.ts): the
// server answers the screen's calls itself and writes into index.html
// - the answers, as JSON the PWA takes instead of asking again (src/lib/boot-answers.ts);
// - a preload of the screen's largest image, found from those answers;
// - a static first paint of that screen (the banner, the first product cards, the
//   product's picture, name and price), made by the same views the PWA renders with React
//   (contract/markup.ts, docs/decisions/0015-one-markup-for-the-first-screen.md), shown before
//   any JavaScript and replaced by React's render of the same content;
// - the page's language and direction, and a product's title and description.
// Bench figures (Lighthouse) in bench/README.md. Service-worker visits get the plain shell.
import type { FastifyInstance } from 'fastify';
import { callPath } from '../../contract/calls.ts';
import { requestBody } from '../../contract/envelope.ts';
import { BOOT_ANSWERS_ID, answerKey, firstScreen, type BootAnswer, type FirstScreen } from '../../contract/first-screen.ts';
import { IMAGE_SIZES, responsiveImage } from '../../contract/images.ts';
import { bannerSlideView, cardImageView, carouselView, detailView, priceView, productCardView, productPath } from '../../contract/markup.ts';
import { SHOP_NAME, pageTitle } from '../../contract/page-title.ts';
import type { Banner, ImageRow, LangCode, ProductDetail, ProductListItem } from '../../contract/models.ts';
import { escapeHtml, html } from './html.ts';
import { OWN_REQUEST_HEADER } from '../http/terminal-logs.ts';

const BOOT_SLOT = '<div class="boot-hero"></div>';
/** Product cards painted before JavaScript: the first row on a phone and on a desktop. */
const BOOT_CARDS = 4;

/** JSON inside a script element: nothing in it can close the element or break the parse. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
/** A media URL of our own (the catalogue's), never anything that could leave the attribute. */
const safeUrl = (u: unknown): string | null => (typeof u === 'string' && /^\/[\w\-./%]*$/.test(u) ? u : null);

async function answer(app: FastifyInstance, lang: LangCode, name: FirstScreen['calls'][number]['name'], fields: Record<string, unknown>): Promise<unknown> {
  const res = await app.inject({ method: 'POST', url: callPath(name), payload: requestBody({ ...fields, languageCode: lang }), headers: { [OWN_REQUEST_HEADER]: '1' } });
  if (res.statusCode !== 200) return undefined;
  const body = res.json() as { data?: unknown; errorCode?: string };
  if (body.errorCode) return undefined;
  return typeof body.data === 'string' ? (JSON.parse(body.data) as unknown) : body.data;
}

interface Painted { markup: string; lcpImage: string | null; lcpSizes?: string; title?: string; description?: string; canonical?: string }

/** The preload of the screen's largest picture: a product photograph's AVIF widths (where the browser takes AVIF) with the view's sizes. */
function preload(src: string, sizes: string | undefined): string {
  const r = sizes ? responsiveImage(src) : null;
  if (!r) return `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${r.avif}" imagesizes="${sizes}" fetchpriority="high">`;
}

function homeScreen(lang: LangCode, data: Map<string, unknown>): Painted | null {
  const banners = ((data.get('GET_HOME_SCREEN_BANNER') as Banner[] | undefined) ?? []).filter((b) => b.ThemeTypeID === 1);
  const b = banners[0];
  const src = safeUrl(b?.BannerImgUrl);
  if (!b || !src) return null;
  // Every slide, the first shown and the others hidden as the app has them: on a phone the
  // track is as tall as its tallest slide, so with the first alone the banner would grow
  // when the app takes over. The controls' bar under the slides comes empty (the app
  // renders its buttons): it has its height already, so nothing below moves when they come.
  const urls = banners.map((x) => safeUrl(x.BannerImgUrl));
  const shown = urls.every((u) => u !== null) ? banners : [b];
  const slides = shown.map((x, i) => bannerSlideView(html, lang, { ...x, BannerImgUrl: urls[i] ?? src }, { index: i, count: banners.length, active: i === 0 }));
  const nav = banners.length > 1 ? html('div', { className: 'carousel__nav' }) : null;
  return { lcpImage: src, lcpSizes: IMAGE_SIZES.banner, markup: `<div class="container">${carouselView(html, { slides, nav }).html}</div>` };
}

function card(lang: LangCode, p: ProductListItem, first: boolean): string {
  const src = safeUrl(p.ProductImagesJson?.[0]?.AttachmentURL);
  const link = (text: string) => html('a', { href: productPath(p, lang), title: p.ProductName }, text);
  return `<li>${productCardView(html, lang, p, { media: src && cardImageView(html, src, first), link }).html}</li>`;
}

function listingScreen(lang: LangCode, data: Map<string, unknown>): Painted | null {
  const products = (data.get('GET_All_PRODUCTS') as ProductListItem[] | undefined) ?? [];
  if (!products.length) return null;
  return {
    lcpImage: safeUrl(products[0]!.ProductImagesJson?.[0]?.AttachmentURL),
    lcpSizes: IMAGE_SIZES.card,
    markup: `<div class="container section"><ul class="product-grid boot-grid">${products.slice(0, BOOT_CARDS).map((p, i) => card(lang, p, i === 0)).join('')}</ul></div>`,
  };
}

function productScreen(lang: LangCode, data: Map<string, unknown>): Painted | null {
  const rows = data.get('GET_PRODUCT_DETAIL') as ProductDetail[] | undefined;
  const p = rows?.[0];
  if (!p) return null;
  const images = (p.ProductImagesJson ?? []) as ImageRow[];
  const src = safeUrl(images[0]?.AttachmentURL);
  return {
    lcpImage: src,
    lcpSizes: IMAGE_SIZES.gallery,
    // The product's name in the page's language, the shop's name once (as the PWA titles it).
    title: pageTitle(p.ProductName, SHOP_NAME[lang]),
    description: p.MetaDescription || p.ShortDescription,
    // Made of the English names in both languages (docs/rules.md R12.1).
    canonical: productPath(p, lang),
    markup: `<div class="container section">${detailView(html, p.ProductName, { image: src ?? undefined, info: [priceView(html, lang, p)] }).html}</div>`,
  };
}

/** index.html for `url`, with its first screen written in when it has one; else unchanged. */
export async function firstScreenHtml(app: FastifyInstance, indexHtml: string, url: string): Promise<string> {
  return (await firstScreenPage(app, indexHtml, url)).html;
}

/**
 * The page for `url`, and where it moved when it did: a product's address with other slugs
 * than its canonical ones (an older link, the original client's, an Arabic name's).
 */
export async function firstScreenPage(app: FastifyInstance, indexHtml: string, url: string): Promise<{ html: string; movedTo?: string }> {
  const [pathname = '/', search = ''] = url.split(/(?=\?)/);
  let screen: FirstScreen | null;
  try {
    screen = firstScreen(decodeURIComponent(pathname), search);
  } catch {
    return { html: indexHtml };
  }
  if (!screen || !indexHtml.includes(BOOT_SLOT)) return { html: indexHtml };
  const lang = screen.lang;
  const byName = new Map<string, unknown>();
  const answers: BootAnswer[] = [];
  for (const call of screen.calls) {
    const data = await answer(app, call.lang ?? lang, call.name, call.fields);
    if (data === undefined) continue;
    if (!byName.has(call.name)) byName.set(call.name, data);
    answers.push({ key: answerKey(call.name, call.lang ?? lang, call.fields), data });
  }
  const painted = screen.kind === 'home' ? homeScreen(lang, byName) : screen.kind === 'listing' ? listingScreen(lang, byName) : productScreen(lang, byName);
  const canonical = painted?.canonical;
  const movedTo = canonical && decodeURIComponent(pathname).replace(/\/+$/, '') !== decodeURIComponent(canonical) ? canonical : undefined;
  let page = indexHtml;
  if (lang === 'ar') page = page.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">');
  const head: string[] = [];
  if (painted?.lcpImage) head.push(preload(painted.lcpImage, painted.lcpSizes));
  if (painted?.canonical) head.push(`<link rel="canonical" href="${escapeHtml(painted.canonical)}">`);
  // Replacers are functions: catalogue text may hold `$&` and the like.
  const { title, description } = painted ?? {};
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) page = page.replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${escapeHtml(description)}${close}`);
  if (head.length) page = page.replace('</head>', () => `${head.join('')}</head>`);
  if (painted) page = page.replace(BOOT_SLOT, () => `<div class="boot-screen">${painted.markup}</div>`);
  if (answers.length) page = page.replace('</body>', () => `<script type="application/json" id="${BOOT_ANSWERS_ID}">${scriptJson(answers)}</script></body>`);
  return movedTo ? { html: page, movedTo } : { html: page };
}
