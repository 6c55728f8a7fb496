// Money and dates as shown. Money comes from contract/money.ts, the one formatter the server's
// first paint uses too: ₹ with two decimals, Latin digits in both languages (docs/rules.md
// R12.4); here in the language react-intl renders.
import type { IntlShape } from 'react-intl';
import { formatMoney as formatIn, langOfLocale } from '../../contract/money.ts';

export function formatMoney(intl: Pick<IntlShape, 'locale'>, amount: number): string {
  return formatIn(langOfLocale(intl.locale), amount);
}

/** dd-mm-yyyy in India time (docs/rules.md R9). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}
