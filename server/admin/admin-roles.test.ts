// Roles, route by route, for every admin route (docs/decisions/0021): the table below names
// who may call each one and a request that works; the routes come from /api/openapi.json, so
// a new route without a row fails here. Anonymous callers and a shopper's token get 401
// everywhere but signing in; staff get 403 on the owner's routes; whoever may call a route
// gets its answer.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlacedRow } from '../../contract/models.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { usingPostgres } from '../test-support/using-postgres.ts';
import { multipart } from '../test-support/multipart.ts';
import { insertShop, insertShopper, orderFields, type Shop, type Shopper } from '../test-support/order-fixtures.ts';
import { insertStaff } from './admin-staff.ts';

type Who = 'owner' | 'staff';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A JSON body, or a multipart one (one file part). */
interface Req { url?: string; payload?: object; file?: { field: string; name: string; type: string; bytes: Buffer } }
interface Row {
  /** Who may call it: the owner only, staff (and the owner), or anyone (signing in). */
  role: Who | 'public';
  /** The request that works for `who` (the path's {id}s filled in); the route's own path without one. */
  req?: (who: Who) => Req | Promise<Req>;
  /** The status it answers when allowed; 2xx unless said. */
  ok?: number;
}

let t: TestApp;
let s: Shop;
let asha: Shopper;
let order: OrderPlacedRow;
const tokens = {} as Record<Who, string>;
const pending = {} as Record<Who, number>;
let reviewId = 0;
let samId = 0;

const call = (method: Method, url: string, token: string | null, payload?: object, file?: Req['file']) => {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  if (!file) return t.app.inject({ method, url: `/admin/api${url}`, remoteAddress: '127.0.0.1', headers: auth, ...(payload ? { payload } : {}) });
  const body = multipart(file.bytes, file.field, file.name, file.type);
  return t.app.inject({ method, url: `/admin/api${url}`, remoteAddress: '127.0.0.1', headers: { ...auth, 'content-type': body.contentType }, payload: body.payload });
};
const read = async (url: string) => (await call('GET', url, t.adminToken)).json();
const login = async (email: string, password: string) => (await call('POST', '/auth/login', null, { email, password })).json().token as string;

