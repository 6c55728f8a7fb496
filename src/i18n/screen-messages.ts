// The screens' messages (en.ts beyond en-shell.ts, ar.ts beyond ar-shell.ts) load with the
// first screen that needs them: route components, the search suggestions and the wish-list
// panel await loadScreenMessages() with their own chunk, and the providers switch to the
// whole catalogue of the page's language when it arrives (another language is a reload).
import { useSyncExternalStore } from 'react';

let full: Record<string, string> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadScreenMessages(): Promise<void> {
  if (full) return Promise.resolve();
  loading ??= (document.documentElement.lang === 'ar' ? import('./ar.ts').then((m) => m.ar) : import('./en.ts').then((m) => m.en)).then((messages) => {
    full = messages;
    listeners.forEach((l) => l());
  });
  return loading;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The whole English catalogue once loaded, else null. */
export function useScreenMessages(): Record<string, string> | null {
  return useSyncExternalStore(subscribe, () => full, () => null);
}
