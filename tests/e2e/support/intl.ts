// The app's message catalogues and Intl locales for e2e assertions, formatted with
// react-intl as the app formats them, so a test reads what the shopper reads in either
// language. src/ is outside the Node type-check project, so they are loaded by name.
import { createIntl, type IntlShape } from 'react-intl';

export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];

async function loadIntl(lang: Lang): Promise<IntlShape> {
  const messages = ((await import(/* @vite-ignore */ `../../../src/i18n/${lang}.ts`)) as Record<Lang, Record<string, string>>)[lang];
  const localeModule = '../../../src/i18n/locale.ts';
  const { intlLocale } = (await import(/* @vite-ignore */ localeModule)) as { intlLocale: (l: Lang) => string };
  return createIntl({ locale: intlLocale(lang), messages, onError: (e) => { throw e; } });
}
const intls = { en: await loadIntl('en'), ar: await loadIntl('ar') };

/** A message of the app's catalogue in `lang`, with its values. */
export const t = (lang: Lang, id: string, values?: Record<string, string | number>) => intls[lang].formatMessage({ id }, values);
