// Faults on PostgreSQL, against real server processes:
// - the server killed (SIGKILL) in the middle of placing an order: no half-written order,
//   and the client's retry with the same Idempotency-Key ends with exactly one order;
// - PostgreSQL restarted under load: the server recovers without a restart of its own;
// - the backend of an order's transaction terminated in the middle of it: the process
//   lives, the order answers 503 with Retry-After, the retry with its key makes it once;
// - PostgreSQL down and up again under shoppers placing orders with keys: 503s meanwhile
//   and /readyz 503, then recovery without a restart, every answered order stored once,
//   nothing oversold, no key left pending.
// The crash and pause points are hooks that only the TEST_FAULT_HOOK environment variable turns on.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startPgCluster, stopPgCluster, withDb } from '../../bench/support.ts';
import { postCall } from '../../server/test-support/post-call.ts';
import { placeKeyedOrder, postOrNoAnswer, signUp, type KeyedOrder } from '../../bench/keyed-orders.ts';
import { startServer, type StartedServer } from '../e2e/support/global-setup.ts';
import { PAUSED_ORDER_APP } from '../../server/test-support/fault-hooks.ts';

// One cluster per run, so two runs on one machine never restart each other's.
const PG_DIR = `/tmp/tohfa-fault-pg-${process.pid}`;
let cluster = '';
let dbUrl = '';
const servers: StartedServer[] = [];
/** Servers started with a fault hook: not for the load tests. */
const hooked = new Set<StartedServer>();

