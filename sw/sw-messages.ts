// Messages between the worker and its pages. src/features/offline/sw-protocol.ts mirrors
// these types (lint keeps src/ and sw/ apart); change both together.
import type { CallName } from '../contract/calls.ts';

/** From a page to the worker. */
export type PageMessage =
  | { type: 'SKIP_WAITING' }
  /** Drain the queue now (app start, `online`, the page's back-off timer). */
  | { type: 'REPLAY_QUEUE' }
  | { type: 'GET_QUEUE_SIZE' };

/** From the worker to its pages. */
export type WorkerMessage =
  | { type: 'QUEUE_SIZE'; count: number }
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
  | { type: 'QUEUE_KEPT'; count: number; retryAfterMs?: number };

export function isPageMessage(data: unknown): data is PageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const t = (data as { type?: unknown }).type;
  return t === 'SKIP_WAITING' || t === 'REPLAY_QUEUE' || t === 'GET_QUEUE_SIZE';
}
