// Faults under order load: 2 server instances on one private PostgreSQL cluster, shoppers
// placing orders with an Idempotency-Key each (retrying 503, 409 in progress and lost
// connections with the same key after Retry-After, against either instance), while
// PostgreSQL is restarted twice, the backend of an order's transaction is terminated, and
// a bounded number of slow sockets (loopback) dribble a request one byte every few seconds.
// Reports answered orders, orders stored (each once), oversold stock, process exits, the
// time to recover after each restart, and whether a normal request is served while the
// slow sockets are open. Loopback only, bounded in time, everything stopped at the end.
// Run: npm run bench -- faults [--shoppers 40] [--slow 300]
import { execFileSync } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { startServer, type StartedServer } from '../tests/e2e/support/global-setup.ts';
import { cartLine, orderableProducts } from './orderable-products.ts';
import { placeKeyedOrder, postOrNoAnswer, signUp, type KeyedOrder, type Shopper } from './keyed-orders.ts';
import { freshDatabase, runContext, startPgCluster, stopPgCluster, summarise, withDb } from './support.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SHOPPERS = arg('shoppers', 40);
const SLOW_SOCKETS = arg('slow', 300);
/** A byte every this many ms on each slow socket. */
const SLOW_BYTE_MS = 3_000;
const SLOW_SECONDS = 30;
const LIMITED_STOCK = 30;

const pgDir = '/tmp/pg-faults-bench';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const readyz = async (base: string) => {
  try {
    return (await fetch(`${base}/readyz`)).status;
  } catch {
    return -1;
  }
};

const cluster = startPgCluster(pgDir);
const dbUrl = await freshDatabase(cluster, 'tohfa_faults_bench');
const env = { DATABASE_URL: dbUrl, RATE_LIMIT_LOGIN: '0', RATE_LIMIT_OTP: '0', RATE_LIMIT_FORMS: '0', LOG_LEVEL: 'error' };
const servers: StartedServer[] = [await startServer(env), await startServer(env)];
const bases = servers.map((s) => s.url);
const exits: string[] = [];
servers.forEach((s, i) => s.child.once('exit', (code, signal) => exits.push(`instance ${i + 1} exited (code ${code}, signal ${signal})`)));
const slowSockets: Socket[] = [];

