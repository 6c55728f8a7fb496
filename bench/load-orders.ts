// Load: 2 server instances on one PostgreSQL, 200 concurrent shoppers placing orders for
// 60 s. Loopback only, bounded in time, rate limits off for the run, sessions
// made beforehand. Checks afterwards: no 5xx, no oversold stock, every accepted order
// present once with the total the cart call showed.
// Run: node --import tsx bench/load-orders.ts [--seconds 60] [--shoppers 200]
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { cartLine, orderableProducts } from './orderable-products.ts';
import { freshDatabase, runContext, startPgCluster, stopPgCluster, summarise, withDb } from './support.ts';
import { postCall } from '../server/test-support/post-call.ts';

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
  // Products with a free choice for every required option (bench/orderable-products.ts);
  // a few get a small stock to race on.
  const catalogue = await withDb(dbUrl, async (db) => {
    const rows = await orderableProducts(db, 20);
    const ids = rows.map((r) => r.id);
    if (ids.length >= 10) {
      await db.query(`UPDATE products SET stock_quantity = $1, order_maximum_quantity = 0 WHERE id IN (${ids.slice(0, 5).join(',')})`, [LIMITED_STOCK]);
      await db.query(`UPDATE products SET stock_quantity = 100000, order_maximum_quantity = 0 WHERE id IN (${ids.slice(5).join(',')})`);
    }
    return rows;
  });
  if (catalogue.length < 10) throw new Error(`only ${catalogue.length} orderable products in the seed (need 10)`);
  const products = catalogue.map((r) => r.id);
  const byProduct = new Map(catalogue.map((r) => [r.id, r]));
  const limited = products.slice(0, 5);
  const line = (productId: number, quantity: number) => cartLine(byProduct.get(productId)!, quantity);
  // In paise, so the comparison is exact.
  const expectedPaise = (productId: number, quantity: number) => {
    const p = byProduct.get(productId)!;
    return Math.round(p.sale_price * 100) * quantity + Math.round(p.shipping * 100) * quantity;
  };

  // Sessions made beforehand.
  console.log(`signing up ${SHOPPERS} shoppers...`);
  const shoppers: { id: number; token: string }[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `load${i}@example.test`;
    const base = bases[i % 2]!;
    await postCall(base, 'SIGNUP_USER', {
      FirstName: 'Load', LastName: `Shopper ${i}`, EmailAddress: email, Password: 'loadtest123', MobileNo: '9800000000',
      AddressLineOne: `${i} MG Road`, CityId: -999, StateProvinceId: -999, PostalCode: '400001', CountryID: 1,
    }, { 'Idempotency-Key': crypto.randomUUID() });
    const login = await postCall<{ UserID: number }[]>(base, 'GET_USER_LOGIN', { Email: email, Password: 'loadtest123' });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    shoppers.push({ id: login.data[0]!.UserID, token: String(login.body.token) });
  }

  const statuses = { cart: new Map<number, number>(), order: new Map<number, number>() };
  const count = (m: Map<number, number>, status: number) => m.set(status, (m.get(status) ?? 0) + 1);
  const latencies = { cart: [] as number[], order: [] as number[] };
  const accepted: { orderId: number; total: number; expectedPaise: number; quantity: number; productId: number }[] = [];
  const refusals = new Map<string, number>();
  let cartDisagrees = 0;
  let n = 0;
  console.log(`${SHOPPERS} shoppers ordering for ${SECONDS} s on 2 instances...`, JSON.stringify(runContext()));
  const started = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    shoppers.map(async (s, i) => {
      while (Date.now() < deadline) {
        const k = n++;
        const base = bases[(i + k) % 2]!;
        // Every third order goes to one of the five products with a small stock.
        const productId = (k % 3 === 0 ? limited[k % limited.length] : products[5 + (k % (products.length - 5))])!;
        const quantity = 1 + (k % 2);
        const cart = [line(productId, quantity)];
        const headers = { Token: s.token, UserID: String(s.id) };
        let t0 = performance.now();
        const priced = await postCall<{ orderTotal: number; productsData: unknown[] }>(base, 'GET_CUSTOMER_CART_ITEMS', { cartJsonData: JSON.stringify(cart) }, headers);
        latencies.cart.push(performance.now() - t0);
        count(statuses.cart, priced.status);
        if (priced.status !== 200 || priced.data.productsData.length === 0) continue; // sold out meanwhile
        t0 = performance.now();
        const order = await postCall<{ OrderId: number; OrderTotal: number }[]>(base, 'POST_CUSTOMER_ORDER', {
          UserID: s.id, OrderNote: '', cartJsonData: JSON.stringify(cart), CouponCode: '', PaymentMethod: 6, paymentToken: '', payPalOrderConfirmJson: '',
        }, { ...headers, 'Idempotency-Key': crypto.randomUUID() });
        latencies.order.push(performance.now() - t0);
        count(statuses.order, order.status);
        if (order.status === 200 && !order.body.errorCode) {
          const row = order.data[0]!;
          if (row.OrderTotal !== priced.data.orderTotal) cartDisagrees++; // prices do not move during the run
          accepted.push({ orderId: row.OrderId, total: row.OrderTotal, expectedPaise: expectedPaise(productId, quantity), quantity, productId });
        } else {
          const code = String(order.body.errorCode ?? order.body.code ?? order.status);
          refusals.set(code, (refusals.get(code) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const check = await withDb(dbUrl, async (db) => {
    const orders = await db.query<{ id: number; order_total: number; subtotal: number; shipping_total: number; discount_amount: number; items: number; qty: number; product_id: number }>(
      `SELECT o.id, o.order_total, o.subtotal, o.shipping_total, o.discount_amount,
              coalesce(sum(oi.item_total), 0) AS items, coalesce(sum(oi.quantity), 0)::int AS qty, min(oi.product_id) AS product_id
         FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id
        WHERE o.user_id IN (SELECT id FROM users WHERE email LIKE $1)
        GROUP BY o.id`, ['load%@example.test']);
    const negative = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE stock_quantity < 0');
    const stock = await db.query<{ id: number; stock: number; sold: number }>(
      `SELECT p.id, p.stock_quantity AS stock, coalesce((SELECT sum(oi.quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN users u ON u.id = o.user_id
                                                     WHERE oi.product_id = p.id AND u.email LIKE 'load%@example.test'), 0)::int AS sold
         FROM products p WHERE p.id IN (${limited.join(',')})`,
    );
    return { orders, negative: negative[0]!.n, stock };
  });
  const inDb = new Map(check.orders.map((o) => [o.id, o]));
  const paise = (x: number) => Math.round(x * 100);
  const wrong = accepted.filter((a) => {
    const o = inDb.get(a.orderId);
    return !o || paise(o.order_total) !== a.expectedPaise || paise(a.total) !== a.expectedPaise || o.qty !== a.quantity || o.product_id !== a.productId ||
      paise(o.items) !== paise(o.subtotal) || paise(o.subtotal) + paise(o.shipping_total) - paise(o.discount_amount) !== paise(o.order_total);
  });
  const acceptedIds = new Set(accepted.map((a) => a.orderId));
  const duplicatesOrUnknown = check.orders.length - acceptedIds.size + (accepted.length - acceptedIds.size);
  const oversold = check.stock.filter((p) => p.stock < 0 || p.stock + p.sold !== LIMITED_STOCK);
  const fiveXX = [...statuses.cart, ...statuses.order].filter(([st]) => st >= 500).reduce((t, [, c]) => t + c, 0);
  const requests = latencies.cart.length + latencies.order.length;
  const result = {
    after: runContext(),
    seconds: Math.round(elapsed * 10) / 10, shoppers: SHOPPERS, instances: 2,
    cartStatuses: Object.fromEntries(statuses.cart), orderStatuses: Object.fromEntries(statuses.order), refusals: Object.fromEntries(refusals),
    requests, requestsPerSecond: Math.round(requests / elapsed),
    acceptedOrders: accepted.length, ordersPerSecond: Math.round((accepted.length / elapsed) * 10) / 10, ordersInDb: check.orders.length,
    cartLatencyMs: summarise(latencies.cart), orderLatencyMs: summarise(latencies.order),
    fiveXX, negativeStockRows: check.negative,
    limitedStock: check.stock.map((p) => `product ${p.id}: ${p.sold} sold + ${p.stock} left of ${LIMITED_STOCK}`), oversoldProducts: oversold.length,
    acceptedMissingOrWrongTotal: wrong.length, duplicateOrUnacceptedOrdersInDb: duplicatesOrUnknown, cartTotalDisagreesWithOrder: cartDisagrees,
  };
  console.log(JSON.stringify(result, null, 2));
  const ok = fiveXX === 0 && check.negative === 0 && oversold.length === 0 && wrong.length === 0 && duplicatesOrUnknown === 0 && cartDisagrees === 0;
  console.log(ok ? 'LOAD RUN CLEAN' : 'LOAD RUN FOUND PROBLEMS');
  process.exitCode = ok ? 0 : 1;
} finally {
  await a.stop();
  await b.stop();
  stopPgCluster(pgDir);
}
