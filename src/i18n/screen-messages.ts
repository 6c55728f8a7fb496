// The screens' English messages (en.ts beyond en-shell.ts) load with the first screen
// that needs them: route components and the wish-list panel await loadScreenMessages()
// with their own chunk, and the providers switch to the whole catalogue when it arrives.
// Arabic pages load the whole Arabic catalogue before the first render (locale.ts).
import { useSyncExternalStore } from 'react';

let full: Record<string, string> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadScreenMessages(): Promise<void> {
  if (full || document.documentElement.lang === 'ar') return Promise.resolve();
  loading ??= import('./en.ts').then((m) => {
    full = m.en;
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
