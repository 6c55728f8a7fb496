import { useIntl } from 'react-intl';
import type { LangCode } from '../../contract/models.ts';

/** The page's language: fixed for a page load (choosing another language reloads, docs/rules.md R2). */
export function useLang(): LangCode {
  return useIntl().locale.startsWith('ar') ? 'ar' : 'en';
}
