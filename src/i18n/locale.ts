// Languages, direction and the catalogues. The first render has the shell's messages of
// the page's language (en-shell.ts, ar-shell.ts); the screens' follow (screen-messages.ts).
import type { LangCode } from '../../contract/models.ts';
import { localeOf } from '../../contract/money.ts';

export const LANG_STORAGE_KEY = 'langCode';

export function isLang(value: unknown): value is LangCode {
  return value === 'en' || value === 'ar';
}

export function storedLang(): LangCode {
  try {
    const v = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

export function saveLang(lang: LangCode): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage blocked: the URL still carries the language */
  }
}

export const dirOf = (lang: LangCode): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** Latin digits in both languages (docs/decisions/0008-money-in-paise.md); money shares it (contract/money.ts). */
export const intlLocale = localeOf;

export function applyDocumentLang(lang: LangCode): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

/** The messages of the first render: the shell's, in the page's language only (the screens'
 * follow, see screen-messages.ts). */
export async function loadCatalogue(lang: LangCode): Promise<Record<string, string>> {
  if (lang === 'en') return (await import('./en-shell.ts')).enShell;
  return (await import('./ar-shell.ts')).arShell;
}

