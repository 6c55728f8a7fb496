// Whose IP the per-IP limits count (TRUST_PROXY). The attack: a client rotating its own
// X-Forwarded-For to get a fresh per-IP budget on every request. Without TRUST_PROXY the
// header is not believed, so the limit still holds; behind a proxy named in TRUST_PROXY the
// address the proxy forwards is the client's.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callPath } from '../../contract/calls.ts';
import { requestBody } from '../../contract/envelope.ts';
import { buildApp } from '../app.ts';
import { loadConfig, parseTrustProxy, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../test-support/test-app.ts';

const FORMS_LIMIT = 3;
// One database; an app per TRUST_PROXY setting.
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase('migrated'));
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});
beforeEach(async () => {
  await db.query("DELETE FROM rate_limits WHERE bucket LIKE 'newsletter:%'");
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(trustProxy: Config['trustProxy']): Promise<FastifyInstance> {
  const base = loadConfig({});
  const config: Config = { ...base, trustProxy, rateLimits: { ...base.rateLimits, forms: FORMS_LIMIT } };
  ({ app } = await buildApp({ db, config, downloadSecret: 'test-download-secret', adminToken: 'test-admin-token', logger: false }));
  return app;
}

let n = 0;
async function subscribe(a: FastifyInstance, forwardedFor: string): Promise<number> {
  const res = await a.inject({
    method: 'POST', url: callPath('INSERT_SUBSCRIBER'), payload: requestBody({ SubscriberEmail: `reader${++n}@example.com` }),
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return res.statusCode;
}

async function buckets(): Promise<Record<string, number>> {
  const rows = await db.query<{ bucket: string; hits: number }>("SELECT bucket, hits FROM rate_limits WHERE bucket LIKE 'newsletter:%' ORDER BY bucket");
  return Object.fromEntries(rows.map((r) => [r.bucket, Number(r.hits)]));
}

describe('per-IP limits against a forged X-Forwarded-For', () => {
  it('without TRUST_PROXY, a rotating X-Forwarded-For still meets the per-IP limit, and the forged addresses are stored nowhere', async () => {
    const a = await appWith(false);
    const statuses: number[] = [];
    for (let i = 1; i <= FORMS_LIMIT + 2; i++) statuses.push(await subscribe(a, `203.0.113.${i}`));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await buckets()).toEqual({ 'newsletter:ip:127.0.0.1': FORMS_LIMIT + 2 });
    const stored = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM subscribers WHERE email LIKE 'reader%'");
    expect(stored[0]!.n).toBe(FORMS_LIMIT);
  });

  it('a proxy that is not the one named in TRUST_PROXY is not believed either', async () => {
    const a = await appWith(parseTrustProxy('10.0.0.1'));
    const statuses: number[] = [];
    for (let i = 1; i <= FORMS_LIMIT + 1; i++) statuses.push(await subscribe(a, `203.0.113.${i}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Object.keys(await buckets())).toEqual(['newsletter:ip:127.0.0.1']);
  });

  it('with TRUST_PROXY naming the proxy (this test\'s address), the forwarded IP is the client: each has its own budget', async () => {
    const a = await appWith(parseTrustProxy('10.0.0.0/8, 127.0.0.1'));
    for (let i = 1; i <= FORMS_LIMIT + 1; i++) expect(await subscribe(a, `203.0.113.${i}`)).toBe(200);
    // One client behind the proxy still meets its own limit.
    const same: number[] = [];
    for (let i = 0; i <= FORMS_LIMIT; i++) same.push(await subscribe(a, '198.51.100.7'));
    expect(same).toEqual([200, 200, 200, 429]);
    const seen = await buckets();
    expect(seen['newsletter:ip:198.51.100.7']).toBe(FORMS_LIMIT + 1);
    expect(seen['newsletter:ip:203.0.113.1']).toBe(1);
    expect(seen['newsletter:ip:127.0.0.1']).toBeUndefined();
  });

  it('the client cannot get past a trusted proxy by writing its own X-Forwarded-For: the address the proxy appended counts', async () => {
    const a = await appWith(parseTrustProxy('127.0.0.1'));
    // The client sent "X-Forwarded-For: 192.0.2.1"; the proxy appended the address it saw.
    for (let i = 0; i <= FORMS_LIMIT; i++) await subscribe(a, `192.0.2.${i + 1}, 198.51.100.9`);
    expect(await buckets()).toEqual({ 'newsletter:ip:198.51.100.9': FORMS_LIMIT + 1 });
  });

  it('TRUST_PROXY as a hop count trusts that many proxies nearest the server', async () => {
    const a = await appWith(parseTrustProxy('1'));
    expect(await subscribe(a, '192.0.2.1, 198.51.100.9')).toBe(200);
    expect(await buckets()).toEqual({ 'newsletter:ip:198.51.100.9': 1 });
  });
});

describe('TRUST_PROXY parsing', () => {
  it('reads nothing as no one, digits as a hop count, anything else as a comma list', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 127.0.0.1 , 10.0.0.0/8,')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
