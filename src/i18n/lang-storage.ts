// The language a visitor chose, kept in localStorage (the shop under the original client's
// key, the owner's console under its own), and the page's direction that follows it.
import type { LangCode } from '../../contract/models.ts';

const LANG_STORAGE_KEY = 'langCode';

export function isLang(value: unknown): value is LangCode {
  return value === 'en' || value === 'ar';
}

/** The language kept under `key` (the shop's by default); English when none or storage is blocked. */
export function storedLang(key = LANG_STORAGE_KEY): LangCode {
  try {
    const v = localStorage.getItem(key);
    return isLang(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

export function saveLang(lang: LangCode, key = LANG_STORAGE_KEY): void {
  try {
    localStorage.setItem(key, lang);
  } catch {
    /* storage blocked: the URL still carries the language */
  }
}

const dirOf = (lang: LangCode): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * Only what differs is written: the server's page already carries both, and Chromium takes a
 * write of either attribute on <html>, even of the value it has, as a change of the whole
 * page's style, then recomputes it and lays the page out again (docs/decisions/0051).
 */
export function applyDocumentLang(lang: LangCode): void {
  const root = document.documentElement;
  if (root.lang !== lang) root.lang = lang;
  if (root.getAttribute('dir') !== dirOf(lang)) root.dir = dirOf(lang);
}
