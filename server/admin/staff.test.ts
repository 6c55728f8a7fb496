// Staff accounts of the owner's console: signing in, roles, the audit log and today, on a
// real server and database (docs/decisions/0021-staff-accounts-and-the-audit-log.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlacedRow } from '../../contract/models.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { insertShop, insertShopper, orderFields, type Shop, type Shopper } from '../test-support/order-fixtures.ts';
import { DEFAULT_OWNER_EMAIL, ensureOwner, ownerSignIn } from './owner-account.ts';
import { insertStaff } from './admin-staff.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
let ownerToken: string;
let staffToken: string;
let staffId: number;

type Method = 'GET' | 'POST' | 'PUT';
const api = (method: Method, url: string, token: string | null, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method, url: `/admin/api${url}`, remoteAddress: '127.0.0.1',
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers }, ...(payload ? { payload } : {}),
  });
let ip = 0;
// Each login from its own address, so the per-address limit counts only where a test means it to.
const login = (email: string, password: string, from = `10.1.0.${++ip}`) =>
  api('POST', '/auth/login', null, { email, password }, { 'x-forwarded-for': from });

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { rateLimits: { login: 4, otp: 10, forms: 20 } } });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha@example.test');
  await insertStaff(t.db, { email: 'Owner@Shop.test', name: 'Noor', role: 'owner', password: 'owner-secret-1' });
  staffId = (await insertStaff(t.db, { email: 'sam@shop.test', name: 'Sam', role: 'staff', password: 'staff-secret-1' })).id;
  ownerToken = (await login('owner@shop.test', 'owner-secret-1')).json().token;
  staffToken = (await login('SAM@shop.test', 'staff-secret-1')).json().token;
});
afterAll(async () => t.close());

