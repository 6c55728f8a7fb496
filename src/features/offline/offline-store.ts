// The offline layer's state (network, waiting update, queued posts, install offer), a
// tiny external store so the header's install item and the layer share it without a
// provider, and the service-worker code can set it from outside React.
import { useSyncExternalStore } from 'react';

export interface OfflineState {
  online: boolean;
  /** A new version is installed and waiting, or already took over from another tab. */
  updateReady: boolean;
  /** Posts in the service worker's queue. */
  queuedPosts: number;
  /** The browser offered installation (beforeinstallprompt) and it is still usable. */
  canInstall: boolean;
}

let state: OfflineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateReady: false,
  queuedPosts: 0,
  canInstall: false,
};
const listeners = new Set<() => void>();

export function getOfflineState(): OfflineState {
  return state;
}

export function setOfflineState(patch: Partial<OfflineState>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(next) as (keyof OfflineState)[]).every((k) => next[k] === state[k])) return;
  state = next;
  for (const l of listeners) l();
}

export function subscribeOfflineState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOfflineState, getOfflineState, getOfflineState);
}
