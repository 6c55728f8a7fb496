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
});
