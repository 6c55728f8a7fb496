import { describe, expect, it } from 'vitest';
import { isPageMessage, isWorkerMessage } from './sw-messages.ts';

describe('the worker message guards', () => {
  it('accept each page message type and nothing from the other direction', () => {
    for (const type of ['SKIP_WAITING', 'REPLAY_QUEUE', 'GET_QUEUE_SIZE', 'WARM_IMAGES']) expect(isPageMessage({ type })).toBe(true);
    expect(isPageMessage({ type: 'QUEUE_SIZE', count: 1 })).toBe(false);
  });

  it('accept each worker message type and nothing from the other direction', () => {
    for (const type of ['QUEUE_SIZE', 'QUEUE_ADDED', 'QUEUE_DELIVERED', 'QUEUE_REFUSED', 'QUEUE_KEPT', 'IMAGES_WARMED']) expect(isWorkerMessage({ type })).toBe(true);
    expect(isWorkerMessage({ type: 'REPLAY_QUEUE' })).toBe(false);
  });

  it('refuse what is not a typed object (other libraries post on the same channel)', () => {
    for (const data of [null, undefined, 'REPLAY_QUEUE', 42, {}, { type: 7 }, { type: 'toString' }, { type: '__proto__' }]) {
      expect(isPageMessage(data)).toBe(false);
      expect(isWorkerMessage(data)).toBe(false);
    }
  });
});
