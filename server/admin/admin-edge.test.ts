// The admin API's edges: an unknown path tells nobody without the token that it does not
// exist (the token is checked first), and a coupon's expiry must be a date on the calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';
const admin = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('unknown admin paths', () => {
  it('answer 401 without the token or with a wrong one, whatever the path and method; 404 only to the shop owner', async () => {
    const probes: [Method, string][] = [['GET', '/no-such-thing'], ['POST', '/users/export'], ['DELETE', '/coupons'], ['PUT', '/orders/1/refund'], ['GET', '/']];
    for (const [method, url] of probes) {
      for (const token of [null, 'wrong-token', `${t.adminToken}x`]) {
        const res = await admin(method, url, token);
        expect({ method, url, token, status: res.statusCode }).toEqual({ method, url, token, status: 401 });
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.json()).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
      }
      const owner = await admin(method, url, t.adminToken);
      expect({ method, url, status: owner.statusCode }).toEqual({ method, url, status: 404 });
      expect(owner.json()).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: 'This call does not exist.' });
    }
  });

  it('unknown public API paths still answer 404 (no token there)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/common/no-such-call', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});

describe('coupon expiry dates', () => {
  const coupon = (code: string, expiresAt: string) => admin('POST', '/coupons', t.adminToken, { code, type: 'fixed', value: 10, expiresAt });
  const stored = async (code: string) =>
    (await t.db.query<{ expires_at: Date | string }>('SELECT expires_at FROM coupons WHERE code = $1', [code])).map((r) => new Date(r.expires_at).toISOString());

  it('refuses dates that are not on the calendar with a clear 400, and stores nothing', async () => {
    const impossible: [string, string][] = [
      ['2026-02-30', 'expiresAt is not a real date: 2026-02-30 does not exist'],
      ['2026-02-29', 'expiresAt is not a real date: 2026-02-29 does not exist'],
      ['2026-04-31T10:00:00Z', 'expiresAt is not a real date: 2026-04-31 does not exist'],
      ['2026-13-01', 'expiresAt is not a real date: 2026-13-01 does not exist'],
      ['2026-00-10', 'expiresAt is not a real date: 2026-00-10 does not exist'],
      ['2026-12-00', 'expiresAt is not a real date: 2026-12-00 does not exist'],
      ['2026-12-31T24:00:00Z', 'expiresAt is not a real time: 24:00:00Z'],
      ['2026-12-31T23:60:00Z', 'expiresAt is not a real time: 23:60:00Z'],
      ['31/12/2026', 'expiresAt must be an ISO date, e.g. 2026-12-31T23:59:59Z'],
      ['2026-12-31 junk', 'expiresAt must be an ISO date, e.g. 2026-12-31T23:59:59Z'],
    ];
    for (const [i, [date, message]] of impossible.entries()) {
      const res = await coupon(`BADDATE${i}`, date);
      expect({ date, status: res.statusCode, message: res.json<{ errorMessage: string }>().errorMessage }).toEqual({ date, status: 400, message });
      expect(await stored(`BADDATE${i}`)).toEqual([]);
    }
  });

  it('takes real dates, a leap day among them, as the instant they name', async () => {
    const good: [string, string][] = [
      ['2028-02-29', '2028-02-29T00:00:00.000Z'],
      ['2026-12-31T23:59:59Z', '2026-12-31T23:59:59.000Z'],
      ['2026-06-30T12:00:00+05:30', '2026-06-30T06:30:00.000Z'],
    ];
    for (const [i, [date, instant]] of good.entries()) {
      const res = await coupon(`GOODDATE${i}`, date);
      expect({ date, status: res.statusCode }).toEqual({ date, status: 201 });
      expect(await stored(`GOODDATE${i}`)).toEqual([instant]);
    }
  });
});
