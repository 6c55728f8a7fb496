// Logging out acts on the session the request carries, whatever Idempotency-Key it sends:
// a replayed logout must not be answered from the first one's stored answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRow } from '../../../contract/models.ts';
import { hashPassword } from '../../auth/password.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let userId = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  userId = (await t.db.query<{ id: number }>(
    "INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Noor', 'Haddad', 'noor@example.test', $1) RETURNING id",
    [await hashPassword('secret123')],
  ))[0]!.id;
});
afterAll(async () => t.close());

const login = async () => {
  const r = await t.call<LoginRow[]>('GET_USER_LOGIN', { Email: 'noor@example.test', Password: 'secret123' });
  expect(r.status).toBe(200);
  return r.body.token;
};
/** A call that needs a live session: the order history. */
const works = async (token: string) =>
  (await t.call('GET_CUSTOMER_ORDER_HISTORY_MASTER', { UserID: userId, pageNo: 1 }, { Token: token, UserID: String(userId) })).status === 200;
const logout = (token: string, key: string) => t.call('LOGOUT', {}, { Token: token, UserID: String(userId), 'Idempotency-Key': key });

describe('logout', () => {
  it('a replayed logout (same key) with a newer session ends that newer session', async () => {
    const key = crypto.randomUUID();
    const first = await login();
    expect(await works(first)).toBe(true);
    expect((await logout(first, key)).status).toBe(200);
    expect(await works(first)).toBe(false);

    const second = await login();
    expect(await works(second)).toBe(true);
    const replay = await logout(second, key);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(await works(second)).toBe(false);
    const open = await t.db.query('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    expect(open).toEqual([]);
  });

  it('the same logout sent again with its own (now revoked) session is refused as logged out, and changes nothing', async () => {
    const key = crypto.randomUUID();
    const token = await login();
    const other = await login(); // another device of the same shopper
    expect((await logout(token, key)).status).toBe(200);
    expect((await logout(token, key)).status).toBe(401);
    expect(await works(other)).toBe(true);
  });
});