describe('signing in to the console', () => {
  it('answers a session token and who signed in; me names them; the email is case-insensitive', async () => {
    const res = await login('OWNER@shop.test', 'owner-secret-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.staff).toEqual({ id: expect.any(Number), email: 'Owner@Shop.test', name: 'Noor', role: 'owner' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await api('GET', '/auth/me', body.token)).json()).toEqual({ staff: body.staff });
    expect((await api('GET', '/auth/me', staffToken)).json().staff).toMatchObject({ email: 'sam@shop.test', role: 'staff' });
    // The admin token acts as the owner.
    expect((await api('GET', '/auth/me', t.adminToken)).json().staff).toMatchObject({ role: 'owner' });
  });

  it('refuses a wrong password or an unknown email with 401 in the envelope', async () => {
    for (const [email, password] of [['owner@shop.test', 'wrong-pass'], ['nobody@shop.test', 'owner-secret-1']] as const) {
      const res = await login(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, errorCode: 'INVALID_LOGIN', errorMessage: 'Incorrect email or password!' });
    }
    expect((await api('POST', '/auth/login', null, { email: 'not-an-email', password: 'x' })).statusCode).toBe(400);
  });

  it("a shopper's password and session open nothing here, and a staff session is no shopper's", async () => {
    await t.db.query("UPDATE users SET password_hash = (SELECT password_hash FROM staff WHERE email = 'sam@shop.test') WHERE id = $1", [asha.id]);
    expect((await login('asha@example.test', 'staff-secret-1')).statusCode).toBe(401);
    for (const token of [asha.headers.Token!, null, 'nonsense']) {
      const res = await api('GET', '/orders', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('UNAUTHORIZED');
    }
    const shopper = await t.call('GET_CUSTOMER_ORDER_HISTORY_MASTER', {}, { Token: staffToken, UserID: String(staffId) });
    expect(shopper.status).toBe(401);
  });

  it('locks out after too many wrong passwords with 429 and Retry-After; a known device still signs in', async () => {
    await insertStaff(t.db, { email: 'lock@shop.test', name: 'Lock', role: 'staff', password: 'lock-secret-1' });
    const known = (await login('lock@shop.test', 'lock-secret-1')).json().deviceToken as string;
    for (let i = 0; i < 4; i++) expect((await login('lock@shop.test', 'guess-guess')).statusCode).toBe(401);
    const locked = await login('lock@shop.test', 'lock-secret-1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({ statusCode: 429, errorCode: 'RATE_LIMITED' });
    const fromKnown = await api('POST', '/auth/login', null, { email: 'lock@shop.test', password: 'lock-secret-1', deviceToken: known }, { 'x-forwarded-for': '10.2.0.1' });
    expect(fromKnown.statusCode).toBe(200);
  });

  it('logs out: the token is dead, the others live', async () => {
    const token = (await login('sam@shop.test', 'staff-secret-1')).json().token as string;
    expect((await api('POST', '/auth/logout', token)).json()).toEqual({ ok: true });
    expect((await api('GET', '/auth/me', token)).statusCode).toBe(401);
    expect((await api('GET', '/auth/me', staffToken)).statusCode).toBe(200);
  });
});

describe('a forgotten password', () => {
  const codeMailedTo = async (email: string) => {
    const mail = (await t.db.query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM mail_outbox WHERE lower(to_address) = $1 AND kind = 'otp' ORDER BY id DESC LIMIT 1", [email]))[0];
    return mail ? { subject: mail.subject, code: /is (\d{6})\./.exec(mail.text_body)![1]! } : null;
  };

  it("mails a code, which sets a new password and ends every session; a shopper's code of the same email does not", async () => {
    await insertStaff(t.db, { email: 'asha@example.test', name: 'Asha', role: 'staff', password: 'asha-staff-1' });
    const session = (await login('asha@example.test', 'asha-staff-1')).json().token as string;
    // The shopper asks for a code first: it is for the shop account only.
    await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'asha@example.test' });
    const shopperCode = (await codeMailedTo('asha@example.test'))!.code;
    const wrongRealm = await api('POST', '/auth/reset-password', null, { email: 'asha@example.test', code: shopperCode, password: 'new-secret-1' });
    expect(wrongRealm.statusCode).toBe(400);
    expect(wrongRealm.json()).toMatchObject({ errorCode: 'OTP_INVALID', errorMessage: 'Invalid OTP.' });

    expect((await api('POST', '/auth/reset-code', null, { email: 'ASHA@example.test' })).json()).toEqual({ ok: true });
    const mailed = (await codeMailedTo('asha@example.test'))!;
    expect(mailed.subject).toBe('Your Tohfa console password reset code');
    const res = await api('POST', '/auth/reset-password', null, { email: 'asha@example.test', code: mailed.code, password: 'new-secret-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, deviceToken: expect.stringMatching(/^d1\.s\d+\./) });
    expect((await api('GET', '/auth/me', session)).statusCode).toBe(401);
    expect((await login('asha@example.test', 'asha-staff-1')).statusCode).toBe(401);
    expect((await login('asha@example.test', 'new-secret-1')).statusCode).toBe(200);
    // The shopper's own code still resets only the shop account.
    expect((await t.call('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'asha@example.test', Otp: shopperCode, Password: 'shop-secret-9', ConfirmPassword: 'shop-secret-9' })).status).toBe(200);
    expect((await login('asha@example.test', 'new-secret-1')).statusCode).toBe(200);
  });

  it('answers the same for an email without an account, and mails nothing', async () => {
    expect((await api('POST', '/auth/reset-code', null, { email: 'ghost@shop.test' })).json()).toEqual({ ok: true });
    expect(await codeMailedTo('ghost@shop.test')).toBeNull();
  });
});

describe('roles', () => {
  it('staff cannot manage staff or read the audit log (403); the owner and the admin token can', async () => {
    for (const [method, url, body] of [['GET', '/staff'], ['POST', '/staff', { email: 'x@shop.test', name: 'X', role: 'owner', password: 'xxxxxx' }],
      ['PUT', `/staff/${staffId}`, { role: 'owner' }], ['GET', '/audit'], ['GET', '/backup']] as [Method, string, object?][]) {
      const res = await api(method, url, staffToken, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, errorCode: 'FORBIDDEN' });
    }
    expect((await t.db.query("SELECT role FROM staff WHERE id = $1", [staffId]))[0]).toEqual({ role: 'staff' });
    expect((await t.db.query("SELECT 1 FROM staff WHERE email = 'x@shop.test'"))).toEqual([]);
    for (const token of [ownerToken, t.adminToken]) {
      expect((await api('GET', '/staff', token)).json().staff.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Noor', 'Sam']));
    }
    // Staff do get the orders and today.
    expect((await api('GET', '/orders', staffToken)).statusCode).toBe(200);
    expect((await api('GET', '/today', staffToken)).statusCode).toBe(200);
  });
});

describe('staff accounts and the audit log', () => {
  it('creates an account who can sign in, refuses a taken email and bad input, and logs who did it', async () => {
    const res = await api('POST', '/staff', ownerToken, { email: 'lina@shop.test', name: 'Lina', role: 'staff', password: 'lina-secret-1' });
    expect(res.statusCode).toBe(201);
    const lina = res.json().staff;
    expect(lina).toMatchObject({ email: 'lina@shop.test', name: 'Lina', role: 'staff', disabled: false });
    expect(res.body).not.toContain('scrypt');
    expect((await login('lina@shop.test', 'lina-secret-1')).statusCode).toBe(200);
    const again = await api('POST', '/staff', ownerToken, { email: 'LINA@shop.test', name: 'Lina 2', role: 'staff', password: 'lina-secret-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('A staff account with the email LINA@shop.test already exists.');
    for (const bad of [
      { email: 'nope', name: 'N', role: 'staff', password: 'secret-1' },
      { email: 'n@shop.test', name: '', role: 'staff', password: 'secret-1' },
      { email: 'n@shop.test', name: 'N', role: 'boss', password: 'secret-1' },
      { email: 'n@shop.test', name: 'N', role: 'staff', password: '12345' },
    ]) {
      const r = await api('POST', '/staff', ownerToken, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json()).toMatchObject({ statusCode: 400, errorCode: 'BAD_REQUEST', errorMessage: expect.stringMatching(/\S/) });
    }
    const audit = (await api('GET', '/audit?pageSize=1', ownerToken)).json();
    expect(audit.page).toBe(1);
    expect(audit.pageSize).toBe(1);
    expect(audit.entries).toEqual([{
      id: expect.any(Number), at: expect.any(String), actor: { id: expect.any(Number), email: 'Owner@Shop.test' },
      action: 'create', entity: 'staff', entityId: String(lina.id), before: null, after: lina,
    }]);
    expect(audit.total).toBe(1);
  });

  it('disables an account: its sessions end, it cannot sign in; the log keeps before and after', async () => {
    const token = (await login('lina@shop.test', 'lina-secret-1')).json().token as string;
    const linaId = (await api('GET', '/auth/me', token)).json().staff.id as number;
    const res = await api('PUT', `/staff/${linaId}`, t.adminToken, { disabled: true });
    expect(res.json().staff).toMatchObject({ id: linaId, disabled: true });
    expect((await api('GET', '/auth/me', token)).statusCode).toBe(401);
    expect((await login('lina@shop.test', 'lina-secret-1')).statusCode).toBe(401);
    const [entry] = (await api('GET', '/audit', ownerToken)).json().entries;
    expect(entry).toMatchObject({ actor: { id: null, email: 'admin-token' }, action: 'update', entity: 'staff', entityId: String(linaId),
      before: { disabled: false }, after: { disabled: true } });
    expect((await api('PUT', `/staff/${linaId}`, ownerToken, { disabled: false })).json().staff.disabled).toBe(false);
    expect((await login('lina@shop.test', 'lina-secret-1')).statusCode).toBe(200);
  });

  it('never leaves the shop without an owner; refuses an empty change and an unknown account', async () => {
    const ownerId = (await api('GET', '/auth/me', ownerToken)).json().staff.id as number;
    for (const body of [{ role: 'staff' }, { disabled: true }]) {
      const res = await api('PUT', `/staff/${ownerId}`, ownerToken, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe('The shop needs an owner: make another account owner first.');
    }
    expect((await api('PUT', `/staff/${ownerId}`, ownerToken, {})).statusCode).toBe(400);
    expect((await api('PUT', '/staff/999999', ownerToken, { role: 'staff' })).statusCode).toBe(404);
    expect((await api('PUT', '/staff/abc', ownerToken, { role: 'staff' })).statusCode).toBe(400);
    expect((await t.db.query('SELECT role, disabled_at FROM staff WHERE id = $1', [ownerId]))[0]).toEqual({ role: 'owner', disabled_at: null });
  });
});

describe('today', () => {
  it("counts today's orders and their total in paise, what waits, and low stock", async () => {
    const ravi = await insertShopper(t.db, 'ravi@example.test');
    const order = (await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(ravi.id, [{ ProductId: s.lamp, Quantity: 2 }]),
      { ...ravi.headers, 'Idempotency-Key': crypto.randomUUID() })).data[0]!;
    await t.db.query(`INSERT INTO seller_requests (first_name, email, password_hash, address_line_one) VALUES ('Meera', 'meera@example.test', 'h', 'Road')`);
    await t.db.query(`INSERT INTO contact_requests (full_name, email, phone_number, subject, message) VALUES ('Ravi', 'r@example.test', '1', 'Hi', 'Hello')`);
    const today = (await api('GET', '/today', ownerToken)).json();
    const total = (await t.db.query<{ order_total: number }>('SELECT order_total FROM orders WHERE id = $1', [order.OrderId]))[0]!.order_total;
    expect(today).toMatchObject({ ordersToday: 1, totalTodayPaise: Math.round(Number(total) * 100), waiting: { newOrders: 1, contactMessages: 1, sellerRequests: 1, reviews: 0 } });
    // The lamp is down to 8; the sold-out scarf (0) is first; the hidden vase (5) is not published.
    expect(today.lowStock).toEqual([{ productId: s.soldOut, name: 'Sold Out Scarf', nameAr: expect.any(String), stock: 0 }]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api('GET', `/today?from=${encodeURIComponent(tomorrow)}`, ownerToken)).json()).toMatchObject({ ordersToday: 0, totalTodayPaise: 0 });
    expect((await api('GET', '/today?from=2026-02-30T00:00:00Z', ownerToken)).statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('describes the admin routes with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/admin/api/auth/login', '/admin/api/staff', '/admin/api/staff/{id}', '/admin/api/audit', '/admin/api/today']));
    expect(doc.paths['/admin/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('the first start', () => {
  it('creates the owner from OWNER_EMAIL and OWNER_PASSWORD, or generates one and keeps the password in the data folder', async () => {
    const a = await createTestApp({ seed: false });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tohfa-owner-'));
    try {
      await ensureOwner(a.db, { dataDir, ownerEmail: undefined, ownerPassword: undefined });
      await ensureOwner(a.db, { dataDir, ownerEmail: 'other@shop.test', ownerPassword: 'other-secret' }); // once only
      const password = readFileSync(path.join(dataDir, 'owner-password'), 'utf8');
      expect(await a.db.query('SELECT email, role FROM staff')).toEqual([{ email: DEFAULT_OWNER_EMAIL, role: 'owner' }]);
      expect(await ownerSignIn(a.db, { dataDir, ownerPassword: undefined })).toBe(`${DEFAULT_OWNER_EMAIL} / ${password}`);
      const res = await a.app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: { email: DEFAULT_OWNER_EMAIL, password } });
      expect(res.json().staff.role).toBe('owner');
      // With OWNER_EMAIL and OWNER_PASSWORD (on a database without staff again).
      await a.db.query('DELETE FROM staff');
      await ensureOwner(a.db, { dataDir: '/nonexistent-never-written', ownerEmail: 'boss@shop.test', ownerPassword: 'boss-secret-1' });
      const boss = await a.app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: { email: 'boss@shop.test', password: 'boss-secret-1' } });
      expect(boss.json().staff).toMatchObject({ email: 'boss@shop.test', role: 'owner' });
      expect(await ownerSignIn(a.db, { dataDir, ownerPassword: 'boss-secret-1' })).toBe('boss@shop.test / (from OWNER_PASSWORD)');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await a.close();
    }
  });
});
