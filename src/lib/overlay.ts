// The full-screen loading overlay, shown only during blocking work such as placing an
// order or logging in (docs/rules.md R10.4): withOverlay(promise).
import { useSyncExternalStore } from 'react';

let busy = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export async function withOverlay<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  busy += 1;
  emit();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    busy -= 1;
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useOverlayBusy(): boolean {
  return useSyncExternalStore(subscribe, () => busy > 0, () => false);
}
