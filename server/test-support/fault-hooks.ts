// The fault tests' behaviour at the server's fault points (server/fault-points.ts), loaded
// only when TEST_FAULT_HOOK names one of these (tests/faults/ starts servers with it):
// - order-after-stock: the process is killed (SIGKILL) inside an order's transaction,
//   right after the stock was taken;
// - order-pause-after-stock: the first attempt of each order holds its transaction open
//   after taking the stock, asking the database every 100 ms whether it is still there, so
//   a fault test can terminate that backend in the middle of the order. The order then
//   fails as it would on a real fault; a retry of the same key is not paused. The paused
//   transaction names itself (application_name PAUSED_ORDER_APP) so the test terminates
//   that backend and no other (the key's claim or a lease renewal also hold a transaction id
//   for a moment).
import type { Queryable } from '../db/database.ts';
import type { FaultPoints } from '../fault-points.ts';

const PAUSE_LIMIT_MS = 30_000;
export const PAUSED_ORDER_APP = 'tohfa-fault-paused-order';
const paused = new Set<string>();

async function pauseFirstAttempt(tx: Queryable, key: string | undefined): Promise<void> {
  const id = key ?? '';
  if (paused.has(id)) return;
  paused.add(id);
  await tx.query("SELECT set_config('application_name', $1, true)", [PAUSED_ORDER_APP]);
  const until = Date.now() + PAUSE_LIMIT_MS;
  while (Date.now() < until) {
    await tx.query('SELECT 1');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function faultHooks(hook: string): FaultPoints {
  switch (hook) {
    case 'order-after-stock':
      return { afterStockTaken: async () => { process.kill(process.pid, 'SIGKILL'); } };
    case 'order-pause-after-stock':
      return { afterStockTaken: pauseFirstAttempt };
    default:
      throw new Error(`TEST_FAULT_HOOK=${hook} is not a fault hook (order-after-stock, order-pause-after-stock)`);
  }
}
