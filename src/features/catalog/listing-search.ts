// The listing's URL search params (docs/rules.md R12.9, "Listing URL"): the call's own names
// plus `view`; an absent param means no filter. Parsed leniently: junk becomes absent.
import { PAGE_SIZES, SORT_OPTIONS, type SortOption } from '../../../contract/shop-rules.ts';

export type ListingView = 'grid-2' | 'grid-3' | 'grid-4' | 'rows';
export const LISTING_VIEWS: readonly ListingView[] = ['grid-2', 'grid-3', 'grid-4', 'rows'];

/**
 * The view a screen shows for the one chosen: a grid wider than the screen has room for
 * (2 columns on phones, 3 on tablets) shows as the widest grid that fits, so the button that
 * looks pressed is the layout on screen; the URL keeps the choice for a wider screen.
 */
export function fitView(view: ListingView, maxColumns: 2 | 3 | 4): ListingView {
  if (view === 'rows') return view;
  return Number(view.slice(5)) > maxColumns ? `grid-${maxColumns}` : view;
}

/** The views offered on a screen with room for that many columns. */
export const viewsFor = (maxColumns: 2 | 3 | 4): ListingView[] => LISTING_VIEWS.filter((v) => fitView(v, maxColumns) === v);

export interface ListingSearch {
  SearchTerm?: string;
  SizeID?: string;
  ColorID?: number;
  TagID?: string;
  ManufacturerID?: string;
  CategoryID?: string;
  MinPrice?: number;
  MaxPrice?: number;
  Rating?: number;
  OrderByColumnName?: Exclude<SortOption, ''>;
  PageNo?: number;
  PageSize?: number;
  view?: ListingView;
}

const idList = (v: unknown): string | undefined => {
  const s = String(v ?? '').split(',').map((x) => x.trim()).filter((x) => /^\d{1,9}$/.test(x));
  return s.length ? [...new Set(s)].join(',') : undefined;
};
const positive = (v: unknown, max = 1_000_000_000): number | undefined => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
};

export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const out: ListingSearch = {};
  // The URL decoder turns `SearchTerm=123` or `=true` into a number or a boolean.
  const rawTerm = raw.SearchTerm;
  const term = typeof rawTerm === 'string' || typeof rawTerm === 'number' || typeof rawTerm === 'boolean' ? String(rawTerm).trim().slice(0, 100) : '';
  if (term) out.SearchTerm = term;
  const sizes = idList(raw.SizeID);
  if (sizes) out.SizeID = sizes;
  const color = positive(raw.ColorID);
  if (color && Number.isInteger(color)) out.ColorID = color;
  const tags = idList(raw.TagID);
  if (tags) out.TagID = tags;
  const makers = idList(raw.ManufacturerID);
  if (makers) out.ManufacturerID = makers;
  const cats = idList(raw.CategoryID);
  if (cats) out.CategoryID = cats;
  const min = positive(raw.MinPrice);
  if (min !== undefined) out.MinPrice = min;
  const max = positive(raw.MaxPrice);
  if (max !== undefined) out.MaxPrice = max;
  const rating = positive(raw.Rating, 5);
  if (rating && Number.isInteger(rating)) out.Rating = rating;
  if ((SORT_OPTIONS as readonly unknown[]).includes(raw.OrderByColumnName) && raw.OrderByColumnName !== '') {
    out.OrderByColumnName = raw.OrderByColumnName as Exclude<SortOption, ''>;
  }
  const page = positive(raw.PageNo);
  if (page && Number.isInteger(page) && page > 1) out.PageNo = page;
  const size = Number(raw.PageSize);
  if ((PAGE_SIZES as readonly number[]).includes(size) && size !== PAGE_SIZES[0]) out.PageSize = size;
  if ((LISTING_VIEWS as readonly unknown[]).includes(raw.view)) out.view = raw.view as ListingView;
  return out;
}
