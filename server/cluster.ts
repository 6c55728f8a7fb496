// Several server processes on one machine (docs/decisions/0033-several-server-processes.md):
// with WEB_CONCURRENCY above 1 on PostgreSQL, `npm start` is a primary that keeps that many
// workers (node:cluster), each a whole server (server/serve.ts) sharing the port, started one
// after the other. The primary holds no database, no app and no index: it forks, replaces a worker that dies,
// writes the server-address file once, relays what the workers tell each other, and on
// SIGTERM or SIGINT stops every worker and exits when the last has closed.
//
// Everything else a worker shares with its siblings is in the database already, as between
// instances on several machines: the housekeeper's lease, idempotency keys' leases (a dead
// worker's lapse and are taken over), rate-limit windows, sessions, the catalogue version.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import type { ListingIndexState } from './calls/catalog/listing-index.ts';
import { reachableUrl, removeServerUrl, writeServerUrl } from './admin/server-address.ts';

/** One worker as /readyz prints it (each worker tells the primary every STATUS_EVERY_MS). */
export interface ProcessStatus {
  pid: number;
  listingIndex: ListingIndexState;
  residentMb: number;
  /** The last listing index load's start and end, epoch ms (docs/decisions/0040-where-a-server-process-peaks.md). */
  indexLoad?: { from: number; to: number };
}

/** What the primary and its workers send each other. */
type ClusterMessage =
  | { tohfa: 'status'; status: ProcessStatus }
  | { tohfa: 'processes'; processes: ProcessStatus[] }
  /** A worker's catalogue write (catalogue-version.ts): its siblings read the version until they see it. */
  | { tohfa: 'bump'; version: number };

const STATUS_EVERY_MS = 1000;
/** How long the primary waits for its workers to close before it kills what is left. */
const STOP_GRACE_MS = 15_000;
/** A worker that dies is replaced at once, then, while they keep dying, a second later each time more (at most this). */
const MAX_REPLACE_DELAY_MS = 30_000;

/**
 * How many server processes to run: WEB_CONCURRENCY (1 unset, as Heroku's and Gunicorn's
 * default), but one on the embedded database, which one process owns.
 */
export function processCount(config: Pick<Config, 'webConcurrency' | 'databaseUrl'>): number {
  return config.databaseUrl ? config.webConcurrency : 1;
}

/** A message to a worker whose channel closed is lost with the worker: nothing to do. */
const ignoreClosedChannel = (): void => {};

const isMessage = (m: unknown): m is ClusterMessage => typeof m === 'object' && m !== null && 'tohfa' in m;

/** The primary: forks `count` workers of this same program and keeps them until a signal. Never returns. */
export function runPrimary(config: Config, count: number): Promise<never> {
  const statuses = new Map<number, ProcessStatus>();
  /** Workers that have listened: one that exits before is a start-up that failed. */
  const listened = new Set<number>();
  let wroteAddress = false;
  let stopping = false;
  let exitCode = 0;
  let replaced: number[] = [];

  const broadcast = (message: ClusterMessage, except?: Worker) => {
    // A worker killed a moment ago may still read as connected: its channel then fails to
    // write (EPIPE). With a callback that failure is handed to it instead of thrown as the
    // worker's 'error' event, which with no listener would end the primary and every other
    // process with it. The worker's exit starts its replacement, which asks for the news.
    for (const w of Object.values(cluster.workers ?? {})) if (w && w !== except && w.isConnected()) w.send(message, undefined, undefined, ignoreClosedChannel);
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (m: unknown) => {
      if (!isMessage(m)) return;
      if (m.tohfa === 'status') {
        statuses.set(worker.id, m.status);
        broadcast({ tohfa: 'processes', processes: [...statuses.values()] });
      } else if (m.tohfa === 'bump') {
        broadcast(m, worker);
      }
    });
  };

  const finish = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    removeServerUrl(config.dataDir);
    process.exit(exitCode);
  };
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
    finish();
  };

  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    // One at a time at start-up: a problem (the port taken) is said once, and two indexes do not load at once.
    if (!stopping && listened.size < count && Object.keys(cluster.workers ?? {}).length < count) fork();
    if (wroteAddress) return;
    wroteAddress = true;
    // For `npm run admin`: the primary's pid, which lives as long as the shop.
    writeServerUrl(config.dataDir, reachableUrl(config.host, address.port || config.port));
  });
  cluster.on('exit', (worker, code, signal) => {
    statuses.delete(worker.id);
    if (stopping) return finish();
    if (listened.size === 0) {
      // No worker ever started (the port taken, the database unreachable): the worker said why; stop as one process would.
      return stop(code || 1);
    }
    const now = Date.now();
    replaced = [...replaced.filter((t) => now - t < 60_000), now];
    const delay = Math.min(MAX_REPLACE_DELAY_MS, 1000 * (replaced.length - 1));
    console.error(`Server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}): starting another${delay ? ` in ${delay / 1000} s` : ''}.`);
    setTimeout(() => { if (!stopping) fork(); }, delay);
  });

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  fork();
  return new Promise<never>(() => {});
}

/** In a worker: its link to the primary. */
export interface WorkerLink {
  /** The workers as the primary last told (/readyz prints them). */
  processes(): ProcessStatus[];
  /** Tells the primary how this worker is, now and every STATUS_EVERY_MS. */
  report(status: () => Omit<ProcessStatus, 'pid'>): void;
  /** Sends this worker's catalogue writes to its siblings, and theirs to `sibling`. */
  shareBumps(own: (listener: (version: number) => void) => void, sibling: (version: number) => void): void;
  /** Called once when the primary is gone (killed): the worker closes too. */
  onPrimaryGone(fn: () => void): void;
  /** The first worker of the cluster (the one that prints the banner). */
  first: boolean;
}

export function workerLink(): WorkerLink | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  let processes: ProcessStatus[] = [];
  const send = (m: ClusterMessage) => {
    // The primary killed a moment ago: the write fails, and 'disconnect' closes this worker.
    if (process.connected) process.send!(m, undefined, undefined, ignoreClosedChannel);
  };
  const handlers: ((m: ClusterMessage) => void)[] = [(m) => { if (m.tohfa === 'processes') processes = m.processes; }];
  process.on('message', (m: unknown) => {
    if (isMessage(m)) for (const h of handlers) h(m);
  });
  return {
    processes: () => processes,
    report(status) {
      const tell = () => send({ tohfa: 'status', status: { pid: process.pid, ...status() } });
      tell();
      setInterval(tell, STATUS_EVERY_MS).unref();
    },
    shareBumps(own, sibling) {
      own((version) => send({ tohfa: 'bump', version }));
      handlers.push((m) => { if (m.tohfa === 'bump') sibling(m.version); });
    },
    onPrimaryGone: (fn) => process.once('disconnect', fn),
    first: cluster.worker?.id === 1,
  };
}
