// Writes made without a network (docs/decisions/0011-offline-queue.md, for the console): kept
// in localStorage with their Idempotency-Key and the record's version in the body, and sent
// once, in order, when the browser is back online. What a replay's answer means is the shop
// worker's own rule (sw/queue-decision.ts): delivered, dropped (the owner is told, a 409
// VERSION_CONFLICT as "changed meanwhile"), or kept for the next drain. The key makes a
// replay that raced the first attempt harmless (docs/decisions/0010-idempotency.md).
// Edits of one record made here one after another chain: each goes with the version the
// one before it produced (rebased, below).
import { decideReplay } from '../../sw/queue-decision.ts';
import { ConsoleApiError, consoleWrite, type WriteOptions } from './console-api.ts';

export interface OutboxEntry {
  key: string;
  path: string;
  method: NonNullable<WriteOptions['method']>;
  body: unknown;
  /** The query keys' first part to refresh once it is delivered (e.g. 'orders'). */
  refresh: string;
  /**
   * For an edit of a versioned record (its body carries `version`): the answer's property
   * holding the record as saved, with its new version ('product', 'settings').
   */
  record?: string;
}

export type OutboxEvent =
  | { type: 'sent'; entry: OutboxEntry; answer: unknown }
  | { type: 'dropped'; entry: OutboxEntry; error: ConsoleApiError }
  | { type: 'size'; count: number };

const KEY = 'tohfa-console-outbox';
const listeners = new Set<(e: OutboxEvent) => void>();

export function readOutbox(): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: OutboxEntry[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    /* storage full or blocked: the entry lives until the page closes */
  }
  emit({ type: 'size', count: entries.length });
}

function emit(e: OutboxEvent): void {
  listeners.forEach((l) => l(e));
}

export function onOutbox(listener: (e: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type Sent<T> = { queued: false; data: T } | { queued: true };

/** Sends a write now, or keeps it for later when there is no network; other failures are thrown. */
export async function sendOrQueue<T>(entry: Omit<OutboxEntry, 'key'> & { key?: string }): Promise<Sent<T>> {
  const full = rebased({ ...entry, key: entry.key ?? crypto.randomUUID() });
  // Earlier writes still waiting go first: a later change must not overtake them.
  if (readOutbox().length > 0) {
    writeOutbox([...readOutbox(), full]);
    void drainOutbox();
    return { queued: true };
  }
  try {
    return { queued: false, data: await consoleWrite<T>(full.path, full.body, { method: full.method, idempotencyKey: full.key }) };
  } catch (err) {
    if (err instanceof ConsoleApiError && err.status === 0) {
      writeOutbox([...readOutbox(), full]);
      return { queued: true };
    }
    throw err;
  }
}

let chain: Promise<unknown> = Promise.resolve();

/** Sends what waits, oldest first, one drain at a time (two racing drains would send twice). */
export function drainOutbox(): Promise<void> {
  const run = chain.then(drainOnce);
  chain = run.catch(() => undefined);
  return run;
}

async function drainOnce(): Promise<void> {
  for (let entry = readOutbox()[0]; entry; entry = readOutbox()[0]) {
    let outcome;
    let error: ConsoleApiError | null = null;
    let answer: unknown = null;
    try {
      answer = await consoleWrite(entry.path, entry.body, { method: entry.method, idempotencyKey: entry.key });
      outcome = decideReplay({ status: 200 });
    } catch (err) {
      error = err instanceof ConsoleApiError ? err : new ConsoleApiError(0, 'NETWORK', '');
      outcome = decideReplay(error.status === 0 ? 'network-error' : { status: error.status, retryAfter: error.retryAfter, errorCode: error.code });
    }
    if (outcome.action === 'keep') return;
    if (outcome.action === 'deliver') remember(entry, answer);
    writeOutbox(readOutbox().filter((e) => e.key !== entry.key).map(rebased));
    emit(outcome.action === 'deliver' ? { type: 'sent', entry, answer } : { type: 'dropped', entry, error: error! });
  }
}

const versionOf = (body: unknown): number | undefined => {
  const v = (body as { version?: unknown } | null)?.version;
  return typeof v === 'number' ? v : undefined;
};

/**
 * The versions this page's queued edits moved once delivered, per record (method and path):
 * the version an edit was sent on, and the one it produced.
 */
const moved = new Map<string, Map<number, number>>();
const recordOf = (e: OutboxEntry) => `${e.method} ${e.path}`;

/** Remembers what a delivered edit of a versioned record produced. */
function remember(delivered: OutboxEntry, answer: unknown): void {
  const sentOn = versionOf(delivered.body);
  const produced = delivered.record ? versionOf((answer as Record<string, unknown> | null)?.[delivered.record]) : undefined;
  if (sentOn === undefined || produced === undefined || produced === sentOn) return;
  const moves = moved.get(recordOf(delivered)) ?? new Map<number, number>();
  moves.set(sentOn, produced);
  moved.set(recordOf(delivered), moves);
}

/**
 * An edit made on this page on a version that this page's own queued edits have moved since
 * was made on top of them (the screen still held the version it had loaded): it goes on the
 * version they produced. An edit that met another device's change moved nothing, so the
 * edits after it keep the old version and are refused as "changed meanwhile" too.
 */
function rebased(e: OutboxEntry): OutboxEntry {
  const moves = moved.get(recordOf(e));
  let version = versionOf(e.body);
  if (!e.record || !moves || version === undefined || !moves.has(version)) return e;
  for (let hops = 0; moves.has(version) && hops < 1000; hops++) version = moves.get(version)!;
  return { ...e, body: { ...(e.body as object), version } };
}
