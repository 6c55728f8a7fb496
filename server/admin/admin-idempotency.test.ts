// The admin API's writes take an Idempotency-Key as the shop's calls do: the console's offline
// queue replaying a change whose answer was lost gets the first answer again, and the change
// is made (and logged) once; the same key with another request is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../contract/admin-shop.ts';
import type { OrderPlacedRow } from '../../contract/models.ts';
import { createShopTestApp, orderFields, type Shop, type Shopper } from '../test-support/order-fixtures.ts';
import type { TestApp } from '../test-support/test-app.ts';

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
});
