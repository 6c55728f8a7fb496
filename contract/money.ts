// Money and dates as the shopper sees them, for both sides: the PWA's screens (src/lib/money.ts hands
// react-intl's language here) and the first screen the server paints
// (server/first-screen/first-screen-html.ts). ₹ with two decimals and Latin digits in both
// languages (docs/rules.md R12.4, docs/decisions/0008-money-in-paise.md).
import { ltrText } from './bidi.ts';
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

/**
 * An amount in rupees as shown: `₹1,299.50`, the sign on the left in both languages. In
 * Arabic it is isolated left to right (contract/bidi.ts): after an Arabic word the
 * bidirectional algorithm would otherwise read the digits as Arabic and put the sign on
 * their right, so a price would change sides between a card and a sentence.
 */
export function formatMoney(lang: LangCode, amount: number): string {
  return ltrText(`₹${numberFormat(lang).format(amount)}`, lang);
}

export interface SalePrice {
  /** What the shopper pays: the discounted price when it is below the price, else the price. */
  now: number;
  /** The price struck through, when there is a discount; else null. */
  was: number | null;
  /** Whole percent off (rounded), 0 without a discount. */
  percentOff: number;
}

const SHOP_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd-mm-yyyy in India time, the shop's (docs/rules.md R9.7); '' when it is no date. Also what the original client is sent (server/plugins/legacy-origins.ts). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = SHOP_DAY.formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

/** A product's price with its discount: a discount counts only when it is below the price. */
export function salePrice(p: { Price: number; DiscountedPrice: number | null | undefined }): SalePrice {
  const d = p.DiscountedPrice;
  if (d === null || d === undefined || !(d < p.Price)) return { now: p.Price, was: null, percentOff: 0 };
  return { now: d, was: p.Price, percentOff: p.Price > 0 ? Math.round((1 - d / p.Price) * 100) : 0 };
}
