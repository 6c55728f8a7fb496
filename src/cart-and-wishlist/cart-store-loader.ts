// The cart store (cart-store.ts: IndexedDB, the local-storage mirror, the tabs' channel) for
// the layout's counts and the cards' hearts, loaded when it has something to say:
//   - at once when this browser holds a cart or wish list (the mirror's keys, or the store's
//     IndexedDB database, or a browser that cannot tell),
//   - at the shopper's first press or key (they may be about to add something),
//   - when another tab writes one (its `storage` event),
//   - when a screen that uses it imports it (the product page, the cart).
// Until then the counts are 0 and the hearts unpressed, which is what an empty store says: so a
// first visit that only reads never downloads it (bench/README.md, first visit's JavaScript).
import { useEffect, useSyncExternalStore } from 'react';
import { MIRROR_KEY, SHOPPING_DB, holdsDatabase, isMirrorKey } from './mirror-keys.ts';
import { afterNextPaint } from '../lib/after-next-paint.ts';

type CartStoreModule = typeof import('./cart-store.ts');

let loaded: CartStoreModule | null = null;
let loading: Promise<CartStoreModule> | null = null;
const listeners = new Set<() => void>();

/** The cart store module, loaded once. */
export function loadCartStore(): Promise<CartStoreModule> {
  loading ??= import('./cart-store.ts').then(
    (m) => {
      loaded = m;
      for (const l of listeners) l();
      return m;
    },
    (err: unknown) => {
      // Not fetched (offline before the service worker held the app's files): asked again next time.
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** Loads it if it can; a failed fetch is tried again on the next occasion. */
const tryLoad = () => void loadCartStore().catch(() => undefined);

/** Called by cart-store.ts once evaluated, whoever imported it. */
export function cartStoreArrived(): void {
  tryLoad();
}

function holdsMirror(): boolean {
  try {
    return Object.values(MIRROR_KEY).some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false; // storage blocked: nothing kept there
  }
}

let watching = false;

function watch(): void {
  if (watching || loading) return;
  watching = true;
  if (holdsMirror()) tryLoad();
  else void holdsDatabase(SHOPPING_DB).then((held) => held && tryLoad());
  const onStorage = (e: StorageEvent) => isMirrorKey(e.key) && tryLoad();
  // At a press, once its answer is painted (lib/after-next-paint.ts); a control that needs the
  // store (a heart) loads it itself.
  const onPress = () => afterNextPaint(tryLoad);
  document.addEventListener('pointerdown', onPress, { capture: true });
  document.addEventListener('keydown', onPress, { capture: true });
  window.addEventListener('storage', onStorage);
  // Once loaded, these have done their work.
  listeners.add(function stop() {
    document.removeEventListener('pointerdown', onPress, { capture: true });
    document.removeEventListener('keydown', onPress, { capture: true });
    window.removeEventListener('storage', onStorage);
    listeners.delete(stop);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The cart store module once it has loaded (see above), else null. */
export function useCartStoreModule(): CartStoreModule | null {
  const mod = useSyncExternalStore(subscribe, () => loaded, () => null);
  useEffect(watch, []);
  return mod;
}
