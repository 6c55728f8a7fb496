// Money and dates as shown. Money comes from contract/money.ts, the one formatter the server's
// first paint uses too: ₹ with two decimals, Latin digits in both languages (docs/rules.md
// R12.4); here in the language react-intl renders.
import type { IntlShape } from 'react-intl';
import { formatMoney as formatIn, langOfLocale } from '../../contract/money.ts';

export function formatMoney(intl: Pick<IntlShape, 'locale'>, amount: number): string {
  return formatIn(langOfLocale(intl.locale), amount);
}

/** dd-mm-yyyy in India time (docs/rules.md R9.7). */
export { formatDate } from '../../contract/money.ts';
