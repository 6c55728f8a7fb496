// Points in the middle of a write where the fault tests (tests/faults/) make the process
// die or stall, to prove nothing is half-written. In production they do nothing: the test
// behaviour (server/test-support/fault-hooks.ts) is loaded only when TEST_FAULT_HOOK is set.
import type { Queryable } from './db/database.ts';

export interface FaultPoints {
  /** Inside an order's transaction, right after a product's stock was taken. */
  afterStockTaken(tx: Queryable, idempotencyKey: string | undefined): Promise<void>;
}

export const NO_FAULTS: FaultPoints = { afterStockTaken: async () => {} };

export async function loadFaultPoints(hook: string | undefined): Promise<FaultPoints> {
  if (!hook) return NO_FAULTS;
  const { faultHooks } = await import('./test-support/fault-hooks.ts');
  return faultHooks(hook);
}