const ROUTES: Record<string, Row> = {
  'POST /auth/login': { role: 'public', req: () => ({ payload: { email: 'sam@roles.test', password: 'staff-secret-1' } }) },
  'POST /auth/reset-code': { role: 'public', req: () => ({ payload: { email: 'nobody@roles.test' } }) },
  // A wrong code is the route's own answer (400), not a sign-in problem.
  'POST /auth/reset-password': { role: 'public', req: () => ({ payload: { email: 'nobody@roles.test', code: '123456', password: 'new-secret-1' } }), ok: 400 },
  'GET /auth/me': { role: 'staff' },
  // Its own throwaway session: the test's tokens must outlive it.
  'POST /auth/logout': { role: 'staff' },
  'GET /staff': { role: 'owner' },
  'POST /staff': { role: 'owner', req: (who) => ({ payload: { email: `new-${who}@roles.test`, name: 'New', role: 'staff', password: 'new-secret-1' } }) },
  'PUT /staff/{id}': { role: 'owner', req: () => ({ url: `/staff/${samId}`, payload: { role: 'staff' } }) },
  'GET /audit': { role: 'owner' },
  // On PostgreSQL the route's own 400 says to use pg_dump (README, Backups).
  'GET /backup': { role: 'owner', ok: usingPostgres() ? 400 : undefined },
  'GET /settings': { role: 'owner' },
  'PUT /settings': { role: 'owner', req: async () => ({ payload: (await read('/settings')).settings }) },
  'GET /labels': { role: 'owner' },
  'PUT /labels': { role: 'owner', req: async (who) => {
    const { version } = (await read('/labels')).labelSet;
    return { payload: { labels: [{ entityId: 59, id: 'lbl_cart_title', en: `Cart of ${who}`, ar: 'السلة' }], version } };
  } },
  'GET /today': { role: 'staff' },
  'GET /orders': { role: 'staff' },
  'GET /orders.csv': { role: 'staff' },
  'GET /orders/{id}': { role: 'staff', req: () => ({ url: `/orders/${order.OrderId}` }) },
  'GET /orders/{id}/packing-slip': { role: 'staff', req: () => ({ url: `/orders/${order.OrderId}/packing-slip` }) },
  'GET /orders/{id}/invoice': { role: 'staff', req: () => ({ url: `/orders/${order.OrderId}/invoice` }) },
  'POST /orders/{id}/status': { role: 'staff', req: () => ({ url: `/orders/${order.OrderId}/status`, payload: { statusId: 2 } }) },
  // No photo and no personalised line in this shop: the route's own 404, past the role check.
  'GET /photos/{id}': { role: 'staff', req: () => ({ url: `/photos/${'a'.repeat(32)}` }), ok: 404 },
  'GET /orders/{id}/items/{itemId}/print.png': { role: 'staff', req: () => ({ url: `/orders/${order.OrderId}/items/1/print.png` }), ok: 404 },
  'GET /products': { role: 'staff' },
  'GET /products/{id}': { role: 'staff', req: () => ({ url: `/products/${s.lamp}` }) },
  'POST /products': { role: 'staff', req: async (who) => ({ payload: { name: `Lamp ${who}`, nameAr: 'مصباح', categoryId: (await read(`/products/${s.lamp}`)).product.categoryId, pricePaise: 10_000, stock: 3 } }) },
  'PUT /products/{id}': { role: 'staff', req: async () => {
    const { id: _id, ...p } = (await read(`/products/${s.lamp}`)).product;
    return { url: `/products/${s.lamp}`, payload: p };
  } },
  'POST /products/{id}/photos': { role: 'staff', req: async () => ({
    url: `/products/${s.lamp}/photos?version=${await lampVersion()}`, file: { field: 'photo', name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: jpeg },
  }) },
  'PUT /products/{id}/photos/order': { role: 'staff', req: async () => {
    const p = (await read(`/products/${s.lamp}`)).product as { version: number; photos: { id: number }[] };
    return { url: `/products/${s.lamp}/photos/order`, payload: { version: p.version, photoIds: p.photos.map((x) => x.id).reverse() } };
  } },
  'PUT /products/{id}/photos/{photoId}': { role: 'staff', req: async () => {
    const p = (await read(`/products/${s.lamp}`)).product as { version: number; photos: { id: number }[] };
    return { url: `/products/${s.lamp}/photos/${p.photos[0]!.id}`, payload: { version: p.version, colorId: null } };
  } },
  'DELETE /products/{id}/photos/{photoId}': { role: 'staff', req: async () => {
    const p = (await read(`/products/${s.lamp}`)).product as { version: number; photos: { id: number }[] };
    return { url: `/products/${s.lamp}/photos/${p.photos.at(-1)!.id}?version=${p.version}` };
  } },
  'PUT /products/{id}/digital-file': { role: 'staff', req: async () => ({
    url: `/products/${s.lamp}/digital-file?version=${await lampVersion()}`, file: { field: 'file', name: 'card.txt', type: 'text/plain', bytes: Buffer.from('A card to print.') },
  }) },
  'DELETE /products/{id}/digital-file': { role: 'staff', req: async (who) => {
    // Something to delete each time.
    if (who === 'owner') await call('PUT', `/products/${s.lamp}/digital-file?version=${await lampVersion()}`, t.adminToken, undefined, { field: 'file', name: 'card.txt', type: 'text/plain', bytes: Buffer.from('A card.') });
    return { url: `/products/${s.lamp}/digital-file?version=${await lampVersion()}` };
  } },
  'GET /catalogue-lookups': { role: 'staff' },
  'GET /categories': { role: 'staff' },
  'POST /categories': { role: 'staff', req: (who) => ({ payload: { name: `Cat ${who}`, nameAr: 'فئة' } }) },
  'PUT /categories/{id}': { role: 'staff', req: async () => {
    const c = (await read('/categories')).categories[0];
    return { url: `/categories/${c.id}`, payload: { name: c.name, nameAr: c.nameAr } };
  } },
  'GET /tags': { role: 'staff' },
  'GET /reviews': { role: 'staff' },
  'PUT /reviews/{id}': { role: 'staff', req: () => ({ url: `/reviews/${reviewId}`, payload: { hidden: true } }) },
  'GET /contact-messages': { role: 'staff' },
  'GET /seller-requests': { role: 'staff' },
  'POST /seller-requests/{id}/approve': { role: 'staff', req: (who) => ({ url: `/seller-requests/${pending[who]}/approve` }) },
  'POST /seller-requests/{id}/reject': { role: 'staff', req: (who) => ({ url: `/seller-requests/${pending[who] + 1}/reject` }) },
  'GET /subscribers': { role: 'staff' },
  'GET /subscribers.csv': { role: 'staff' },
  'GET /outbox': { role: 'staff' },
  'GET /coupons': { role: 'staff' },
  'POST /coupons': { role: 'staff', req: (who) => ({ payload: { code: `ROLE${who.toUpperCase()}`, type: 'fixed', value: 10 } }) },
  'POST /pictures': { role: 'staff', req: () => ({ url: '/pictures?kind=banner', file: { field: 'photo', name: 'IMG_0002.jpg', type: 'image/jpeg', bytes: jpeg } }) },
  'GET /banners': { role: 'staff' },
  'POST /banners': { role: 'staff', req: (who) => ({ payload: banner(who) }) },
  'PUT /banners/{id}': { role: 'staff', req: async () => {
    const b = (await read('/banners')).banners[0];
    return { url: `/banners/${b.id}`, payload: { ...banner('edit'), version: b.version } };
  } },
  'GET /campaigns': { role: 'staff' },
  'POST /campaigns': { role: 'staff', req: (who) => ({ payload: campaign(who) }) },
  'PUT /campaigns/{id}': { role: 'staff', req: async () => {
    const c = (await read('/campaigns')).campaigns[0];
    return { url: `/campaigns/${c.id}`, payload: { ...campaign('edit'), version: c.version } };
  } },
};

