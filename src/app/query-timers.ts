// React Query's long timers on one browser timer. Every query and observer keeps timers of
// minutes to days (a query's gcTime of 7 days, an observer's staleTime of a minute), and a
// first commit mounts a few dozen observers at once: each subscription cleared one timer and
// set another, 36 browser timers in the one task of the first commit's effects, where Chromium
// records each with its stack while traced (Lighthouse), 0.3-0.5 ms apiece on a desktop CPU
// (docs/decisions/0039). Timers of LONG_MS or more are kept here and run by one browser timer,
// up to GRAIN_MS late and never early (a stale timer run early would find the answer fresh and
// never set another); shorter ones (a retry, a notification's flush) stay the browser's own.
// React Query's documented hook for this: timeoutManager.setTimeoutProvider.
import { timeoutManager, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query';

export const LONG_MS = 5_000;
export const GRAIN_MS = 1_000;
/** The longest delay a browser timer takes (about 24.8 days); a longer one would run at once. */
const MAX_DELAY_MS = 2_147_483_647;

/** A long timer's id: negative, so it never names one of the browser's (always positive). */
type LongId = number;
const long = new Map<LongId, { due: number; run: TimeoutCallback }>();
let lastId = 0;
/** The one browser timer for the long ones: when it runs, and its id. */
let armed: { at: number; id: ReturnType<typeof setTimeout> } | null = null;

function arm(due: number): void {
  const at = Math.ceil(due / GRAIN_MS) * GRAIN_MS;
  // Armed early enough, and not overdue by more than a grain (a timer lost with a test's fake
  // clock; in a page, at worst a busy main thread's: armed again at once).
  if (armed && armed.at <= at && armed.at >= Date.now() - GRAIN_MS) return;
  if (armed) clearTimeout(armed.id);
  armed = { at, id: setTimeout(runDue, Math.min(Math.max(0, at - Date.now()), MAX_DELAY_MS)) };
}

function runDue(): void {
  armed = null;
  const now = Date.now();
  const due: TimeoutCallback[] = [];
  let next = Infinity;
  for (const [id, timer] of long) {
    if (timer.due <= now) {
      long.delete(id);
      due.push(timer.run);
    } else next = Math.min(next, timer.due);
  }
  if (next !== Infinity) arm(next);
  for (const run of due) {
    try {
      run();
    } catch (err) {
      // As a browser timer's error: reported, and the other timers still run.
      setTimeout(() => {
        throw err;
      }, 0);
    }
  }
}

export const coalescingTimeouts: TimeoutProvider<number | ReturnType<typeof setTimeout>> = {
  setTimeout: (run, delay) => {
    if (!(delay >= LONG_MS)) return setTimeout(run, delay);
    const id = --lastId;
    const due = Date.now() + delay;
    long.set(id, { due, run });
    arm(due);
    return id;
  },
  // A cleared long timer is only forgotten: the browser timer, if it runs for nothing, re-arms.
  clearTimeout: (id) => {
    if (typeof id === 'number' && id < 0) long.delete(id);
    else clearTimeout(id);
  },
  setInterval: (run, delay) => setInterval(run, delay),
  clearInterval: (id) => clearInterval(id),
};

/** Before the first QueryClient: timers of another provider could not be cleared by this one. */
export function coalesceQueryTimers(): void {
  timeoutManager.setTimeoutProvider(coalescingTimeouts);
}
