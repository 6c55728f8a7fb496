// SQL fragments for catalogue answers in the shopper's language (docs/rules.md R12.1):
// the Arabic column when it holds text, else the English one. `lang` is the route's
// validated 'en' | 'ar', never raw input, so inlining it into SQL is safe.
import type { LangCode } from '../../../contract/models.ts';

/** `alias.col` in the language, falling back to English (`col_ar` is the Arabic twin). */
export function localizedSql(lang: LangCode, column: string): string {
  return lang === 'ar' ? `COALESCE(NULLIF(${column}_ar, ''), ${column})` : column;
}

/** LocalizationJsonData: [{langId: 1, text: English}, {langId: 2, text: Arabic}]. */
export function localizationJsonSql(column: string): string {
  return `json_build_array(json_build_object('langId', 1, 'text', ${column}), json_build_object('langId', 2, 'text', ${column}_ar))`;
}
