// The calls that fill a page's first screen, named once for both sides: the server answers
// them inside the first visit's HTML (server/first-screen/first-screen-html.ts), so the page paints
// its content before any JavaScript and renders without asking again; the PWA sends exactly
// these fields and takes those answers (src/lib/boot-answers.ts). A filtered listing (a query
// string) gets only its sidebar's lists: its products are asked for as usual. Every first
// screen also carries the layout's own reads (shellCalls).
import type { CallName } from './calls.ts';
import type { LangCode } from './models.ts';
import { DEFAULT_PAGE_SIZE, HOME_BLOCK_SIZE, LABEL_ENTITY, LIST_PAGE_SIZE, SIDEBAR_POPULAR_SIZE } from './shop-rules.ts';

export interface FirstScreenCall {
  name: CallName;
  /** The request's fields as the PWA sends them, without languageCode and recordValueJson. */
  fields: Record<string, unknown>;
  /** The language the PWA asks it in when that is not the page's (the logo: always 'en'). */
  lang?: LangCode;
}

export type FirstScreen =
  | { kind: 'home'; lang: LangCode; calls: FirstScreenCall[] }
  | { kind: 'listing'; lang: LangCode; categoryId: number; calls: FirstScreenCall[] }
  | { kind: 'product'; lang: LangCode; productId: number; calls: FirstScreenCall[] };

/** The home page's five blocks (features/home/home-api.ts sends these). */
export const HOME_CALLS: readonly FirstScreenCall[] = [
  { name: 'GET_HOME_SCREEN_BANNER', fields: {} },
  { name: 'GET_POPULAR_CATEGORIES', fields: {} },
  { name: 'GET_RECENTS_PRODUCTS_LIST', fields: { PageNo: 1, PageSize: HOME_BLOCK_SIZE, TabName: 'new products' } },
  { name: 'GET_POPULAR_PRODUCTS_LIST', fields: { PageNo: 1, PageSize: HOME_BLOCK_SIZE } },
  { name: 'GET_WEB_CAMPAIGN_LIST', fields: {} },
];

/** The fields of the taxonomy lists' calls (features/catalog/catalog-api.ts sends these). */
export const TAXONOMY_LIST_FIELDS: { readonly PageNo: number; readonly PageSize: number } = { PageNo: 1, PageSize: LIST_PAGE_SIZE };

/**
 * The listing sidebar's lists: on a wide screen the sidebar is beside the grid, and filling
 * it after the first render would push its sections down (a layout shift of 0.06).
 */
export const LISTING_SIDEBAR_CALLS: readonly FirstScreenCall[] = (
  ['GET_CATEGORIES_LIST', 'GET_COLORS_LIST', 'GET_SIZE_LIST', 'GET_MANUFACTURER_LIST', 'GET_TAGS_LIST'] as const
).map((name) => ({ name, fields: TAXONOMY_LIST_FIELDS }));

/** The label scopes of the layout, on every page (app/layout: top header, navbar, user menu, facility strip, footer). */
export const SHELL_LABEL_ENTITIES: readonly number[] = [
  LABEL_ENTITY.TopHeader, LABEL_ENTITY.Navbar, LABEL_ENTITY.LoginUserModal, LABEL_ENTITY.BestFacilities, LABEL_ENTITY.Footer,
];

/**
 * The layout's own reads, answered with every first screen so that a first visit makes no
 * call at start-up: the mega-menu's categories, the footer's payment methods, the logo, and
 * the server's labels of the layout's and the page's label scopes, in either language
 * (i18n/label-scope.tsx). Each call the PWA would send costs the phone's main thread a few
 * milliseconds and a render when it answers (bench/README.md, Lighthouse).
 */
function shellCalls(pageEntities: readonly number[]): FirstScreenCall[] {
  return [
    { name: 'GET_CATEGORIES_LIST', fields: TAXONOMY_LIST_FIELDS },
    { name: 'GET_PAYMENT_METHODS', fields: {} },
    { name: 'GET_WEBSITE_LOGO', fields: {}, lang: 'en' },
    ...[...SHELL_LABEL_ENTITIES, ...pageEntities].map((entityId): FirstScreenCall => ({ name: 'GET_LOCALIZATION_DATA', fields: { entityId } })),
  ];
}

