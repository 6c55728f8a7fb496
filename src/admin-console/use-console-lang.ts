// The page's language and money as the shop shows it (contract/money.ts, decision 0015).
import { useIntl } from 'react-intl';
import type { LangCode } from '../../contract/models.ts';
import { formatMoney, langOfLocale } from '../../contract/money.ts';

export function useConsoleLang(): LangCode {
  return langOfLocale(useIntl().locale);
}

export function useMoney(): (rupees: number) => string {
  const lang = useConsoleLang();
  return (rupees) => formatMoney(lang, rupees);
}
