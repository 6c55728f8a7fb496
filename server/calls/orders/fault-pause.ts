// A test-only pause point (TEST_FAULT_HOOK=order-pause-after-stock, never set in
// production): the first attempt of each order holds its transaction open after taking the
// stock, asking the database every 100 ms whether it is still there, so a fault test can
// terminate that backend in the middle of the order. The order then fails as it would on
// a real fault; a retry of the same key is not paused.
import type { Queryable } from '../../db/database.ts';

const PAUSE_LIMIT_MS = 30_000;
const paused = new Set<string>();

export async function pauseFirstAttempt(tx: Queryable, key: string | undefined): Promise<void> {
  const id = key ?? '';
  if (paused.has(id)) return;
  paused.add(id);
  const until = Date.now() + PAUSE_LIMIT_MS;
  while (Date.now() < until) {
    await tx.query('SELECT 1');
    await new Promise((r) => setTimeout(r, 100));
  }
}
