// Messages between the service worker (sw/) and its pages (src/features/offline/). Lint
// keeps src/ and sw/ apart, so both import them from here: one definition, no mirror.
import type { CallName } from './calls.ts';

/** From a page to the worker. */
export type PageMessage =
  /**
   * The shopper pressed Reload: the waiting worker takes over, and the one in control stops
   * its warm-ups so the takeover need not wait for them.
   */
  | { type: 'SKIP_WAITING' }
  /** Drain the queue now (app start, `online`, the page's back-off timer). */
  | { type: 'REPLAY_QUEUE' }
  | { type: 'GET_QUEUE_SIZE' }
  /**
   * Fetch these same-origin `/media/` images into the image cache if they are not there
   * (the pictures the persisted answers show, for offline visits). The worker checks them.
   */
  | { type: 'WARM_IMAGES'; urls: string[] };

/** At most this many images warmed per page load (one message or several). */
export const WARM_IMAGES_PER_VISIT = 120;

/** From the worker to its pages. */
export type WorkerMessage =
  | { type: 'QUEUE_SIZE'; count: number }
  /** Sent to the posting page only. */
  | { type: 'QUEUE_ADDED'; call: CallName | null; id: string }
  | { type: 'QUEUE_DELIVERED'; call: CallName | null; id: string; status: number }
  | {
      type: 'QUEUE_REFUSED';
      call: CallName | null;
      id: string;
      status: number;
      errorMessage: string;
      errorCode?: string;
      errorParams?: Record<string, string | number>;
    }
  /** A drain stopped on a post it keeps (offline, 429, 5xx); pages may retry later. */
  | { type: 'QUEUE_KEPT'; count: number; retryAfterMs?: number }
  /** Sent to the warming page only: what became of its WARM_IMAGES. */
  | { type: 'IMAGES_WARMED'; stored: number; alreadyCached: number; failed: number; skipped: number };

const PAGE_MESSAGE_TYPES: ReadonlySet<string> = new Set<PageMessage['type']>([
  'SKIP_WAITING',
  'REPLAY_QUEUE',
  'GET_QUEUE_SIZE',
  'WARM_IMAGES',
]);
const WORKER_MESSAGE_TYPES: ReadonlySet<string> = new Set<WorkerMessage['type']>([
  'QUEUE_SIZE',
  'QUEUE_ADDED',
  'QUEUE_DELIVERED',
  'QUEUE_REFUSED',
  'QUEUE_KEPT',
  'IMAGES_WARMED',
]);

function typeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const t = (data as { type?: unknown }).type;
  return typeof t === 'string' ? t : undefined;
}

/** The worker's check of what a page posted (any page of the origin may post anything). */
export function isPageMessage(data: unknown): data is PageMessage {
  return PAGE_MESSAGE_TYPES.has(typeOf(data) ?? '');
}

/** The page's check of what arrives on navigator.serviceWorker's message channel. */
export function isWorkerMessage(data: unknown): data is WorkerMessage {
  return WORKER_MESSAGE_TYPES.has(typeOf(data) ?? '');
}
