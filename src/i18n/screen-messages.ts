// The screens' messages (en.ts beyond en-shell.ts, ar.ts beyond ar-shell.ts) load with the
// first screen that needs them: route components, the search suggestions and the wish-list
// panel await loadScreenMessages() with their own chunk, and the providers switch to the
// whole catalogue of the page's language when it arrives (another language is a reload).
import type { LangCode } from '../../contract/models.ts';
import { lazyMessages } from './lazy-messages.ts';
import { withLiterals } from './literal-parser.ts';

const screens = lazyMessages({
  // Plain texts as literals: react-intl returns them without formatting (literal-parser.ts).
  en: () => import('./en.ts').then((m) => withLiterals(m.en)),
  ar: () => import('./ar.ts').then((m) => withLiterals(m.ar)),
});

const pageLang = (): LangCode => (document.documentElement.lang === 'ar' ? 'ar' : 'en');

export async function loadScreenMessages(): Promise<void> {
  await screens.load(pageLang());
}

/** The whole catalogue of the page's language once loaded, else null. */
export function useScreenMessages(lang: LangCode): Record<string, string> | null {
  return screens.useLoaded(lang);
}
