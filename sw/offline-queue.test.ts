// The drain of the offline queue, with Workbox's Queue replaced by an in-memory one that,
// like the real one, reads an entry and deletes it in two separate steps (docs/architecture.md, Pitfalls:
// that gap let two racing drains send the same post twice).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callPath } from '../contract/calls.ts';

interface Entry { request: Request; timestamp: number; metadata?: Record<string, unknown> }
const stored: Entry[] = [];
const tick = () => new Promise((r) => setTimeout(r, 1));

vi.mock('workbox-background-sync', () => ({
  Queue: class {
    constructor(_name: string, _opts: unknown) {}
    async pushRequest(e: { request: Request; metadata?: Record<string, unknown> }) {
      stored.push({ request: e.request, timestamp: Date.now(), metadata: e.metadata });
    }
    async unshiftRequest(e: Entry) {
      stored.unshift(e);
    }
    async shiftRequest() {
      const first = stored[0]; // read...
      await tick();
      if (first) stored.splice(stored.indexOf(first), 1); // ...then delete, later
      return first;
    }
    async getAll() {
      return [...stored];
    }
  },
}));

const sent: Record<string, unknown>[] = [];
const pages: unknown[] = [];
let answer: (req: Request) => Promise<Response>;

Object.assign(globalThis, {
  clients: { matchAll: async () => [{ postMessage: (m: unknown) => pages.push(m) }], get: async () => undefined },
});
vi.stubGlobal('fetch', async (req: Request) => {
  sent.push({ key: req.headers.get('Idempotency-Key') });
  return answer(req);
});

const { drainQueue, sendOrQueue } = await import('./offline-queue.ts');

const CONTACT = `http://localhost${callPath('CONTACT_US')}`;
function post(key: string): Request {
  return new Request(CONTACT, { method: 'POST', headers: { 'Idempotency-Key': key }, body: '{"requestParameters":{}}' });
}
async function queueOffline(key: string): Promise<Response> {
  answer = async () => {
    throw new TypeError('Failed to fetch');
  };
  return sendOrQueue({ request: post(key), event: { clientId: 'c1' } as unknown as ExtendableEvent });
}

beforeEach(() => {
  stored.length = 0;
  sent.length = 0;
  pages.length = 0;
});

describe('the offline queue drain', () => {
  it('answers a post that met no network with the queued 202 and stores it', async () => {
    const res = await queueOffline('k1');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ statusCode: 202, queued: true });
    expect(stored.map((e) => e.request.headers.get('Idempotency-Key'))).toEqual(['k1']);
    expect(pages).toContainEqual({ type: 'QUEUE_SIZE', count: 1 });
  });

  it('sends each post once even when three drains start together', async () => {
    await queueOffline('a');
    await queueOffline('b');
    sent.length = 0;
    answer = async () => new Response('{}', { status: 200 });
    await Promise.all([drainQueue(), drainQueue(), drainQueue()]);
    expect(sent.map((s) => s.key)).toEqual(['a', 'b']);
    expect(stored).toEqual([]);
    expect(pages.filter((m) => (m as { type: string }).type === 'QUEUE_DELIVERED')).toHaveLength(2);
  });

  it('drops a refused post, tells the pages why, and goes on with the next', async () => {
    await queueOffline('bad');
    await queueOffline('good');
    answer = async (req) =>
      req.headers.get('Idempotency-Key') === 'bad'
        ? new Response(JSON.stringify({ errorMessage: 'Please enter a valid email address.', errorCode: 'INVALID_EMAIL' }), { status: 400 })
        : new Response('{}', { status: 200 });
    const result = await drainQueue();
    expect(result).toEqual({ kept: false, remaining: 0 });
    expect(pages).toContainEqual(
      expect.objectContaining({ type: 'QUEUE_REFUSED', call: 'CONTACT_US', id: 'bad', status: 400, errorMessage: 'Please enter a valid email address.' }),
    );
    expect(pages).toContainEqual(expect.objectContaining({ type: 'QUEUE_DELIVERED', id: 'good' }));
  });

  it('keeps a post at the front, in order, when the server is down, and stops there', async () => {
    await queueOffline('first');
    await queueOffline('second');
    sent.length = 0;
    answer = async () => new Response('', { status: 503 });
    const result = await drainQueue();
    expect(result).toEqual({ kept: true, remaining: 2 });
    expect(sent.map((s) => s.key)).toEqual(['first']);
    expect(stored.map((e) => e.request.headers.get('Idempotency-Key'))).toEqual(['first', 'second']);
    expect(pages).toContainEqual({ type: 'QUEUE_KEPT', count: 2 });
  });

  it('replays with the same Idempotency-Key, and gives a post without one a key', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await sendOrQueue({
      request: new Request(CONTACT, { method: 'POST', body: '{}' }),
      event: { clientId: 'c1' } as unknown as ExtendableEvent,
    });
    const key = stored[0]!.request.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    sent.length = 0;
    answer = async () => new Response('{}', { status: 200 });
    await drainQueue();
    expect(sent).toEqual([{ key }]);
  });
});

describe('a post the page gave up on', () => {
  it('is not queued: the page already told the shopper it failed', async () => {
    const controller = new AbortController();
    answer = async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    };
    const request = new Request(CONTACT, { method: 'POST', headers: { 'Idempotency-Key': 'gone' }, body: '{}', signal: controller.signal });
    await expect(sendOrQueue({ request, event: { clientId: 'c1' } as unknown as ExtendableEvent })).rejects.toThrow();
    expect(stored).toEqual([]);
  });
});
