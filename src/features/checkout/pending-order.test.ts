import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOrderSubmission, orderSubmissionKey } from './pending-order.ts';

describe('the Idempotency-Key of an order submission', () => {
  beforeEach(() => {
    sessionStorage.clear();
    forgetOrderSubmission();
  });

  it('is the same for a retry of the same cart, also after a reload (sessionStorage)', () => {
    const first = orderSubmissionKey('7#6#1|1:3|2');
    expect(orderSubmissionKey('7#6#1|1:3|2')).toBe(first);
    expect(JSON.parse(sessionStorage.getItem('tohfa:pendingOrder')!)).toEqual({ signature: '7#6#1|1:3|2', key: first });
  });

  it('is new for another cart and after the order was placed', () => {
    const first = orderSubmissionKey('7#6#1|1:3|2');
    const other = orderSubmissionKey('7#6#1|1:3|3');
    expect(other).not.toBe(first);
    forgetOrderSubmission();
    expect(orderSubmissionKey('7#6#1|1:3|3')).not.toBe(other);
  });
});
