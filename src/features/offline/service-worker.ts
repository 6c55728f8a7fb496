// Registers the service worker with workbox-window, loaded lazily after the first paint
// so it stays out of the initial bundle (bundle budget), and connects it to
// the offline state: the update offer, the queued-post count and the queue's news.
import type { Workbox } from 'workbox-window';
import { setOfflineState } from './offline-store.ts';
import { replayDelay } from './replay-backoff.ts';
import { isWorkerMessage, type PageMessage, type WorkerMessage } from '../../../contract/sw-messages.ts';

/** Checking for a new version while a tab stays open all day. */
const UPDATE_CHECK_MS = 60 * 60_000;

let workbox: Workbox | undefined;
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

export async function startServiceWorker(): Promise<void> {
  if (workbox || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
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
    if (document.visibilityState === 'visible') void wb.update();
  });
  setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  const registration = await wb.register();
  if (registration) watchForWaiting(registration);
  // Chromium's sync stops after its last retry and Safari has none: every start drains.
  post({ type: 'GET_QUEUE_SIZE' });
  replayQueue();
}

/**
 * A waiting version, whichever tab's update check found it. workbox-window's own
 * 'waiting' event stops listening after the first update found by another tab.
 */
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
  const registration = await navigator.serviceWorker?.getRegistration();
  if (workbox && registration?.waiting) {
    workbox.messageSkipWaiting();
    // If another tab already activated it between the check and the message.
    setTimeout(() => window.location.reload(), 4000);
  } else {
    window.location.reload();
  }
}