const lampVersion = async () => (await read(`/products/${s.lamp}`)).product.version as number;
let jpeg = Buffer.alloc(0);

const banner = (who: string) => ({
  imageUrl: '/media/v1/b/1.svg', topTitle: '', topTitleAr: '', mainTitle: `Banner ${who}`, mainTitleAr: 'لافتة', bottomTitle: '', bottomTitleAr: '',
  leftButtonText: '', leftButtonTextAr: '', leftButtonUrl: '', rightButtonText: '', rightButtonTextAr: '', rightButtonUrl: '', sortOrder: 0, isPublished: true,
});
const campaign = (who: string) => ({
  mainTitle: `Campaign ${who}`, mainTitleAr: 'حملة', discountTitle: '10% off', discountTitleAr: 'خصم 10%', body: 'Body', bodyAr: 'نص',
  coverPictureUrl: '/media/v1/k/1.svg', startsOn: null, endsOn: null, categoryId: null, tagId: null, sortOrder: 0, isPublished: true,
});

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c47a2c' } }).jpeg().toBuffer();
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha.roles@example.test');
  order = (await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: s.lamp, Quantity: 1 }]),
    { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() })).data[0]!;
  await insertStaff(t.db, { email: 'noor@roles.test', name: 'Noor', role: 'owner', password: 'owner-secret-1' });
  samId = (await insertStaff(t.db, { email: 'sam@roles.test', name: 'Sam', role: 'staff', password: 'staff-secret-1' })).id;
  tokens.owner = await login('noor@roles.test', 'owner-secret-1');
  tokens.staff = await login('sam@roles.test', 'staff-secret-1');
  const ids = (await t.db.query<{ id: number }>(`INSERT INTO seller_requests (first_name, last_name, email, password_hash, address_line_one) VALUES
    ('A', 'A', 'a@roles.test', 'h', 'x'), ('B', 'B', 'b@roles.test', 'h', 'x'), ('C', 'C', 'c@roles.test', 'h', 'x'), ('D', 'D', 'd@roles.test', 'h', 'x')
    RETURNING id`)).map((r) => r.id).sort((a, b) => a - b);
  pending.staff = ids[0]!;
  pending.owner = ids[2]!;
  reviewId = (await t.db.query<{ id: number }>(`INSERT INTO reviews (product_id, reviewer_name, reviewer_email, title, body, rating)
    VALUES ($1, 'Ravi', 'ravi@roles.test', 'Nice', 'Good lamp', 5) RETURNING id`, [s.lamp]))[0]!.id;
  await call('POST', '/banners', t.adminToken, banner('first'));
  await call('POST', '/campaigns', t.adminToken, campaign('first'));
});
afterAll(async () => t.close());

/** Every admin route the server has, as "METHOD /path" with {params}. */
async function adminRoutes(): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    // Not the catch-all that answers unknown paths 404 (behind the token too).
    .filter(([path]) => path.startsWith('/admin/api/') && !path.includes('{*}'))
    .flatMap(([path, ops]) => Object.keys(ops).filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m)).map((m) => `${m.toUpperCase()} ${path.slice('/admin/api'.length)}`));
}

describe('roles on every admin route', () => {
  it('the table names every route the server has, and nothing else', async () => {
    expect((await adminRoutes()).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  const request = async (key: string, who: Who) => {
    const [method, path] = key.split(' ') as [Method, string];
    const r = await (ROUTES[key]!.req?.(who) ?? {});
    return { method, url: r.url ?? path, payload: r.payload ?? (method === 'GET' || method === 'DELETE' || r.file ? undefined : {}), file: r.file };
  };

  it.each(Object.keys(ROUTES))('%s', async (key) => {
    const row = ROUTES[key]!;
    const { method, url, payload, file } = await request(key, 'staff');
    if (row.role !== 'public') {
      for (const token of [null, asha.headers.Token!, 'not-a-token']) {
        const res = await call(method, url, token, payload, file);
        expect(res.statusCode, `${key} with ${token === null ? 'no token' : 'a wrong token'}`).toBe(401);
      }
    }
    const expectOk = (status: number, who: string) => {
      if (row.ok) expect(status, `${key} as ${who}`).toBe(row.ok);
      else expect(Math.floor(status / 100), `${key} as ${who}: ${status}`).toBe(2);
    };
    const staffToken = key === 'POST /auth/logout' ? await login('sam@roles.test', 'staff-secret-1') : tokens.staff;
    const asStaff = await call(method, url, staffToken, payload, file);
    if (row.role === 'owner') {
      expect(asStaff.statusCode, `${key} as staff`).toBe(403);
      expect(asStaff.json()).toMatchObject({ errorCode: 'FORBIDDEN', errorMessage: 'Only the owner can do this.' });
    } else expectOk(asStaff.statusCode, 'staff');
    const owner = await request(key, 'owner');
    const ownerToken = key === 'POST /auth/logout' ? await login('noor@roles.test', 'owner-secret-1') : tokens.owner;
    expectOk((await call(owner.method, owner.url, ownerToken, owner.payload, owner.file)).statusCode, 'owner');
  });
});
