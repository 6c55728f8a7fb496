// Money as ₹ with two decimals and dates as dd-mm-yyyy in India time, Latin digits in
// both languages (docs/rules.md R12.1), through react-intl's formatters. The sign is
// always on the number's left: in Arabic the amount is isolated as left to right, so a
// sentence around it cannot move the sign to the other side (src/lib/bidi.ts).
import type { IntlShape } from 'react-intl';
import { ltrText } from './bidi.ts';

export function formatMoney(intl: Pick<IntlShape, 'formatNumber' | 'locale'>, amount: number): string {
  const n = intl.formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
  return ltrText(`₹${n}`, intl.locale);
}

/** dd-mm-yyyy in India time (docs/rules.md R9). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}
