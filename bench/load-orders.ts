// Load: 2 server instances on one PostgreSQL, 200 concurrent shoppers placing orders for
// 60 s (issue 8). Loopback only, bounded in time, rate limits off for the run, sessions
// made beforehand. Checks afterwards: no 5xx, no oversold stock, every accepted order
// present once with the total the cart call showed.
// Run: node --import tsx bench/load-orders.ts [--seconds 60] [--shoppers 200]
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { freshDatabase, post, startPgCluster, stopPgCluster, summarise, withDb } from './support.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 60);
const SHOPPERS = arg('shoppers', 200);
const LIMITED_STOCK = 40;

const pgDir = '/tmp/tohfa-load-pg';
const cluster = startPgCluster(pgDir);
const dbUrl = await freshDatabase(cluster, 'tohfa_load');
const env = { DATABASE_URL: dbUrl, RATE_LIMIT_LOGIN: '0', RATE_LIMIT_OTP: '0', RATE_LIMIT_FORMS: '0', LOG_LEVEL: 'error' };
const a = await startServer(env);
const b = await startServer(env);
const bases = [a.url, b.url];

try {
  // Products anyone can order without choosing options; a few get a small stock to race on.
  const products = await withDb(dbUrl, async (db) => {
    const rows = await db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.stock_quantity > 0 AND NOT p.is_digital
       AND NOT EXISTS (SELECT 1 FROM product_attribute_options o WHERE o.product_id = p.id AND (o.is_required OR o.attribute_id IN (1, 2)))
       ORDER BY p.id LIMIT 20`,
    );
    const ids = rows.map((r) => r.id);
    await db.query(`UPDATE products SET stock_quantity = $1, order_maximum_quantity = 0 WHERE id IN (${ids.slice(0, 5).join(',')})`, [LIMITED_STOCK]);
    await db.query(`UPDATE products SET stock_quantity = 100000, order_maximum_quantity = 0 WHERE id IN (${ids.slice(5).join(',')})`);
    return ids;
  });
  if (products.length < 10) throw new Error('not enough orderable products in the seed');
  const limited = products.slice(0, 5);

  // Sessions made beforehand.
  console.log(`signing up ${SHOPPERS} shoppers...`);
  const shoppers: { id: number; token: string }[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `load${i}@example.test`;
    const base = bases[i % 2]!;
    await post(base, 'SIGNUP_USER', {
      FirstName: 'Load', LastName: `Shopper ${i}`, EmailAddress: email, Password: 'loadtest123', MobileNo: '9800000000',
      AddressLineOne: `${i} MG Road`, CityId: -999, StateProvinceId: -999, PostalCode: '400001', CountryID: 1,
    }, { 'Idempotency-Key': crypto.randomUUID() });
    const login = await post<{ UserID: number }[]>(base, 'GET_USER_LOGIN', { Email: email, Password: 'loadtest123' });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    shoppers.push({ id: login.data[0]!.UserID, token: String(login.body.token) });
  }

  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const accepted: { orderId: number; total: number }[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  let n = 0;
  console.log(`${SHOPPERS} shoppers ordering for ${SECONDS} s on 2 instances...`);
  await Promise.all(
    shoppers.map(async (s, i) => {
      while (Date.now() < deadline) {
        const base = bases[(i + n++) % 2]!;
        const productId = (n % 3 === 0 ? limited[n % limited.length] : products[n % products.length])!;
        const cart = [{ ProductId: productId, productSelectedAttributes: [], Quantity: 1 + (n % 2) }];
        const headers = { Token: s.token, UserID: String(s.id) };
        const priced = await post<{ orderTotal: number; productsData: unknown[] }>(base, 'GET_CUSTOMER_CART_ITEMS', { cartJsonData: JSON.stringify(cart) }, headers);
        statuses.set(priced.status, (statuses.get(priced.status) ?? 0) + 1);
        if (priced.status !== 200 || priced.data.productsData.length === 0) continue; // sold out meanwhile
        const started = performance.now();
        const order = await post<{ OrderId: number; OrderTotal: number }[]>(base, 'POST_CUSTOMER_ORDER', {
          UserID: s.id, OrderNote: '', cartJsonData: JSON.stringify(cart), CouponCode: '', PaymentMethod: 6, paymentToken: '', payPalOrderConfirmJson: '',
        }, { ...headers, 'Idempotency-Key': crypto.randomUUID() });
        latencies.push(performance.now() - started);
        statuses.set(order.status, (statuses.get(order.status) ?? 0) + 1);
        if (order.status === 200) {
          const row = order.data[0]!;
          if (row.OrderTotal !== priced.data.orderTotal) throw new Error(`order ${row.OrderId} total ${row.OrderTotal} != cart ${priced.data.orderTotal}`);
          accepted.push({ orderId: row.OrderId, total: row.OrderTotal });
        }
      }
    }),
  );

  const check = await withDb(dbUrl, async (db) => {
    const orders = await db.query<{ id: number; order_total: number }>('SELECT id, order_total FROM orders WHERE user_id IN (SELECT id FROM users WHERE email LIKE $1)', ['load%@example.test']);
    const negative = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE stock_quantity < 0');
    const sold = await db.query<{ product_id: number; qty: number; stock: number }>(
      `SELECT oi.product_id, sum(oi.quantity)::int AS qty, p.stock_quantity AS stock FROM order_items oi JOIN products p ON p.id = oi.product_id
       WHERE oi.product_id IN (${limited.join(',')}) GROUP BY oi.product_id, p.stock_quantity`,
    );
    return { orders, negative: negative[0]!.n, sold };
  });
  const byId = new Map(check.orders.map((o) => [o.id, o.order_total]));
  const missing = accepted.filter((o) => byId.get(o.orderId) !== o.total);
  const oversold = check.sold.filter((s) => s.qty + s.stock !== LIMITED_STOCK || s.stock < 0);
  const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((t, [, c]) => t + c, 0);
  const result = {
    seconds: SECONDS, shoppers: SHOPPERS, instances: 2,
    statuses: Object.fromEntries(statuses), acceptedOrders: accepted.length, ordersInDb: check.orders.length,
    ordersPerSecond: Math.round((accepted.length / SECONDS) * 10) / 10, orderLatencyMs: summarise(latencies),
    fiveXX, negativeStockRows: check.negative, oversoldProducts: oversold.length, acceptedMissingOrWrongTotal: missing.length,
  };
  console.log(JSON.stringify(result, null, 2));
  const ok = fiveXX === 0 && check.negative === 0 && oversold.length === 0 && missing.length === 0 && check.orders.length === accepted.length;
  console.log(ok ? 'LOAD RUN CLEAN' : 'LOAD RUN FOUND PROBLEMS');
  process.exitCode = ok ? 0 : 1;
} finally {
  await a.stop();
  await b.stop();
  stopPgCluster(pgDir);
}