async function shopper(base: string, email: string) {
  await postCall(base, 'SIGNUP_USER', {
    FirstName: 'Fault', LastName: 'Tester', EmailAddress: email, Password: 'faulttest1', MobileNo: '',
    AddressLineOne: '1 Test Street', CityId: -999, StateProvinceId: -999, PostalCode: '', CountryID: 1,
  }, { 'Idempotency-Key': crypto.randomUUID() });
  const login = await postCall<{ UserID: number }[]>(base, 'GET_USER_LOGIN', { Email: email, Password: 'faulttest1' });
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
    hooked.add(crashing);
    const user = await shopper(crashing.url, 'fault-kill@example.test');
    const productId = await orderableProduct();
    const stockBefore = await withDb(dbUrl, async (db) => (await db.query<{ s: number }>('SELECT stock_quantity AS s FROM products WHERE id = $1', [productId]))[0]!.s);
    const key = crypto.randomUUID();
    const order = {
      UserID: user.id, OrderNote: 'fault test', cartJsonData: JSON.stringify([{ ProductId: productId, productSelectedAttributes: [], Quantity: 2 }]),
      CouponCode: '', PaymentMethod: 6, paymentToken: '', payPalOrderConfirmJson: '',
    };
    // The first attempt dies with the process: the client sees a broken connection.
    await expect(postCall(crashing.url, 'POST_CUSTOMER_ORDER', order, { ...user.headers, 'Idempotency-Key': key })).rejects.toThrow();
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
    // Until the dead attempt's lease lapses the key is in progress (409 with Retry-After);
    // the client waits as told and tries again.
    const retried = await placeKeyedOrder([healthy.url], user, { ProductId: productId, productSelectedAttributes: [], Quantity: 2 }, Date.now() + 60_000, { key, note: 'fault test' });
    expect(retried.status).toBe(200);
    expect(retried.seen.filter((st) => st !== 200 && st !== 409)).toEqual([]);
    const again = await postCall<{ OrderId: number }[]>(healthy.url, 'POST_CUSTOMER_ORDER', order, { ...user.headers, 'Idempotency-Key': key });
    expect(again.data[0]!.OrderId).toBe(retried.orderId);
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
          statuses.push((await postCall(server.url, 'GET_All_PRODUCTS', { PageNo: 1, PageSize: 9, OrderByColumnName: 'Price ASC', SearchTerm: `m${statuses.length % 7}` })).status);
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
    const after = await postCall<unknown[]>(server.url, 'GET_All_PRODUCTS', { PageNo: 1, PageSize: 9 });
    expect(after.status).toBe(200);
    expect(after.data.length).toBe(9);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // The process never died, and nothing answered other than 200 or a clean 5xx envelope.
    expect(server.child.exitCode).toBeNull();
    expect(statuses.filter((s) => s === -1)).toEqual([]);
  });

  it('a backend terminated in the middle of an order: the process lives, the order answers 503, and its retry makes it once', async () => {
    const paused = await startServer({ DATABASE_URL: dbUrl, TEST_FAULT_HOOK: 'order-pause-after-stock' });
    servers.push(paused);
    hooked.add(paused);
    const user = await signUp(paused.url, 'fault-terminate@example.test');
    const productId = await orderableProduct();
    await withDb(dbUrl, async (db) => {
      const stockOf = async () => (await db.query<{ s: number }>('SELECT stock_quantity AS s FROM products WHERE id = $1', [productId]))[0]!.s;
      const ordersOf = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]))[0]!.n;
      const stockBefore = await stockOf();
      const key = crypto.randomUUID();
      const order = {
        UserID: user.id, OrderNote: 'terminated', cartJsonData: JSON.stringify([{ ProductId: productId, productSelectedAttributes: [], Quantity: 2 }]),
        CouponCode: '', PaymentMethod: 6, paymentToken: '', payPalOrderConfirmJson: '',
      };
      const first = postOrNoAnswer(paused.url, 'POST_CUSTOMER_ORDER', order, { ...user.headers, 'Idempotency-Key': key });
      // The order's transaction: it has written (taken the stock) and holds its pause. Found by
      // the name the pause gives it: the key's claim and the lease renewals also hold a
      // transaction id for a moment, and terminating the claim instead fails the attempt
      // before its order, so the retry becomes the paused first attempt and times out.
      const pid = await poll('the order transaction', async () =>
        (await db.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = $1 AND backend_xid IS NOT NULL`,
          [PAUSED_ORDER_APP],
        ))[0]?.pid);
      expect((await db.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [pid]))[0]!.ok).toBe(true);

      const answer = await first;
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ statusCode: 503, errorCode: 'SERVICE_UNAVAILABLE' });
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(paused.child.exitCode).toBeNull();
      expect({ orders: await ordersOf(), stock: await stockOf() }).toEqual({ orders: 0, stock: stockBefore });

      // The shopper's client tries again with the same key, after Retry-After.
      await new Promise((r) => setTimeout(r, Number(answer.retryAfter) * 1000));
      const retried = await postOrNoAnswer(paused.url, 'POST_CUSTOMER_ORDER', order, { ...user.headers, 'Idempotency-Key': key });
      expect(retried.status).toBe(200);
      const again = await postOrNoAnswer(paused.url, 'POST_CUSTOMER_ORDER', order, { ...user.headers, 'Idempotency-Key': key });
      expect((again.data as { OrderId: number }[])[0]!.OrderId).toBe((retried.data as { OrderId: number }[])[0]!.OrderId);
      expect({ orders: await ordersOf(), stock: await stockOf() }).toEqual({ orders: 1, stock: stockBefore - 2 });
      expect(paused.child.exitCode).toBeNull();
    });
  });

  it('PostgreSQL down and up again under shoppers placing orders: 503 meanwhile, recovery without a restart, each answered order stored once', async () => {
    let server = servers.find((s) => s.child.exitCode === null && s.child.signalCode === null && !hooked.has(s));
    if (!server) servers.push((server = await startServer({ DATABASE_URL: dbUrl })));
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(server.url, `fault-write-${i}@example.test`)));
    // Two products: one with little stock, which the shoppers run out of (nothing may be
    // oversold), one with plenty, so orders succeed again after the outage.
    const [scarce, plenty] = await withDb(dbUrl, async (db) => {
      const ids = (await db.query<{ id: number }>(
        `SELECT p.id FROM products p WHERE NOT p.is_digital
         AND NOT EXISTS (SELECT 1 FROM product_attribute_options o WHERE o.product_id = p.id AND (o.is_required OR o.attribute_id IN (1, 2)))
         ORDER BY p.id OFFSET 1 LIMIT 2`,
      )).map((r) => r.id);
      await db.query('UPDATE products SET stock_quantity = 10 WHERE id = $1', [ids[0]]);
      await db.query('UPDATE products SET stock_quantity = 100000 WHERE id = $1', [ids[1]]);
      return ids as [number, number];
    });
    const stockStart = { [scarce]: 10, [plenty]: 100_000 };

    const deadline = Date.now() + 120_000;
    const placed: (KeyedOrder & { at: number })[] = [];
    const answers: number[] = []; // every status the shoppers met, retries included
    let stopping = false;
    const loops = shoppers.map(async (shopper, i) => {
      for (let n = 0; !stopping && Date.now() < deadline; n++) {
        const productId = (n + i) % 2 === 0 ? scarce : plenty;
        const o = await placeKeyedOrder([server.url], shopper, { ProductId: productId, productSelectedAttributes: [], Quantity: 1 }, deadline, { statuses: answers });
        placed.push({ ...o, at: Date.now() });
      }
    });
    const answeredOk = () => placed.filter((o) => o.status === 200).length;
    await poll('orders before the outage', async () => answeredOk() >= 6 || undefined);

    execFileSync('bash', ['scripts/pg-test-cluster.sh', 'down', PG_DIR]);
    await poll('/readyz to say 503', async () => ((await fetch(`${server.url}/readyz`)).status === 503 ? true : undefined));
    const probe = await postOrNoAnswer(server.url, 'GET_All_PRODUCTS', { PageNo: 1, PageSize: 9 });
    expect(probe.status).toBe(503);
    expect(probe.retryAfter).toMatch(/^\d+$/);
    await poll('a shopper to meet a 503', async () => answers.includes(503) || undefined);

    execFileSync('bash', ['scripts/pg-test-cluster.sh', 'up', PG_DIR]);
    const up = Date.now();
    await poll('/readyz to say 200', async () => ((await fetch(`${server.url}/readyz`)).status === 200 ? true : undefined));
    await poll('orders after the outage', async () => placed.filter((o) => o.status === 200 && o.at > up).length >= 6 || undefined);
    stopping = true;
    await Promise.all(loops);

    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    // Every submission got a final answer: an order, or a refusal because the stock ran out.
    expect(placed.filter((o) => o.status === 0)).toEqual([]);
    expect(placed.filter((o) => o.status !== 200 && o.errorCode !== 'OUT_OF_STOCK')).toEqual([]);
    expect(placed.some((o) => o.seen.includes(503))).toBe(true);

    await withDb(dbUrl, async (db) => {
      const keys = placed.map((o) => o.key);
      const stored = await db.query<{ key: string; id: number }>('SELECT idempotency_key AS key, id FROM orders WHERE idempotency_key = ANY($1::text[])', [keys]);
      // Each answered order exactly once, with the id it was answered with; nothing for a refusal.
      expect(stored.map((r) => `${r.key}:${r.id}`).sort()).toEqual(placed.filter((o) => o.status === 200).map((o) => `${o.key}:${o.orderId}`).sort());
      const userIds = shoppers.map((s) => s.id);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = ANY($1::int[])', [userIds]))[0]!.n).toBe(stored.length);
      // Stock: what is left plus what the stored orders took is what there was; never below zero.
      for (const productId of [scarce, plenty]) {
        const row = (await db.query<{ stock: number; taken: number }>(
          `SELECT p.stock_quantity AS stock,
                  (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i JOIN orders o ON o.id = i.order_id
                    WHERE i.product_id = p.id AND o.user_id = ANY($2::int[])) AS taken
           FROM products p WHERE p.id = $1`,
          [productId, userIds],
        ))[0]!;
        expect(row.stock).toBeGreaterThanOrEqual(0);
        expect(row.stock + row.taken).toBe(stockStart[productId]);
      }
      // No key is left in progress (a key whose release met the outage is freed once the database is back).
      await poll('no pending keys', async () =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE status_code IS NULL AND key = ANY($1::text[])', [keys]))[0]!.n === 0
          ? true
          : undefined);
    });
  });
});

/** Polls `probe` every 100 ms until it answers something, for at most 60 s. */
async function poll<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    let value: T | undefined | false;
    try {
      value = await probe();
    } catch {
      value = undefined; // e.g. the database or the server not answering yet
    }
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

