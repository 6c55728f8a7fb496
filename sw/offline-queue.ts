// The offline form queue (docs/decisions/0011-offline-queue.md): contact, review and newsletter posts
// that meet no network are stored with workbox-background-sync and answered 202
// {"statusCode": 202, "queued": true}. Replays keep the post's Idempotency-Key, so the
// server stores each once. Every drain (sync event, a page's REPLAY_QUEUE) runs
// through one promise chain: Workbox reads and deletes an entry in two transactions, and
// two drains racing each other sent the same post twice (docs/architecture.md, Pitfalls).
import { Queue } from 'workbox-background-sync';
import { CALLS, callPath, OFFLINE_QUEUE_PATHS, type CallName } from '../contract/calls.ts';
import { decideReplay } from './queue-decision.ts';
import type { WorkerMessage } from '../contract/sw-messages.ts';

declare const self: ServiceWorkerGlobalScope;

const QUEUE_NAME = 'tohfa-offline-posts';
/** Minutes (Workbox's unit): a post older than a day is given up. */
const MAX_RETENTION_MINUTES = 24 * 60;

interface EntryMetadata {
  call: CallName | null;
  id: string;
  [key: string]: unknown;
}

const CALL_BY_PATH = new Map<string, CallName>(
  (Object.keys(CALLS) as CallName[]).map((name) => [callPath(name), name]),
);

export function isQueuedPath(pathname: string): boolean {
  return OFFLINE_QUEUE_PATHS.includes(pathname);
}

let chain: Promise<unknown> = Promise.resolve();

/** Serialises every drain; the answer says whether posts are still waiting after it. */
export function drainQueue(): Promise<DrainResult> {
  const run = chain.then(drainOnce);
  chain = run.catch(() => undefined);
  return run;
}

const queue = new Queue(QUEUE_NAME, {
  maxRetentionTime: MAX_RETENTION_MINUTES,
  async onSync() {
    const result = await drainQueue();
    // A rejected sync makes the browser schedule another one (with its own back-off).
    if (result.kept) throw new Error('offline queue: posts still waiting');
  },
});

export async function broadcast(message: WorkerMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

export async function queueSize(): Promise<number> {
  // getAll() also deletes entries past their retention, so the count never includes them.
  return (await queue.getAll()).length;
}

/** The route handler for POSTs to the queued call paths. */
export async function sendOrQueue({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  const keyed = withIdempotencyKey(request);
  const copy = keyed.clone();
  try {
    return await fetch(keyed);
  } catch (err) {
    // A post the page gave up on (its time-out, a navigation) was answered "failed" there;
    // sending it later would surprise the shopper, who may already have sent it again.
    if (request.signal.aborted) throw err;
    // Only a post that met no network is queued; an answer of any status goes to the page.
    const id = copy.headers.get('Idempotency-Key') ?? '';
    const metadata: EntryMetadata = { call: CALL_BY_PATH.get(new URL(copy.url).pathname) ?? null, id };
    await queue.pushRequest({ request: copy, metadata });
    // Only the page that posted says "will be sent when back online"; every page counts.
    const poster = await self.clients.get((event as FetchEvent).clientId);
    poster?.postMessage({ type: 'QUEUE_ADDED', call: metadata.call, id } satisfies WorkerMessage);
    await broadcast({ type: 'QUEUE_SIZE', count: await queueSize() });
    return new Response(JSON.stringify({ statusCode: 202, queued: true }), {
      status: 202,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

/** The client always sends a key; a post without one gets one so replays stay idempotent. */
function withIdempotencyKey(request: Request): Request {
  if (request.headers.get('Idempotency-Key')) return request;
  const headers = new Headers(request.headers);
  headers.set('Idempotency-Key', self.crypto.randomUUID());
  return new Request(request, { headers });
}

interface DrainResult {
  kept: boolean;
  remaining: number;
}

async function drainOnce(): Promise<DrainResult> {
  let kept = false;
  let retryAfterMs: number | undefined;
  let changed = false;
  for (;;) {
    const entry = await queue.shiftRequest();
    if (!entry) break;
    changed = true;
    const meta = (entry.metadata ?? {}) as Partial<EntryMetadata>;
    const call = meta.call ?? null;
    const id = meta.id ?? entry.request.headers.get('Idempotency-Key') ?? '';
    let response: Response | undefined;
    try {
      response = await fetch(entry.request.clone());
    } catch {
      response = undefined;
    }
    const outcome = decideReplay(
      response
        ? { status: response.status, retryAfter: response.headers.get('Retry-After'), errorCode: response.status === 409 ? await readErrorCode(response) : null }
        : 'network-error',
    );
    if (outcome.action === 'keep') {
      // Back at the front, with its first timestamp, so the 24 hours count from the post.
      await queue.unshiftRequest(entry);
      kept = true;
      retryAfterMs = outcome.retryAfterMs;
      break;
    }
    const status = response?.status ?? 0;
    if (outcome.action === 'deliver') {
      await broadcast({ type: 'QUEUE_DELIVERED', call, id, status });
    } else {
      const failure = await readFailure(response);
      await broadcast({ type: 'QUEUE_REFUSED', call, id, status, ...failure });
    }
  }
  const remaining = await queueSize();
  if (changed || kept) await broadcast({ type: 'QUEUE_SIZE', count: remaining });
  if (kept) await broadcast(retryAfterMs === undefined ? { type: 'QUEUE_KEPT', count: remaining } : { type: 'QUEUE_KEPT', count: remaining, retryAfterMs });
  return { kept, remaining };
}

/** The errorCode of a refusal, read from a copy so the body stays readable. */
async function readErrorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { errorCode?: unknown };
    return typeof body.errorCode === 'string' ? body.errorCode : null;
  } catch {
    return null;
  }
}

async function readFailure(
  response: Response | undefined,
): Promise<{ errorMessage: string; errorCode?: string; errorParams?: Record<string, string | number> }> {
  try {
    const body = (await response?.json()) as { errorMessage?: unknown; errorCode?: unknown; errorParams?: unknown } | undefined;
    const out: { errorMessage: string; errorCode?: string; errorParams?: Record<string, string | number> } = {
      errorMessage: typeof body?.errorMessage === 'string' ? body.errorMessage : '',
    };
    if (typeof body?.errorCode === 'string') out.errorCode = body.errorCode;
    if (body?.errorParams && typeof body.errorParams === 'object') out.errorParams = body.errorParams as Record<string, string | number>;
    return out;
  } catch {
    return { errorMessage: '' };
  }
}
