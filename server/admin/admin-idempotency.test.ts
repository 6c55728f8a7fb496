// The admin API's writes take an Idempotency-Key as the shop's calls do: the console's offline
// queue replaying a change whose answer was lost gets the first answer again, and the change
// is made (and logged) once; the same key with another request is refused. Uploads (a
// picture, a product's photo) and signing in are keyed too: the file, and the email and
// password, are the request.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../contract/admin-shop.ts';
import type { OrderPlacedRow } from '../../contract/models.ts';
import { createShopTestApp, orderFields, type Shop, type Shopper } from '../test-support/order-fixtures.ts';
import { multipart } from '../test-support/multipart.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { insertStaff } from './admin-staff.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
  t.app.inject({
    method, url: `/admin/api${url}`,
    headers: { authorization: `Bearer ${t.adminToken}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const auditCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;

/** A phone's photo sent as the console sends it (a FormData of its own each time), with `key`. */
const upload = (url: string, bytes: Buffer, key?: string) => {
  const body = multipart(bytes, 'photo', 'IMG_3001.jpg', 'image/jpeg');
  return t.app.inject({
    method: 'POST', url: `/admin/api${url}`, payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${t.adminToken}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
};
const photo = (colour: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).jpeg().toBuffer();
const pictures = () => count("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'picture'");

beforeAll(async () => {
  ({ t, s, shoppers: [asha] } = await createShopTestApp('asha.keys@example.test'));
});
afterAll(async () => t.close());

describe('Idempotency-Key on admin writes', () => {
  it('a settings change sent twice with its key is made once; the second gets the first answer, not a version conflict', async () => {
    const current = (await api('GET', '/settings')).json().settings as ShopSettings;
    const body = { ...current, contact: { ...current.contact, whatsapp: '+91 90000 55555' } };
    const logged = await auditCount();
    const key = crypto.randomUUID();
    const first = await api('PUT', '/settings', body, key);
    expect(first.statusCode).toBe(200);
    const again = await api('PUT', '/settings', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await api('GET', '/settings')).json().settings.version).toBe(current.version + 1);
    expect(await auditCount()).toBe(logged + 1);
    // Without a key the same body is another change: on the old version, a clear 409.
    expect((await api('PUT', '/settings', body)).statusCode).toBe(409);
  });

  it('the same key with another request is a 409 IDEMPOTENCY_CONFLICT and changes nothing', async () => {
    const current = (await api('GET', '/settings')).json().settings as ShopSettings;
    const key = crypto.randomUUID();
    expect((await api('PUT', '/settings', { ...current, freeDeliveryFromPaise: 99_900 }, key)).statusCode).toBe(200);
    const other = await api('PUT', '/settings', { ...current, freeDeliveryFromPaise: 11_100 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
    expect((await api('GET', '/settings')).json().settings).toMatchObject({ freeDeliveryFromPaise: 99_900, version: current.version + 1 });
  });

  it('a status change and a new coupon replayed with their keys are made once (a 201 answered again as a 201)', async () => {
    const placed = await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: s.lamp, Quantity: 1 }]), { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() });
    const orderId = placed.data[0]!.OrderId;
    const key = crypto.randomUUID();
    for (let i = 0; i < 2; i++) expect((await api('POST', `/orders/${orderId}/status`, { statusId: 2, note: 'Printing' }, key)).statusCode).toBe(200);
    const { order } = (await api('GET', `/orders/${orderId}`)).json() as { order: { history: Array<{ note: string | null }> } };
    expect(order.history.filter((h) => h.note === 'Printing')).toHaveLength(1);

    const couponKey = crypto.randomUUID();
    const coupon = { code: 'ONCE50', type: 'fixed', value: 50 };
    const made = await api('POST', '/coupons', coupon, couponKey);
    expect(made.statusCode).toBe(201);
    const replayed = await api('POST', '/coupons', coupon, couponKey);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(made.json());
    expect((await t.db.query("SELECT count(*)::int AS n FROM coupons WHERE upper(code) = 'ONCE50'"))[0]).toEqual({ n: 1 });
  });

  it('a refusal is answered again as it was; a malformed key is a 400', async () => {
    const current = (await api('GET', '/settings')).json().settings as ShopSettings;
    const key = crypto.randomUUID();
    const stale = { ...current, version: current.version - 1 };
    const refused = await api('PUT', '/settings', stale, key);
    expect(refused.statusCode).toBe(409);
    const again = await api('PUT', '/settings', stale, key);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'VERSION_CONFLICT']);
    expect((await api('PUT', '/settings', current, 'not a key!')).statusCode).toBe(400);
  });

  it('a picture sent twice with one key is kept once and answered again (its 201 and URL); another key keeps a second', async () => {
    const bytes = await photo('#2f6f8f');
    const before = await pictures();
    const key = crypto.randomUUID();
    const first = await upload('/pictures?kind=banner', bytes, key);
    expect(first.statusCode).toBe(201);
    const again = await upload('/pictures?kind=banner', bytes, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(again.json()).toEqual(first.json());
    expect(await pictures()).toBe(before + 1);
    const other = await upload('/pictures?kind=banner', bytes, crypto.randomUUID());
    expect(other.statusCode).toBe(201);
    expect(other.json().picture.url).not.toBe(first.json().picture.url);
    expect(await pictures()).toBe(before + 2);
  });

  it('the same key with another file is a 409 IDEMPOTENCY_CONFLICT and keeps nothing; a wrong file is refused as without a key', async () => {
    const key = crypto.randomUUID();
    expect((await upload('/pictures?kind=campaign', await photo('#6b8e23'), key)).statusCode).toBe(201);
    const before = await pictures();
    const other = await upload('/pictures?kind=campaign', await photo('#8a5a3c'), key);
    expect([other.statusCode, other.json().errorCode]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    // Another kind with the same file and key is another request too.
    expect((await upload('/pictures?kind=category', await photo('#6b8e23'), key)).json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
    const notAnImage = await upload('/pictures?kind=campaign', Buffer.from('not a photo'), crypto.randomUUID());
    expect([notAnImage.statusCode, notAnImage.json().errorCode]).toEqual([415, 'NOT_AN_IMAGE']);
    expect(await pictures()).toBe(before);
  });

  it("a product's photo sent twice with its key is added once: the second gets the first answer, not a version conflict", async () => {
    const { version } = (await api('GET', `/products/${s.frame}`)).json().product as { version: number };
    const photos = () => count('SELECT count(*)::int AS n FROM product_images WHERE product_id = $1', [s.frame]);
    const before = await photos();
    const bytes = await photo('#b0413e');
    const key = crypto.randomUUID();
    const first = await upload(`/products/${s.frame}/photos?version=${version}`, bytes, key);
    expect(first.statusCode).toBe(201);
    const again = await upload(`/products/${s.frame}/photos?version=${version}`, bytes, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(again.json()).toEqual(first.json());
    expect(await photos()).toBe(before + 1);
    // Another key is another photo: made on the version the first left, so a clear 409 here.
    expect((await upload(`/products/${s.frame}/photos?version=${version}`, bytes, crypto.randomUUID())).json().errorCode).toBe('VERSION_CONFLICT');
    expect(await photos()).toBe(before + 1);
  });

  it('a sign-in sent twice with its key makes one session and answers the same token; another password with the key is refused', async () => {
    await insertStaff(t.db, { email: 'keys@staff.test', name: 'Kiran', role: 'staff', password: 'staff-secret-9' });
    const signIn = (password: string, key: string) =>
      t.app.inject({ method: 'POST', url: '/admin/api/auth/login', headers: { 'idempotency-key': key }, payload: { email: 'keys@staff.test', password } });
    const sessions = () => count('SELECT count(*)::int AS n FROM staff_sessions s JOIN staff ON staff.id = s.staff_id WHERE staff.email = $1', ['keys@staff.test']);
    const key = crypto.randomUUID();
    const first = await signIn('staff-secret-9', key);
    expect(first.statusCode).toBe(200);
    const again = await signIn('staff-secret-9', key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(again.json().token).toBe(first.json().token);
    expect(await sessions()).toBe(1);
    const wrong = await signIn('not-the-password', key);
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(wrong.json().token).toBeFalsy();
    // The token works; a new key is a new sign-in.
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/auth/me', headers: { authorization: `Bearer ${first.json().token}` } })).statusCode).toBe(200);
    expect((await signIn('staff-secret-9', crypto.randomUUID())).json().token).not.toBe(first.json().token);
    expect(await sessions()).toBe(2);
  });

  it('a sign-in is answered again only for minutes, and signing out deletes its stored answer: the table keeps no live token', async () => {
    await insertStaff(t.db, { email: 'brief@staff.test', name: 'Bina', role: 'staff', password: 'staff-secret-8' });
    const signIn = (key: string) =>
      t.app.inject({ method: 'POST', url: '/admin/api/auth/login', headers: { 'idempotency-key': key }, payload: { email: 'brief@staff.test', password: 'staff-secret-8' } });
    const stored = (token: string) => count('SELECT count(*)::int AS n FROM idempotency_keys WHERE position($1 in response) > 0', [token]);
    const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/admin/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode;

    // Within the window: the same token again.
    const key = crypto.randomUUID();
    const first = (await signIn(key)).json().token as string;
    expect((await signIn(key)).json().token).toBe(first);
    expect(await stored(first)).toBe(1);
    // Past the window the answer is not given again: the key signs in anew, and the old answer is gone.
    await t.db.query("UPDATE idempotency_keys SET created_at = now() - interval '11 minutes' WHERE key = $1", [key]);
    const later = await signIn(key);
    expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect(later.json().token).not.toBe(first);
    expect(await stored(first)).toBe(0);

    // Signing out ends the session and deletes the answer holding its token; the key then signs in anew.
    const out = later.json().token as string;
    expect(await stored(out)).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/auth/logout', headers: { authorization: `Bearer ${out}` } })).statusCode).toBe(200);
    expect(await stored(out)).toBe(0);
    expect(await me(out)).toBe(401);
    const again = await signIn(key);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().token).not.toBe(out);
    expect(await me(again.json().token)).toBe(200);
    // Another session's sign-out leaves this one's answer: the first token's session still works.
    expect(await me(first)).toBe(200);
  });
});
