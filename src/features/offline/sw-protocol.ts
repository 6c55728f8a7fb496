// Messages between pages and the service worker. Mirrors sw/sw-messages.ts (lint keeps
// src/ and sw/ apart, so the types live twice); change both together.
import type { CallName } from '../../../contract/calls.ts';

export type PageMessage = { type: 'SKIP_WAITING' } | { type: 'REPLAY_QUEUE' } | { type: 'GET_QUEUE_SIZE' };

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
  | { type: 'QUEUE_KEPT'; count: number; retryAfterMs?: number };

const TYPES = new Set(['QUEUE_SIZE', 'QUEUE_ADDED', 'QUEUE_DELIVERED', 'QUEUE_REFUSED', 'QUEUE_KEPT']);

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  return typeof data === 'object' && data !== null && TYPES.has(String((data as { type?: unknown }).type));
}
