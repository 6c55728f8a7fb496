// The security headers (helmet and the Permissions-Policy hook) on every kind of answer the
// server gives: calls, failures, the admin API, media, downloads, the built PWA's files and
// its first-screen HTML, and a URL Fastify cannot even route (/%ff), which runs no hook.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_PATH, callPath } from '../../contract/calls.ts';
import { requestBody } from '../../contract/envelope.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const EXPECTED: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
    "connect-src 'self' https://api.shop.example", "font-src 'self'", "manifest-src 'self'", "worker-src 'self'",
    "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'",
  ].join(';'),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // A year, this host only, not preloaded (security-headers.ts says why).
  'strict-transport-security': 'max-age=31536000',
};
// Helmet's other defaults are off: Cross-Origin-Resource-Policy would stop a PWA on another
// origin showing this server's images.
const NOT_SENT = ['cross-origin-resource-policy', 'cross-origin-embedder-policy', 'origin-agent-cluster',
  'x-xss-protection', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-powered-by'];

const INDEX = '<!doctype html><html lang="en" dir="ltr"><head><title>Tohfa</title><script type="module" src="/assets/app.js"></script></head>'
  + '<body><div id="root"><div class="boot-top"></div><div class="boot-hero"></div></div></body></html>';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({
    dist: { 'index.html': INDEX, 'assets/app.js': 'console.log(1);', 'sw.js': 'self.addEventListener("fetch", () => {});' },
    config: { apiBaseUrl: 'https://api.shop.example/some/path' },
  });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

function expectSecurityHeaders(res: LightMyRequestResponse, what: string, alsoSent: readonly string[] = []): void {
  const sent = Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, res.headers[name]]));
  expect(sent, what).toEqual(EXPECTED);
  for (const name of NOT_SENT.filter((n) => !alsoSent.includes(n))) expect(res.headers[name], `${what}: ${name}`).toBeUndefined();
}

describe('security headers on every answer', () => {
  it('on calls, their failures, health, unknown calls and the admin API', async () => {
    const ok = await app.inject({ method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: requestBody({ PageNo: 1 }) });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok, 'a call');
    const bad = await app.inject({ method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: '{"requestParameters": ', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad, 'malformed JSON');
    const tooBig = await app.inject({ method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: requestBody({ x: 'x'.repeat(300 * 1024) }) });
    expect(tooBig.statusCode).toBe(413);
    expectSecurityHeaders(tooBig, 'a body over the limit');
    const unknown = await app.inject({ method: 'POST', url: '/api/v1/dynamic/dataoperation/no-such-call', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown, 'an unknown call');
    expectSecurityHeaders(await app.inject({ method: 'GET', url: '/healthz' }), 'health');
    const admin = await app.inject({ method: 'GET', url: '/admin/api/orders' });
    expect(admin.statusCode).toBe(401);
    expectSecurityHeaders(admin, 'the admin API without a token');
  });

  it('on media and on the download route', async () => {
    const banners = await app.inject({ method: 'POST', url: callPath('GET_HOME_SCREEN_BANNER'), payload: requestBody({}) });
    const url = (JSON.parse(banners.json<{ data: string }>().data) as { BannerImgUrl: string }[])[0]!.BannerImgUrl;
    const media = await app.inject({ method: 'GET', url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toContain('image/svg+xml');
    // Pictures are the one thing other origins may show (the original client, a PWA elsewhere).
    expectSecurityHeaders(media, 'a media file', ['cross-origin-resource-policy']);
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const missing = await app.inject({ method: 'GET', url: '/media/v1/nothing-here.svg' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, 'a missing media file');
    const download = await app.inject({ method: 'GET', url: `${DOWNLOAD_PATH}/1/not-a-token` });
    expect(download.statusCode).toBe(404);
    expectSecurityHeaders(download, 'the download route');
  });

  it('on the built PWA: the first-screen HTML, hashed assets, the service worker and a missing asset', async () => {
    for (const url of ['/', '/en/', '/en/products']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('<div id="root">');
      expectSecurityHeaders(page, `the page ${url}`);
      // The only scripts in the page are files of our own and JSON data, which the CSP allows.
      const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
      for (const attrs of scripts) expect(attrs, url).toMatch(/src="\/assets\/|type="application\/json"/);
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset, 'an asset');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expectSecurityHeaders(sw, 'the service worker');
    const gone = await app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(gone.statusCode).toBe(404);
    expectSecurityHeaders(gone, 'a missing asset');
  });

  it('a URL that is not valid percent-encoding (/%ff) answers the 400 envelope with the same headers', async () => {
    for (const url of ['/%ff', '/api/v1/common/%ff', '/admin/api/%ff', '/media/v1/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toMatchObject({ statusCode: 400, errorCode: 'BAD_REQUEST', errorMessage: 'The address is malformed.' });
      expectSecurityHeaders(res, url);
    }
  });
});