/** The calls of a first screen followed by the layout's, each once. */
function withShell(lang: LangCode, calls: readonly FirstScreenCall[], pageEntities: readonly number[]): FirstScreenCall[] {
  const all = [...calls];
  const key = (c: FirstScreenCall) => answerKey(c.name, c.lang ?? lang, c.fields);
  for (const c of shellCalls(pageEntities)) if (!all.some((a) => key(a) === key(c))) all.push(c);
  return all;
}

export interface ListingFilterFields {
  SearchTerm?: string; SizeID?: string; ColorID?: number; TagID?: string; ManufacturerID?: string;
  MinPrice?: number; MaxPrice?: number; Rating?: number; OrderByColumnName?: string; PageNo?: number; PageSize?: number;
}

/** get-all-products' fields for a listing: every filter sent, empty when not chosen. */
export function listingCallFields(categoryIds: readonly number[], s: ListingFilterFields): Record<string, unknown> {
  return {
    SearchTerm: s.SearchTerm ?? '', CategoryID: categoryIds.join(','), SizeID: s.SizeID ?? '', ColorID: s.ColorID ?? '',
    TagID: s.TagID ?? '', ManufacturerID: s.ManufacturerID ?? '', MinPrice: s.MinPrice ?? '', MaxPrice: s.MaxPrice ?? '',
    Rating: s.Rating ?? '', OrderByColumnName: s.OrderByColumnName ?? '', PageNo: s.PageNo ?? 1, PageSize: s.PageSize ?? DEFAULT_PAGE_SIZE,
  };
}

const MAX_ID = 2_147_483_647;
const id = (s: string | undefined): number | null => (s && /^\d{1,10}$/.test(s) && Number(s) <= MAX_ID ? Number(s) : null);

/** The first screen of a plain page URL, or null for pages that have none here. */
export function firstScreen(pathname: string, search = ''): FirstScreen | null {
  const filtered = Boolean(search && search !== '?');
  const parts = pathname.split('/').filter(Boolean);
  const lang = parts[0];
  if (lang !== 'en' && lang !== 'ar') return null;
  if (parts[1] === 'all-products' && parts.length === 4) {
    const categoryId = id(parts[2]);
    // popular-products and recent-products with id 0 are other lists (docs/rules.md R2).
    if (categoryId === null || (categoryId === 0 && parts[3] !== 'all-categories')) return null;
    const products: FirstScreenCall[] = filtered ? [] : [{ name: 'GET_All_PRODUCTS', fields: listingCallFields(categoryId > 0 ? [categoryId] : [], {}) }];
    const sidebarPopular: FirstScreenCall = { name: 'GET_POPULAR_PRODUCTS_LIST', fields: { PageNo: 1, PageSize: SIDEBAR_POPULAR_SIZE } };
    return { kind: 'listing', lang, categoryId, calls: withShell(lang, [...products, ...LISTING_SIDEBAR_CALLS, sidebarPopular], [LABEL_ENTITY.AllProducts]) };
  }
  if (filtered) return null;
  if (parts.length === 1) return { kind: 'home', lang, calls: withShell(lang, HOME_CALLS, [LABEL_ENTITY.Home, LABEL_ENTITY.SubscribeNewsLetter]) };
  if (parts[1] === 'product-detail' && parts.length >= 3) {
    const productId = id(parts[2]);
    if (!productId) return null;
    return {
      kind: 'product', lang, productId,
      calls: withShell(lang, [
        { name: 'GET_PRODUCT_DETAIL', fields: { ProductId: productId } },
        { name: 'GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', fields: { ProductId: productId } },
      ], [LABEL_ENTITY.ProductDetail]),
    };
  }
  return null;
}

/** One key for a call's name, language and fields, whatever the order of the fields. */
export function answerKey(name: CallName, lang: LangCode, fields: Record<string, unknown>): string {
  const sorted = Object.keys(fields).sort().map((k) => [k, fields[k]]);
  return `${name}|${lang}|${JSON.stringify(sorted)}`;
}

/** The answers' element in the HTML: `<script type="application/json" id=...>`. */
export const BOOT_ANSWERS_ID = 'boot-answers';
export interface BootAnswer { key: string; data: unknown }
