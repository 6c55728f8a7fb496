// The built apps' pages: the shop's HTML for its pages, the owner's console's own HTML for
// /admin and every /admin/... page, and the admin API's answers (never HTML) under /admin/api/.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const SHOP = '<!doctype html><html lang="en"><head><title>Tohfa shop</title></head><body><div id="root"></div></body></html>';
const CONSOLE = '<!doctype html><html lang="en"><head><title>Tohfa console</title><script type="module" src="/admin/assets/console.js"></script></head><body><div id="console-root"></div></body></html>';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    dist: { 'index.html': SHOP, 'admin/index.html': CONSOLE, 'admin/assets/console.js': 'console.log("console");' },
  });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

describe('the owner console’s pages', () => {
  it.each(['/admin', '/admin/', '/admin/en/today', '/admin/ar/orders/12?status=2'])('%s gets the console’s HTML, never cached', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(CONSOLE);
  });

  it('serves the console’s assets, and a missing one is a 404, not a page', async () => {
    const js = await app.inject({ method: 'GET', url: '/admin/assets/console.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log("console");');
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/gone-1234.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('leaves /admin/api/ to the admin API: JSON, not the console’s HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/orders' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401 });
  });

  it('gives the shop’s pages the shop’s HTML, not the console’s', async () => {
    for (const url of ['/en/', '/ar/all-products/0/all', '/administration']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Tohfa shop</title>');
    }
  });
});
