// Money as the shopper sees it, for both sides: the PWA's screens (src/lib/money.ts hands
// react-intl's language here) and the first screen the server paints
// (server/first-screen/first-screen-html.ts). ₹ with two decimals and Latin digits in both
// languages (docs/rules.md R12.4, docs/decisions/0008-money-in-paise.md).
import type { LangCode } from './models.ts';

/** The Intl locale of a language: Indian grouping in English, Latin digits in Arabic. */
export const localeOf = (lang: LangCode): string => (lang === 'ar' ? 'ar-u-nu-latn' : 'en-IN');

/** The language of an Intl locale written by localeOf (react-intl hands the locale back). */
export const langOfLocale = (locale: string): LangCode => (locale.startsWith('ar') ? 'ar' : 'en');

const formats = new Map<LangCode, Intl.NumberFormat>();

function numberFormat(lang: LangCode): Intl.NumberFormat {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    formats.set(lang, f);
  }
  return f;
}

/** An amount in rupees as shown: `₹1,299.50`. */
export function formatMoney(lang: LangCode, amount: number): string {
  return `₹${numberFormat(lang).format(amount)}`;
}

export interface SalePrice {
  /** What the shopper pays: the discounted price when it is below the price, else the price. */
  now: number;
  /** The price struck through, when there is a discount; else null. */
  was: number | null;
  /** Whole percent off (rounded), 0 without a discount. */
  percentOff: number;
}

/** A product's price with its discount: a discount counts only when it is below the price. */
export function salePrice(p: { Price: number; DiscountedPrice: number | null | undefined }): SalePrice {
  const d = p.DiscountedPrice;
  if (d === null || d === undefined || !(d < p.Price)) return { now: p.Price, was: null, percentOff: 0 };
  return { now: d, was: p.Price, percentOff: p.Price > 0 ? Math.round((1 - d / p.Price) * 100) : 0 };
}
