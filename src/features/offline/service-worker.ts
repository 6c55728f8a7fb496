// Registers the service worker (the offline layer starts it after the first paint) with the
// browser's own API, and connects it to the offline state: the update offer, the queued-post
// count and the queue's news. (workbox-window did this once: 2 KB more on every first visit
// for what these few lines do.)
import { setOfflineState } from './offline-store.ts';
import { replayDelay } from './replay-backoff.ts';
import { isWorkerMessage, type PageMessage, type WorkerMessage } from '../../../contract/sw-messages.ts';

/** Checking for a new version while a tab stays open all day. */
const UPDATE_CHECK_MS = 60 * 60_000;

let started = false;
let registration: ServiceWorkerRegistration | undefined;
/** Only the tab whose shopper pressed Reload reloads when the new worker takes over. */
let reloadRequested = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryAttempt = 0;
const queueListeners = new Set<(message: WorkerMessage) => void>();

/** News from the queue (delivered, refused, added) for the toasts. */
export function onQueueMessage(listener: (message: WorkerMessage) => void): () => void {
  queueListeners.add(listener);
  return () => queueListeners.delete(listener);
}

function post(message: PageMessage): void {
  const sw = navigator.serviceWorker;
  const target = sw?.controller;
  if (target) target.postMessage(message);
  else void sw?.ready.then((reg) => reg.active?.postMessage(message));
}

/** Asks the worker to send what waits (app start, back online, back-off timer). */
export function replayQueue(): void {
  post({ type: 'REPLAY_QUEUE' });
}

function onWorkerMessage(event: MessageEvent): void {
  receiveWorkerMessage(event.data);
}

/** One message from the worker: updates the count, schedules a retry, tells the toasts. */
export function receiveWorkerMessage(message: unknown): void {
  if (!isWorkerMessage(message)) return;
  if (message.type === 'QUEUE_SIZE') {
    setOfflineState({ queuedPosts: message.count });
    if (message.count === 0) {
      retryAttempt = 0;
      clearTimeout(retryTimer);
    }
  } else if (message.type === 'QUEUE_KEPT') {
    setOfflineState({ queuedPosts: message.count });
    clearTimeout(retryTimer);
    retryTimer = setTimeout(replayQueue, replayDelay(retryAttempt++, message.retryAfterMs));
  }
  for (const l of queueListeners) l(message);
}

/** Asks the server for a newer worker; offline or refused, the next check asks again. */
function checkForUpdate(): void {
  void registration?.update().catch(() => undefined);
}

export async function startServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  started = true;
  // Was a version already running this page? Then the next controller is an update.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true; // the first install claiming the page: nothing to offer
      return;
    }
    // The tab that asked reloads into the new version; other open tabs keep working (the
    // old chunks stay cached by the worker) and keep offering the reload.
    if (reloadRequested) window.location.reload();
    else setOfflineState({ updateReady: true });
  });
  navigator.serviceWorker.addEventListener('message', onWorkerMessage);
  navigator.serviceWorker.startMessages();
  window.addEventListener('online', () => {
    retryAttempt = 0;
    replayQueue();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  // Registered once the page has loaded, so the worker's precache never competes with it.
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  watchForWaiting(registration);
  // Chromium's sync stops after its last retry and Safari has none: every start drains.
  post({ type: 'GET_QUEUE_SIZE' });
  replayQueue();
}

/** A waiting version, whichever tab's update check found it. */
function watchForWaiting(registration: ServiceWorkerRegistration): void {
  const check = (): void => {
    if (registration.waiting && navigator.serviceWorker.controller) setOfflineState({ updateReady: true });
  };
  registration.addEventListener('updatefound', () => registration.installing?.addEventListener('statechange', check));
  check();
}

/** The update offer's Reload: activate the waiting version, or just reload if it took over. */
export async function applyUpdate(): Promise<void> {
  reloadRequested = true;
  const current = await navigator.serviceWorker?.getRegistration();
  const waiting = current?.waiting;
  if (waiting) {
    // The new version taking over reloads this tab (controllerchange, above). Should another
    // tab have activated it meanwhile, nothing takes over here: the waiting worker's own
    // state says when it is active, and a reload from then on gets the new version (a reload
    // before it, on a slow phone, got the old version again).
    const reloadOnceActive = (): void => {
      if (waiting.state === 'activated' || waiting.state === 'redundant') window.location.reload();
    };
    waiting.addEventListener('statechange', reloadOnceActive);
    const skip: PageMessage = { type: 'SKIP_WAITING' };
    waiting.postMessage(skip);
    // The worker in control stops its background work: the new one can take over only
    // once the old one has no event still running (sw/README.md, "Updates").
    navigator.serviceWorker.controller?.postMessage(skip);
    reloadOnceActive();
  } else {
    window.location.reload();
  }
}
