// The console's language: in the URL (/admin/en/..., /admin/ar/...), remembered for /admin.
import type { LangCode } from '../../contract/models.ts';
import { localeOf } from '../../contract/money.ts';
import { consoleAr } from './messages-ar.ts';
import { consoleEn } from './messages-en.ts';

const KEY = 'tohfa-console-lang';

export const isConsoleLang = (v: unknown): v is LangCode => v === 'en' || v === 'ar';

export function storedConsoleLang(): LangCode {
  try {
    const v = localStorage.getItem(KEY);
    return isConsoleLang(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

export function rememberConsoleLang(lang: LangCode): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* the URL still carries it */
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

export const consoleLocale = localeOf;
export const consoleMessages = (lang: LangCode): Record<string, string> => (lang === 'ar' ? consoleAr : consoleEn);
