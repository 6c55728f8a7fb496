// The locale and the catalogues (the language kept and the page's direction: lang-storage.ts).
// The first render has the shell's messages of the page's language (en-shell.ts,
// ar-shell.ts); the screens' follow (screen-messages.ts).
import type { LangCode } from '../../contract/models.ts';
import { localeOf } from '../../contract/money.ts';
import { withLiterals } from './literal-parser.ts';

/** Latin digits in both languages (docs/decisions/0008-money-in-paise.md); money shares it (contract/money.ts). */
export const intlLocale = localeOf;

/** The messages of the first render: the shell's, in the page's language only (the screens'
 * follow, see screen-messages.ts). */
export async function loadCatalogue(lang: LangCode): Promise<Record<string, string>> {
  // Plain texts as literals: react-intl returns them without formatting (literal-parser.ts).
  if (lang === 'en') return withLiterals((await import('./en-shell.ts')).enShell);
  return withLiterals((await import('./ar-shell.ts')).arShell);
}

