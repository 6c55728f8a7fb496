// Bounds how many of one kind of CPU-heavy work run at once, with a bounded queue: past
// the queue the caller is told to come back (WorkLimitFull, which a call answers 429 with
// Retry-After) instead of piling up. Used for password hashing, so a flood of logins
// cannot starve every other request of CPU.

/** The queue is full: come back in `retryAfterSeconds`. */
export class WorkLimitFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`work queue full; retry in ${retryAfterSeconds} s`);
    this.name = 'WorkLimitFull';
  }
}

export interface WorkLimit {
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Running now, waiting now, and the most that ran at once since the start or the last resize. */
  stats(): { running: number; waiting: number; peak: number };
  /** Changes the bounds (tests; a later start-up option). */
  resize(concurrency: number, queue: number): void;
}

export function createWorkLimit(opts: { concurrency: number; queue: number; retryAfterSeconds?: number }): WorkLimit {
  let concurrency = Math.max(1, Math.floor(opts.concurrency));
  let queue = Math.max(0, Math.floor(opts.queue));
  const retry = Math.max(1, opts.retryAfterSeconds ?? 1);
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next(); // the slot passes straight to the next in line
    else running--;
  };

  return {
    async run(fn) {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new WorkLimitFull(retry);
      peak = Math.max(peak, running);
      try {
        return await fn();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, peak }),
    resize(c, q) {
      concurrency = Math.max(1, Math.floor(c));
      queue = Math.max(0, Math.floor(q));
      peak = running;
      while (running < concurrency && waiting.length > 0) {
        running++;
        waiting.shift()!();
      }
    },
  };
}
