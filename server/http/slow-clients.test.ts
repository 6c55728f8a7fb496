// Slow clients against a real listening server (loopback, port 0). The attack: many
// sockets that send a request body, or the headers, one byte a second, to hold the
// server's connections and file handles for ever. With the timeouts (REQUEST_TIMEOUT_MS,
// HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS) the server answers them 408 and closes
// them, and serves a normal request meanwhile; MAX_CONNECTIONS caps what is open at once.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callPath } from '../../contract/calls.ts';
import { requestBody } from '../../contract/envelope.ts';
import type { Config } from '../config.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const REQUEST_TIMEOUT = 2_000;
const HEADERS_TIMEOUT = 1_000;
const KEEP_ALIVE_TIMEOUT = 1_000;
/** Room for a loaded CI machine on top of a timeout. */
const SLACK = 8_000;
/** Each test starts its own app (migrations included), which alone took 20 s at load 24. */
const TEST_TIMEOUT = 90_000;

interface Slow {
  socket: net.Socket;
  openedAt: number;
  closedAt: number | null;
  received: string;
}

let t: TestApp | undefined;
const sockets: Slow[] = [];
let drip: ReturnType<typeof setInterval> | undefined;

afterEach(async () => {
  if (drip) clearInterval(drip);
  drip = undefined;
  for (const s of sockets.splice(0)) s.socket.destroy();
  await t?.close();
  t = undefined;
});

async function listening(config: Partial<Config> = {}): Promise<number> {
  t = await createTestApp({
    seed: false,
    config: { requestTimeoutMs: REQUEST_TIMEOUT, headersTimeoutMs: HEADERS_TIMEOUT, keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT, ...config },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

function open(port: number, first: string): Promise<Slow> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const s: Slow = { socket, openedAt: Date.now(), closedAt: null, received: '' };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { s.received += chunk; });
    socket.on('error', () => {});
    socket.on('close', () => { s.closedAt = Date.now(); });
    socket.once('connect', () => {
      socket.write(first);
      sockets.push(s);
      resolve(s);
    });
    socket.once('error', reject);
  });
}

/** Every open slow socket sends one more byte each second. */
function dripEverySecond(byte: string): void {
  drip = setInterval(() => {
    for (const s of sockets) if (s.closedAt === null && !s.socket.destroyed) s.socket.write(byte);
  }, 1_000);
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

async function normalCall(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${callPath('GET_COUNTRIES_LIST')}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(requestBody({})),
  });
  await res.text();
  return res.status;
}

describe('slow clients are dropped', () => {
  it('60 sockets sending a body a byte a second and 20 sending headers a byte a second are answered 408 and closed; a normal call is answered meanwhile', { timeout: TEST_TIMEOUT }, async () => {
    const port = await listening();
    const bodyHead = `POST ${callPath('GET_COUNTRIES_LIST')} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`;
    const slowBodies = await Promise.all(Array.from({ length: 60 }, () => open(port, bodyHead)));
    const slowHeaders = await Promise.all(Array.from({ length: 20 }, () => open(port, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a`)));
    dripEverySecond('a');

    // While they hold their sockets, a shopper's call is answered.
    expect(await normalCall(port)).toBe(200);

    await until(() => sockets.every((s) => s.closedAt !== null), REQUEST_TIMEOUT + SLACK + 5_000);
    for (const [group, list, timeout] of [['body', slowBodies, REQUEST_TIMEOUT], ['headers', slowHeaders, HEADERS_TIMEOUT]] as const) {
      for (const s of list) {
        expect(s.closedAt, `a slow ${group} socket is closed`).not.toBeNull();
        expect(s.closedAt! - s.openedAt, `a slow ${group} socket is closed in time`).toBeLessThan(timeout + SLACK);
        expect(s.received, `a slow ${group} socket is told why`).toMatch(/^HTTP\/1\.1 408 /);
      }
    }
    // And the server still serves.
    expect(await normalCall(port)).toBe(200);
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', { timeout: TEST_TIMEOUT }, async () => {
    const port = await listening();
    const s = await open(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await until(() => s.received.includes('"status":"ok"'), 10_000);
    expect(s.received).toMatch(/^HTTP\/1\.1 200 /);
    const answeredAt = Date.now();
    await until(() => s.closedAt !== null, KEEP_ALIVE_TIMEOUT + SLACK);
    expect(s.closedAt).not.toBeNull();
    expect(s.closedAt! - answeredAt).toBeLessThan(KEEP_ALIVE_TIMEOUT + SLACK);
  });

  it('past MAX_CONNECTIONS a new connection is refused at once, and served again once the slow ones are dropped', { timeout: TEST_TIMEOUT }, async () => {
    const port = await listening({ maxConnections: 5 });
    await Promise.all(Array.from({ length: 5 }, () => open(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a')));
    // Node closes a connection over the cap without reading it: the request gets no answer.
    const extra = await open(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => extra.closedAt !== null, 10_000);
    expect(extra.closedAt).not.toBeNull();
    expect(extra.received).toBe('');
    // The five never finish their headers: dropped by the headers timeout, the server serves again.
    await until(() => sockets.every((s) => s.closedAt !== null), HEADERS_TIMEOUT + SLACK);
    expect(sockets.every((s) => s.closedAt !== null)).toBe(true);
    expect(await normalCall(port)).toBe(200);
  });
});
