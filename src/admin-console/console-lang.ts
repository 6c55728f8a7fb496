// The console's language: in the URL (/admin/en/..., /admin/ar/...), remembered for /admin.
// Its messages are a chunk per language (i18n/lazy-messages.ts, as the shop's screens'): the
// console downloads only the language it shows, and the other when staff switch to it.
import type { LangCode } from '../../contract/models.ts';
import { localeOf } from '../../contract/money.ts';
import { applyDocumentLang, isLang, saveLang, storedLang } from '../i18n/lang-storage.ts';
import { lazyMessages } from '../i18n/lazy-messages.ts';

const KEY = 'tohfa-console-lang';

export const isConsoleLang = isLang;

export const storedConsoleLang = (): LangCode => storedLang(KEY);

export function rememberConsoleLang(lang: LangCode): void {
  saveLang(lang, KEY);
  applyDocumentLang(lang);
}

export const consoleLocale = localeOf;

export const consoleMessages = lazyMessages({
  en: () => import('./messages-en.ts').then((m) => m.consoleEn),
  ar: () => import('./messages-ar.ts').then((m) => m.consoleAr),
});