try {
  const { limited, plenty, byId } = await withDb(dbUrl, async (db) => {
    const rows = await orderableProducts(db, 10);
    if (rows.length < 10) throw new Error(`only ${rows.length} orderable products in the seed (need 10)`);
    const ids = rows.map((r) => r.id);
    await db.query(`UPDATE products SET stock_quantity = $1, order_maximum_quantity = 0 WHERE id = ANY($2::int[])`, [LIMITED_STOCK, ids.slice(0, 5)]);
    await db.query(`UPDATE products SET stock_quantity = 100000, order_maximum_quantity = 0 WHERE id = ANY($1::int[])`, [ids.slice(5, 10)]);
    return { limited: ids.slice(0, 5), plenty: ids.slice(5, 10), byId: new Map(rows.map((r) => [r.id, r])) };
  });
  const stockAtStart = new Map<number, number>([...limited.map((id) => [id, LIMITED_STOCK] as const), ...plenty.map((id) => [id, 100_000] as const)]);

  console.log(`signing up ${SHOPPERS} shoppers...`);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signUp(bases[i % 2]!, `faults${i}@example.test`));

  console.log(`${SHOPPERS} shoppers ordering on 2 instances...`, JSON.stringify(runContext()));
  const placed: (KeyedOrder & { at: number; ms: number })[] = [];
  const statuses: number[] = [];
  let stopping = false;
  const runDeadline = Date.now() + 300_000;
  const started = performance.now();
  const load = shoppers.map(async (shopper, i) => {
    for (let n = 0; !stopping; n++) {
      const k = i + n * SHOPPERS;
      const productId = (k % 3 === 0 ? limited[k % limited.length] : plenty[k % plenty.length])!;
      const order = [bases[k % 2]!, bases[(k + 1) % 2]!];
      const t0 = performance.now();
      const o = await placeKeyedOrder(order, shopper, cartLine(byId.get(productId)!, 1 + (k % 2)), runDeadline, { statuses });
      placed.push({ ...o, at: Date.now(), ms: performance.now() - t0 });
    }
  });
  const answeredSince = (t: number) => placed.filter((o) => o.status === 200 && o.at > t).length;

  /** PostgreSQL restarted under the load; recovery timed from the moment it accepts connections again. */
  const restart = async (n: number) => {
    await until('orders before the restart', async () => (answeredSince(Date.now() - 3_000) >= 10 ? true : undefined));
    const t0 = performance.now();
    execFileSync('bash', ['scripts/pg-test-cluster.sh', 'restart', pgDir]);
    const back = Date.now();
    const restartMs = Math.round(performance.now() - t0);
    const readyMs = await until('both /readyz 200', async () => {
      const all = await Promise.all(bases.map(readyz));
      return all.every((s) => s === 200) ? Math.round(Date.now() - back) : undefined;
    });
    const firstOrderMs = await until('an order answered after the restart', async () => {
      const o = placed.find((x) => x.status === 200 && x.at > back);
      return o ? o.at - back : undefined;
    });
    return { restart: n, pgRestartMs: restartMs, readyzBothOkAfterMs: readyMs, firstOrderAnsweredAfterMs: firstOrderMs };
  };

  const recoveries = [await restart(1)];
  await sleep(5_000);
  recoveries.push(await restart(2));

  // The backend of an order's transaction (it has written), terminated in the middle.
  await sleep(3_000);
  const terminated = await withDb(dbUrl, async (db) =>
    until('an order transaction to terminate', async () => {
      const rows = await db.query<{ pid: number; ok: boolean }>(
        `SELECT pid, pg_terminate_backend(pid) AS ok FROM pg_stat_activity
          WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid() LIMIT 1`,
      );
      return rows[0]?.ok ? rows[0].pid : undefined;
    }, 30_000),
  );
  const afterTerminate = Date.now();
  await until('orders after the termination', async () => (answeredSince(afterTerminate) >= 10 ? true : undefined));

  // Slow sockets against instance 1: a request header one byte every SLOW_BYTE_MS.
  const { hostname, port } = new URL(bases[0]!);
  let closedByServer = 0;
  let opened = 0;
  let slowDone = false;
  for (let i = 0; i < SLOW_SOCKETS; i++) {
    const s = connect({ host: hostname, port: Number(port) });
    s.on('error', () => {});
    s.once('connect', () => { opened++; s.write('POST /api/v1/dynamic/dataoperation/GET_All_PRODUCTS HTTP/1.1\r\nHost: 127.0.0.1\r\n'); });
    s.once('close', () => { if (!slowDone) closedByServer++; });
    slowSockets.push(s);
  }
  const dribble = setInterval(() => { for (const s of slowSockets) if (!s.destroyed) s.write('X'); }, SLOW_BYTE_MS);
  const normal: { status: number; ms: number }[] = [];
  const slowUntil = Date.now() + SLOW_SECONDS * 1000;
  while (Date.now() < slowUntil) {
    await sleep(2_000);
    const t0 = performance.now();
    const r = await Promise.race([
      postOrNoAnswer(bases[0]!, 'GET_All_PRODUCTS', { PageNo: 1, PageSize: 9, OrderByColumnName: 'Price ASC' }),
      sleep(10_000).then(() => ({ status: 0 })),
    ]);
    normal.push({ status: r.status, ms: Math.round(performance.now() - t0) });
  }
  clearInterval(dribble);
  slowDone = true;
  const stillOpen = slowSockets.filter((s) => !s.destroyed).length;
  const closedDuring = closedByServer;

  stopping = true;
  await Promise.all(load);
  for (const s of slowSockets) s.destroy();
  const elapsed = (performance.now() - started) / 1000;

  const check = await withDb(dbUrl, async (db) => {
    const keys = placed.map((o) => o.key);
    // A key whose release met an outage is freed by its instance once the database is back.
    const pendingAfterMs = await until('no pending keys', async () => {
      const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE status_code IS NULL AND key = ANY($1::text[])', [keys]))[0]!.n;
      return n === 0 ? 0 : undefined;
    }, 60_000).catch(() => -1);
    const stored = await db.query<{ key: string; n: number; id: number }>(
      'SELECT idempotency_key AS key, count(*)::int AS n, min(id) AS id FROM orders WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key',
      [keys],
    );
    const allOrders = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'faults%@example.test'"))[0]!.n;
    const stock = await db.query<{ id: number; stock: number; taken: number }>(
      `SELECT p.id, p.stock_quantity AS stock,
              coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
                         WHERE i.product_id = p.id AND u.email LIKE 'faults%@example.test'), 0)::int AS taken
         FROM products p WHERE p.id = ANY($1::int[])`,
      [[...limited, ...plenty]],
    );
    return { pendingAfterMs, stored, allOrders, stock };
  });
  const answered = placed.filter((o) => o.status === 200);
  const storedByKey = new Map(check.stored.map((r) => [r.key, r]));
  const answeredNotStoredOnce = answered.filter((o) => storedByKey.get(o.key)?.n !== 1 || storedByKey.get(o.key)?.id !== o.orderId).length;
  const storedNotAnswered = check.stored.filter((r) => !answered.some((o) => o.key === r.key)).length;
  const oversold = check.stock.filter((p) => p.stock < 0 || p.stock + p.taken !== stockAtStart.get(p.id)).length;
  const histogram = statuses.reduce<Record<string, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
  const result = {
    after: runContext(),
    seconds: Math.round(elapsed), shoppers: SHOPPERS, instances: 2,
    submissions: placed.length,
    answeredOrders: answered.length,
    refusedOutOfStock: placed.filter((o) => o.errorCode === 'OUT_OF_STOCK').length,
    otherFinalAnswers: placed.filter((o) => o.status !== 200 && o.errorCode !== 'OUT_OF_STOCK').map((o) => `${o.status} ${o.errorCode ?? ''}`),
    answerStatusesIncludingRetries: histogram,
    submissionsRetried: placed.filter((o) => o.seen.length > 1).length,
    submissionMs: summarise(placed.map((o) => o.ms)),
    ordersStored: check.allOrders,
    answeredButNotStoredExactlyOnce: answeredNotStoredOnce,
    storedButNeverAnswered: storedNotAnswered,
    oversoldProducts: oversold,
    limitedStock: check.stock.filter((p) => limited.includes(p.id)).map((p) => `product ${p.id}: ${p.taken} taken + ${p.stock} left of ${LIMITED_STOCK}`),
    pendingKeysClearedAfterMs: check.pendingAfterMs,
    recoveries,
    terminatedBackend: terminated,
    processExits: exits,
    slowSockets: { opened, byteEveryMs: SLOW_BYTE_MS, seconds: SLOW_SECONDS, closedByServerWithin: closedDuring, stillOpenAtEnd: stillOpen },
    normalListingWhileSlowSocketsOpen: { answers: normal.length, ok: normal.filter((r) => r.status === 200).length, ms: summarise(normal.map((r) => r.ms)) },
  };
  console.log(JSON.stringify(result, null, 2));
  const ok = exits.length === 0 && answeredNotStoredOnce === 0 && storedNotAnswered === 0 && oversold === 0 && check.pendingAfterMs >= 0 &&
    result.otherFinalAnswers.length === 0 && normal.every((r) => r.status === 200);
  console.log(ok ? 'FAULT RUN CLEAN' : 'FAULT RUN FOUND PROBLEMS');
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const s of slowSockets) s.destroy();
  for (const s of servers) await s.stop();
  stopPgCluster(pgDir);
}
