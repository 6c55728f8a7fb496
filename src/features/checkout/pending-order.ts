// The Idempotency-Key of an order submission (docs/decisions/0007-envelope-and-status-codes.md, docs/decisions/0010-idempotency.md), kept with the
// pending submission in sessionStorage until the server says the order was placed. A
// double click, a retry after a lost answer or a reload in the same tab therefore sends
// the same key, and the server never makes a second order. The key is tied to the cart
// contents: another cart is another submission.
import { newIdempotencyKey } from '../../lib/api-client.ts';

const KEY = 'tohfa:pendingOrder';

interface Pending { signature: string; key: string }

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

let memory: Pending | null = null; // when sessionStorage is blocked

function read(): Pending | null {
  const s = storage();
  if (!s) return memory;
  try {
    const v = JSON.parse(s.getItem(KEY) || 'null') as Partial<Pending> | null;
    return v && typeof v.signature === 'string' && typeof v.key === 'string' ? { signature: v.signature, key: v.key } : null;
  } catch {
    return null;
  }
}

/** The key of this submission: the pending one for the same contents, else a new one (kept). */
export function orderSubmissionKey(signature: string): string {
  const pending = read();
  if (pending && pending.signature === signature) return pending.key;
  const next = { signature, key: newIdempotencyKey() };
  memory = next;
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    /* memory keeps it for this page */
  }
  return next.key;
}

/** After a final answer (placed, or refused for good): the next submission is a new one. */
export function forgetOrderSubmission(): void {
  memory = null;
  try {
    storage()?.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
