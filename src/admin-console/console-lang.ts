// The console's language: in the URL (/admin/en/..., /admin/ar/...), remembered for /admin.
import type { LangCode } from '../../contract/models.ts';
import { localeOf } from '../../contract/money.ts';
import { applyDocumentLang, isLang, saveLang, storedLang } from '../i18n/lang-storage.ts';
import { consoleAr } from './messages-ar.ts';
import { consoleEn } from './messages-en.ts';

const KEY = 'tohfa-console-lang';

export const isConsoleLang = isLang;

export const storedConsoleLang = (): LangCode => storedLang(KEY);

export function rememberConsoleLang(lang: LangCode): void {
  saveLang(lang, KEY);
  applyDocumentLang(lang);
}

export const consoleLocale = localeOf;
export const consoleMessages = (lang: LangCode): Record<string, string> => (lang === 'ar' ? consoleAr : consoleEn);
