// The PWA served from another origin (CORS_ORIGINS): its browser may call the API, send the
// client's headers and read the answers' Retry-After; a page on any other origin gets no
// permission, and a shop without CORS_ORIGINS grants none at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../contract/calls.ts';
import { requestBody } from '../../contract/envelope.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const PWA = 'https://shop.example';
const OTHER = 'https://evil.example';

let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: [PWA], rateLimits: { login: 1, otp: 10, forms: 20 } } });
  closed = await createTestApp({ config: { corsOrigins: [] } });
});
afterAll(async () => {
  await t?.close();
  await closed?.close();
});

const preflight = (app: TestApp, origin: string) => app.app.inject({
  method: 'OPTIONS', url: callPath('GET_USER_LOGIN'),
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,token,userid,idempotency-key' },
});
const login = (app: TestApp, origin: string) => app.app.inject({
  method: 'POST', url: callPath('GET_USER_LOGIN'), headers: { origin },
  payload: requestBody({ Email: 'nobody@example.test', Password: 'wrong-password' }),
});
const list = (header: unknown) => String(header ?? '').toLowerCase().split(/,\s*/).filter(Boolean);

describe('CORS for the PWA on another origin', () => {
  it('lets the listed origin post with the client headers (preflight)', async () => {
    const pre = await preflight(t, PWA);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(PWA);
    expect(list(pre.headers['access-control-allow-methods'])).toContain('post');
    expect(list(pre.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(['content-type', 'token', 'userid', 'idempotency-key']));
    expect(pre.headers['access-control-max-age']).toBe('600');
  });

  it("lets the listed origin read a refusal's Retry-After", async () => {
    await login(t, PWA);
    const refused = await login(t, PWA);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['access-control-allow-origin']).toBe(PWA);
    expect(list(refused.headers['access-control-expose-headers'])).toEqual(expect.arrayContaining(['retry-after', 'idempotent-replayed']));
    expect(String(refused.headers.vary).toLowerCase()).toContain('origin');
  });

  it('gives a page on another origin no permission, to preflight or to read', async () => {
    const pre = await preflight(t, OTHER);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await login(t, OTHER);
    // Without Allow-Origin the browser shows that page nothing of the answer.
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('grants no origin anything when CORS_ORIGINS is empty', async () => {
    const answer = await login(closed, PWA);
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(closed, PWA)).headers['access-control-allow-origin']).toBeUndefined();
  });
});
