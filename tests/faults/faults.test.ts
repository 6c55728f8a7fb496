// Faults on PostgreSQL, against real server processes:
// - the server killed (SIGKILL) in the middle of placing an order: no half-written order,
//   and the client's retry with the same Idempotency-Key ends with exactly one order;
// - PostgreSQL restarted under load: the server recovers without a restart of its own.
// The crash point is a hook that only the TEST_FAULT_HOOK environment variable turns on.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, post, startPgCluster, stopPgCluster, withDb } from '../../bench/support.ts';
import { startServer, type StartedServer } from '../e2e/support/global-setup.ts';

const PG_DIR = '/tmp/tohfa-fault-pg';
let cluster = '';
let dbUrl = '';
const servers: StartedServer[] = [];

async function shopper(base: string, email: string) {
  await post(base, 'SIGNUP_USER', {
    FirstName: 'Fault', LastName: 'Tester', EmailAddress: email, Password: 'faulttest1', MobileNo: '',
    AddressLineOne: '1 Test Street', CityId: -999, StateProvinceId: -999, PostalCode: '', CountryID: 1,
  }, { 'Idempotency-Key': crypto.randomUUID() });
  const login = await post<{ UserID: number }[]>(base, 'GET_USER_LOGIN', { Email: email, Password: 'faulttest1' });
  expect(login.status).toBe(200);
  return { id: login.data[0]!.UserID, headers: { Token: String(login.body.token), UserID: String(login.data[0]!.UserID) } };
}

async function orderableProduct(): Promise<number> {
  return withDb(dbUrl, async (db) => {
    const rows = await db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.stock_quantity > 5 AND NOT p.is_digital
       AND NOT EXISTS (SELECT 1 FROM product_attribute_options o WHERE o.product_id = p.id AND (o.is_required OR o.attribute_id IN (1, 2)))
       ORDER BY p.id LIMIT 1`,
    );
    return rows[0]!.id;
  });
}

beforeAll(async () => {
  cluster = startPgCluster(PG_DIR);
  dbUrl = await freshDatabase(cluster, 'tohfa_faults');
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  stopPgCluster(PG_DIR);
});

describe('faults on PostgreSQL', () => {
  it('a server killed while placing an order leaves no half-written order, and the retry makes exactly one', async () => {
    const crashing = await startServer({ DATABASE_URL: dbUrl, TEST_FAULT_HOOK: 'order-after-stock' });
    servers.push(crashing);
    const user = await shopper(crashing.url, 'fault-kill@example.test');
    const productId = await orderableProduct();
    const stockBefore = await withDb(dbUrl, async (db) => (await db.query<{ s: number }>('SELECT stock_quantity AS s FROM products WHERE id = $1', [productId]))[0]!.s);
    const key = crypto.randomUUID();
    const order = {
      UserID: user.id, OrderNote: 'fault test', cartJsonData: JSON.stringify([{ ProductId: productId, productSelectedAttributes: [], Quantity: 2 }]),
      CouponCode: '', PaymentMethod: 6, paymentToken: '', payPalOrderConfirmJson: '',
    };
    // The first attempt dies with the process: the client sees a broken connection.
    await expect(post(crashing.url, 'POST_CUSTOMER_ORDER', order, { ...user.headers, 'Idempotency-Key': key })).rejects.toThrow();
    if (crashing.child.exitCode === null && crashing.child.signalCode === null) await once(crashing.child, 'exit');
    expect(crashing.child.signalCode).toBe('SIGKILL');

    const afterCrash = await withDb(dbUrl, async (db) => ({
      orders: (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]))[0]!.n,
      stock: (await db.query<{ s: number }>('SELECT stock_quantity AS s FROM products WHERE id = $1', [productId]))[0]!.s,
    }));
    expect(afterCrash).toEqual({ orders: 0, stock: stockBefore });

    // The client retries the same submission against a healthy instance.
    const healthy = await startServer({ DATABASE_URL: dbUrl });
    servers.push(healthy);
    const retried = await post<{ OrderId: number }[]>(healthy.url, 'POST_CUSTOMER_ORDER', order, { ...user.headers, 'Idempotency-Key': key });
    expect(retried.status).toBe(200);
    const again = await post<{ OrderId: number }[]>(healthy.url, 'POST_CUSTOMER_ORDER', order, { ...user.headers, 'Idempotency-Key': key });
    expect(again.data[0]!.OrderId).toBe(retried.data[0]!.OrderId);
    const final = await withDb(dbUrl, async (db) => ({
      orders: (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]))[0]!.n,
      stock: (await db.query<{ s: number }>('SELECT stock_quantity AS s FROM products WHERE id = $1', [productId]))[0]!.s,
    }));
    expect(final).toEqual({ orders: 1, stock: stockBefore - 2 });
  });

  it('recovers by itself when PostgreSQL restarts under load', async () => {
    const server = servers[1] ?? (await startServer({ DATABASE_URL: dbUrl }));
    if (!servers.includes(server)) servers.push(server);
    let stop = false;
    const statuses: number[] = [];
    const load = (async () => {
      while (!stop) {
        try {
          statuses.push((await post(server.url, 'GET_All_PRODUCTS', { PageNo: 1, PageSize: 9, OrderByColumnName: 'Price ASC', SearchTerm: `m${statuses.length % 7}` })).status);
        } catch {
          statuses.push(-1);
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    execFileSync('bash', ['scripts/pg-test-cluster.sh', 'restart', PG_DIR]);
    await new Promise((r) => setTimeout(r, 1500));
    stop = true;
    await load;
    // After the restart, without restarting the server, calls succeed again.
    const after = await post<unknown[]>(server.url, 'GET_All_PRODUCTS', { PageNo: 1, PageSize: 9 });
    expect(after.status).toBe(200);
    expect(after.data.length).toBe(9);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // The process never died, and nothing answered other than 200 or a clean 5xx envelope.
    expect(server.child.exitCode).toBeNull();
    expect(statuses.filter((s) => s === -1)).toEqual([]);
  });
});
