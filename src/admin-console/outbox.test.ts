// The console's offline writes: kept when there is no network, sent once with the same
// Idempotency-Key when it is back, and a version conflict given up and reported.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConsoleFetch } from './console-api.ts';
import { drainOutbox, onOutbox, readOutbox, sendOrQueue, type OutboxEvent } from './outbox.ts';
import { saveSession } from './session.ts';

type Sent = { url: string; method: string; key: string | null; auth: string | null; body: unknown };

function server(answers: Array<Response | 'offline'>) {
  const sent: Sent[] = [];
  setConsoleFetch(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    const answer = answers.shift() ?? 'offline';
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    sent.push({ url: req.url, method: req.method, key: req.headers.get('Idempotency-Key'), auth: req.headers.get('Authorization'), body: await req.json() });
    return answer;
  });
  return sent;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let events: OutboxEvent[];
let off: () => void;
beforeEach(() => {
  localStorage.clear();
  saveSession({ token: 'staff-token', staff: { id: 1, email: 'owner@shop.example', name: 'Owner', role: 'owner' } });
  events = [];
  off = onOutbox((e) => events.push(e));
});
afterEach(() => {
  off();
  setConsoleFetch(undefined);
});

describe('the console outbox', () => {
  it('sends a write at once when online, with the token and an Idempotency-Key', async () => {
    const sent = server([json(200, { order: { id: 7, statusId: 2 } })]);
    const result = await sendOrQueue({ path: 'orders/7/status', method: 'post', body: { statusId: 2 }, refresh: 'orders' });
    expect(result).toEqual({ queued: false, data: { order: { id: 7, statusId: 2 } } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/admin\/api\/orders\/7\/status$/);
    expect(sent[0]!.auth).toBe('Bearer staff-token');
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(readOutbox()).toEqual([]);
  });

  it('keeps a write made offline and sends it once, with the same key, when back online', async () => {
    const sent = server(['offline', 'offline', json(200, {}), json(200, {})]);
    const result = await sendOrQueue({ path: 'products/3', method: 'put', body: { price: 500, version: 4 }, refresh: 'products' });
    expect(result).toEqual({ queued: true });
    const [waiting] = readOutbox();
    expect(waiting).toMatchObject({ path: 'products/3', method: 'put', body: { price: 500, version: 4 } });

    await drainOutbox(); // still offline: kept
    expect(readOutbox()).toHaveLength(1);
    expect(sent).toHaveLength(0);

    await Promise.all([drainOutbox(), drainOutbox()]); // two drains racing send it once
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', key: waiting!.key, body: { price: 500, version: 4 } });
    expect(readOutbox()).toEqual([]);
    expect(events.filter((e) => e.type === 'sent')).toHaveLength(1);
  });

  it('gives up a write whose record changed meanwhile and says it was a conflict', async () => {
    server(['offline', json(409, { statusCode: 409, errorCode: 'VERSION_CONFLICT', errorMessage: 'This record was changed meanwhile.' })]);
    await sendOrQueue({ path: 'products/3', method: 'put', body: { stock: 2, version: 4 }, refresh: 'products' });
    await drainOutbox();
    expect(readOutbox()).toEqual([]);
    const dropped = events.find((e) => e.type === 'dropped');
    expect(dropped).toMatchObject({ type: 'dropped', error: { status: 409, code: 'VERSION_CONFLICT' } });
  });

  it('keeps a later write behind one still waiting, so they arrive in the order made', async () => {
    const sent = server(['offline', json(200, {}), json(200, {})]);
    await sendOrQueue({ path: 'orders/1/status', method: 'post', body: { statusId: 2 }, refresh: 'orders' });
    const second = await sendOrQueue({ path: 'orders/1/status', method: 'post', body: { statusId: 3 }, refresh: 'orders' });
    expect(second).toEqual({ queued: true });
    await drainOutbox();
    expect(sent.map((s) => s.body)).toEqual([{ statusId: 2 }, { statusId: 3 }]);
  });

  it('sends consecutive offline edits of one record on the versions the earlier ones produced', async () => {
    const sent = server(['offline', json(200, { product: { id: 11, version: 5 } }), json(200, { product: { id: 11, version: 6 } }), json(200, { product: { id: 11, version: 7 } })]);
    // Three saves of product 11 made offline from an editor that loaded version 4.
    for (const price of [500, 600, 700]) await sendOrQueue({ path: 'products/11', method: 'put', body: { price, version: 4 }, refresh: 'catalogue', record: 'product' });
    expect(readOutbox().map((e) => (e.body as { version: number }).version)).toEqual([4, 4, 4]);
    await drainOutbox();
    expect(sent.map((s) => s.body)).toEqual([{ price: 500, version: 4 }, { price: 600, version: 5 }, { price: 700, version: 6 }]);
    expect(readOutbox()).toEqual([]);
    expect(events.filter((e) => e.type === 'sent').map((e) => e.type === 'sent' && e.answer)).toEqual([
      { product: { id: 11, version: 5 } }, { product: { id: 11, version: 6 } }, { product: { id: 11, version: 7 } },
    ]);
  });

  it('chains only the same record: another product and a write without a version keep theirs', async () => {
    const sent = server(['offline', json(200, { product: { id: 12, version: 5 } }), json(200, {}), json(200, {}), json(200, {})]);
    await sendOrQueue({ path: 'products/12', method: 'put', body: { price: 500, version: 4 }, refresh: 'catalogue', record: 'product' });
    await sendOrQueue({ path: 'products/8', method: 'put', body: { price: 90, version: 4 }, refresh: 'catalogue', record: 'product' });
    await sendOrQueue({ path: 'orders/1/status', method: 'post', body: { statusId: 2 }, refresh: 'orders' });
    await sendOrQueue({ path: 'products/12', method: 'put', body: { price: 600, version: 4 }, refresh: 'catalogue', record: 'product' });
    await drainOutbox();
    expect(sent.map((s) => [s.url.replace(/^.*\/admin\/api\//, ''), s.body])).toEqual([
      ['products/12', { price: 500, version: 4 }],
      ['products/8', { price: 90, version: 4 }],
      ['orders/1/status', { statusId: 2 }],
      ['products/12', { price: 600, version: 5 }],
    ]);
  });

  it('refuses the chain when another device changed the record first: nothing moves, each edit is told as changed meanwhile', async () => {
    const conflict = () => json(409, { statusCode: 409, errorCode: 'VERSION_CONFLICT', errorMessage: 'The settings were changed meanwhile.' });
    const sent = server(['offline', conflict(), conflict()]);
    await sendOrQueue({ path: 'settings', method: 'put', body: { contact: { phone: '1' }, version: 2 }, refresh: 'shop', record: 'settings' });
    await sendOrQueue({ path: 'settings', method: 'put', body: { contact: { phone: '2' }, version: 2 }, refresh: 'shop', record: 'settings' });
    await drainOutbox();
    expect(sent.map((s) => (s.body as { version: number }).version)).toEqual([2, 2]);
    expect(readOutbox()).toEqual([]);
    expect(events.filter((e) => e.type === 'dropped').map((e) => e.type === 'dropped' && e.error.code)).toEqual(['VERSION_CONFLICT', 'VERSION_CONFLICT']);
  });

  it('keeps the chain across drains: an edit kept for the network still goes on the version before it', async () => {
    // (The second save, queued behind the first, starts a drain itself.)
    const sent = server(['offline', json(200, { settings: { version: 21 } }), 'offline', 'offline', json(200, { settings: { version: 22 } }), json(200, { settings: { version: 23 } })]);
    await sendOrQueue({ path: 'settings', method: 'put', body: { n: 1, version: 20 }, refresh: 'shop', record: 'settings' });
    await sendOrQueue({ path: 'settings', method: 'put', body: { n: 2, version: 20 }, refresh: 'shop', record: 'settings' });
    await drainOutbox(); // the first delivered, the network gone before the second
    expect(readOutbox().map((e) => e.body)).toEqual([{ n: 2, version: 21 }]);
    await drainOutbox();
    // The screen still holding version 20 after both were sent: its next change goes on 22.
    await sendOrQueue({ path: 'settings', method: 'put', body: { n: 3, version: 20 }, refresh: 'shop', record: 'settings' });
    expect(sent.map((s) => s.body)).toEqual([{ n: 1, version: 20 }, { n: 2, version: 21 }, { n: 3, version: 22 }]);
    expect(readOutbox()).toEqual([]);
  });
});
