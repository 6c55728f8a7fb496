// Message catalogues that load as their own chunk, one language at a time: each language's
// importer is a dynamic import, so a page downloads only the language it shows. Used by the
// shop's screens (screen-messages.ts) and the owner's console (admin-console/console-lang.ts).
import { useSyncExternalStore } from 'react';
import type { LangCode } from '../../contract/models.ts';

export type Catalogue = Record<string, string>;

export interface LazyMessages {
  /** Loads `lang`'s catalogue (once; later calls share the first) and gives it. */
  load(lang: LangCode): Promise<Catalogue>;
  /** `lang`'s catalogue once loaded, else null; the component renders again when it arrives. */
  useLoaded(lang: LangCode): Catalogue | null;
}

export function lazyMessages(importers: Record<LangCode, () => Promise<Catalogue>>): LazyMessages {
  const loaded: Partial<Record<LangCode, Catalogue>> = {};
  const loading: Partial<Record<LangCode, Promise<Catalogue>>> = {};
  const listeners = new Set<() => void>();
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  return {
    load(lang) {
      const done = loaded[lang];
      if (done) return Promise.resolve(done);
      return (loading[lang] ??= importers[lang]().then(
        (messages) => {
          loaded[lang] = messages;
          listeners.forEach((l) => l());
          return messages;
        },
        (err: unknown) => {
          // A chunk that could not be fetched (offline) is asked for again next time.
          delete loading[lang];
          throw err;
        },
      ));
    },
    useLoaded(lang) {
      return useSyncExternalStore(subscribe, () => loaded[lang] ?? null, () => null);
    },
  };
}
