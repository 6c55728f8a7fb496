// POST_CUSTOMER_ORDER (docs/rules.md R11.4): one transaction; prices, coupon and totals
// recomputed from the database on it; stock taken with a guarded update so concurrent
// orders never oversell; the same Idempotency-Key never makes a second order.
import { MSG, RESPONSE, selectVariantMessage } from '../../../contract/messages.ts';
import { ATTRIBUTE, type OrderPlacedRow } from '../../../contract/models.ts';
import { UPLOAD_TOKEN_RE, orderedPersonalisation, type OrderedPersonalisation } from '../../../contract/personalisation.ts';
import { ORDER_STATUS, PAYMENT_METHOD, fromPaise } from '../../../contract/shop-rules.ts';
import type { Queryable } from '../../db/database.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version.ts';
import { defineCall, type CallContext } from '../../http/call.ts';
import { Failure, badInput } from '../../http/failure.ts';
import { parseCartLines } from './cart-input.ts';
import { outOfStock, overLimit, priceCart, type LineDetail } from './cart-pricing.ts';
import { evaluateCoupon, useCoupon } from './coupon.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { claimPhotos, hashUploadToken } from '../personalisation/photo-store.ts';

function paymentMethod(n: number | undefined): number {
  if (n === PAYMENT_METHOD.Card || n === PAYMENT_METHOD.PayPal) {
    throw new Failure(400, 'PAYMENT_METHOD_UNAVAILABLE', 'Card and PayPal payments are not available. Please choose cash on delivery.');
  }
  if (n !== PAYMENT_METHOD.CashOnDelivery) throw badInput('Please select a payment method.', { field: 'PaymentMethod' });
  return n;
}

/** Refuses a line that can no longer be ordered as the cart showed it. */
function checkLine(l: LineDetail): void {
  const product = l.productName ?? '';
  if (l.state === 'missing') throw new Failure(409, 'INVALID_PRODUCT', 'A product in your cart is no longer available.', { productId: l.input.ProductId });
  if (l.state === 'unavailable') throw outOfStock(product);
  // The cap and the stock hold for the product's total over all its lines, not per line.
  if (l.productTotal > l.productLimit) throw overLimit(l);
  if (l.productTotal > l.stock) throw outOfStock(product, l.stock);
  const missing = l.missingAttributes[0];
  if (missing) {
    const message = missing.id === ATTRIBUTE.Size ? MSG.selectSize : missing.id === ATTRIBUTE.Color ? MSG.selectColor : selectVariantMessage(missing.name);
    throw badInput(`${product}: ${message}`, { product });
  }
}

/**
 * The lines' personalisation as the order keeps it (P8), with each photo claimed for the
 * order: a photo must be an unordered upload of the shopper's token (P6); one that is not
 * (expired, another shopper's, never uploaded) is refused so the PWA uploads it again.
 */
async function personalisationsOf(tx: Queryable, lines: readonly LineDetail[], uploadToken: string, orderId: number): Promise<(OrderedPersonalisation | null)[]> {
  // Each text in the ink of the line's colour (docs/shop-rules.md P1), as the preview drew it.
  const colourOf = (l: LineDetail) => l.selected.find((s) => s.ProductAttributeID === ATTRIBUTE.Color)?.PrimaryKeyValue ?? null;
  const ordered = lines.map((l) => (l.fields.length > 0 ? orderedPersonalisation(l.fields, l.personalisation, colourOf(l)) : null));
  const ids = ordered.flatMap((p) => p?.Fields.flatMap((f) => (f.PhotoId ? [f.PhotoId] : [])) ?? []);
  if (ids.length === 0) return ordered;
  const claimed = await claimPhotos(tx, ids, UPLOAD_TOKEN_RE.test(uploadToken) ? hashUploadToken(uploadToken) : null, orderId);
  ordered.forEach((p, i) => {
    for (const f of p?.Fields ?? []) {
      if (!f.PhotoId) continue;
      const photo = claimed.get(f.PhotoId);
      const product = lines[i]!.productName ?? '';
      if (!photo) throw new Failure(409, 'PHOTO_MISSING', `${product}: Please add the photo for ${f.Label} again!`, { product, field: f.Label, photoId: f.PhotoId });
      f.PhotoWidth = photo.width;
      f.PhotoHeight = photo.height;
    }
  });
  return ordered;
}

interface ExistingOrder { id: number; order_number: string; order_total: number }

async function existingOrder(q: Queryable, key: string, userId: number): Promise<OrderPlacedRow[] | null> {
  const rows = await q.query<ExistingOrder>('SELECT id, order_number, order_total FROM orders WHERE idempotency_key = $1 AND user_id = $2', [key, userId]);
  const o = rows[0];
  return o ? [{ ResponseMsg: RESPONSE.orderPlaced, OrderId: o.id, OrderNumber: o.order_number, OrderTotal: o.order_total }] : null;
}

interface UserRow { email: string; first_name: string; last_name: string; address: string }

async function placeOrder(ctx: CallContext<'POST_CUSTOMER_ORDER'>): Promise<OrderPlacedRow[]> {
  const { db, params, lang, services, log, idempotencyKey } = ctx;
  const userId = ctx.user!.id;
  const note = params.OrderNote ?? '';
  const method = paymentMethod(params.PaymentMethod);
  const couponCode = params.CouponCode ?? '';
  // Ours: the anonymous token the shopper's photos were uploaded with (docs/shop-rules.md P6).
  const uploadToken = params.UploadToken ?? '';
  const inputs = parseCartLines(params.cartJsonData);
  if (inputs.length === 0) throw new Failure(400, 'EMPTY_CART', MSG.cartEmpty);

  // A crash between the commit and storing the idempotent answer: answer the order again.
  if (idempotencyKey) {
    const again = await existingOrder(db, idempotencyKey, userId);
    if (again) return again;
  }

  return db.tx(async (tx) => {
    const priced = await priceCart(tx, inputs, lang);
    priced.lines.forEach(checkLine);
    let discountPaise = 0;
    let couponId: number | null = null;
    if (couponCode !== '') {
      const coupon = await evaluateCoupon(tx, couponCode, priced.subtotalPaise);
      if (!coupon.valid || !(await useCoupon(tx, coupon.couponId))) throw new Failure(409, 'INVALID_COUPON', MSG.invalidCoupon);
      discountPaise = coupon.discountPaise;
      couponId = coupon.couponId;
    }

    // One guarded update per product for its total over all lines, in ascending product
    // ids: concurrent multi-product orders lock rows in one order (no deadlock).
    const byProduct = [...new Map(priced.lines.map((l) => [l.input.ProductId, l])).values()].sort((a, b) => a.input.ProductId - b.input.ProductId);
    for (const l of byProduct) {
      const taken = await tx.query(
        `UPDATE products SET stock_quantity = stock_quantity - $1, units_sold = units_sold + $1
         WHERE id = $2 AND stock_quantity >= $1 RETURNING id`,
        [l.productTotal, l.input.ProductId],
      );
      if (taken.length !== 1) throw outOfStock(l.productName ?? '');
      await services.faults.afterStockTaken(tx, idempotencyKey);
    }

    const user = (await tx.query<UserRow>(
      `SELECT u.email, u.first_name, u.last_name,
              concat_ws(', ', NULLIF(u.address_line_one, ''), ci.name, st.name, NULLIF(u.postal_code, ''), co.name) AS address
       FROM users u LEFT JOIN cities ci ON ci.id = u.city_id LEFT JOIN states st ON st.id = u.state_id
       LEFT JOIN countries co ON co.id = u.country_id WHERE u.id = $1`,
      [userId],
    ))[0];
    if (!user) throw new Failure(401, 'UNAUTHORIZED', 'Please log in to continue.');

    const seq = (await tx.query<{ n: number }>("SELECT nextval('order_number_seq')::int AS n"))[0]!.n;
    const orderNumber = `TOH-${new Date().getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
    const totalPaise = priced.subtotalPaise - discountPaise + priced.shippingPaise;
    const order = (await tx.query<{ id: number }>(
      `INSERT INTO orders (order_number, user_id, order_note, payment_method_id, coupon_id, coupon_code, subtotal, discount_amount,
                           shipping_total, order_total, latest_status_id, shipping_name, shipping_address, idempotency_key, lang)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [orderNumber, userId, note, method, couponId, couponId ? couponCode : null, fromPaise(priced.subtotalPaise), fromPaise(discountPaise),
        fromPaise(priced.shippingPaise), fromPaise(totalPaise), ORDER_STATUS.Active, `${user.first_name} ${user.last_name}`.trim(),
        user.address, idempotencyKey ?? null, lang],
    ))[0]!;
    const personalisations = await personalisationsOf(tx, priced.lines, uploadToken, order.id);
    for (const [index, l] of priced.lines.entries()) {
      const line = l.line!;
      // Written once, with the line (docs/shop-rules.md P8): what reproduces the preview.
      const personal = personalisations[index] ?? null;
      await tx.query(
        `INSERT INTO order_items (order_id, product_id, product_name, unit_price, quantity, item_total, default_image_url, is_digital,
                                  selected_attributes, latest_status_id, personalisation, personalisation_to_follow)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [order.id, line.ProductId, line.ProductName, fromPaise(l.unitPaise), line.Quantity, fromPaise(l.itemPaise),
          line.ProductImagesJson[0]?.AttachmentURL ?? '', line.IsDigitalProduct, JSON.stringify(l.selected), ORDER_STATUS.Active,
          personal ? JSON.stringify(personal) : null, (personal?.ToFollow.length ?? 0) > 0],
      );
    }
    await tx.query('INSERT INTO order_status_history (order_id, status_id, note) VALUES ($1, $2, $3)', [order.id, ORDER_STATUS.Active, 'Order placed']);
    await bumpCatalogueVersion(tx, 'sales'); // stock and units sold changed
    await services.mailer.send(
      orderConfirmationMail({ to: user.email, firstName: user.first_name, orderNumber, lines: priced.lines, subtotalPaise: priced.subtotalPaise, discountPaise, shippingPaise: priced.shippingPaise, totalPaise }),
      log,
      tx,
    );
    return [{ ResponseMsg: RESPONSE.orderPlaced, OrderId: order.id, OrderNumber: orderNumber, OrderTotal: fromPaise(totalPaise) }];
  }).catch(async (err: unknown) => {
    if ((err as { code?: string }).code === '23505' && String((err as Error).message).includes('idempotency_key')) {
      // A twin of this submission committed first (a retry that took over an abandoned
      // key): answer its order. Another account's key after its 48 hours: a 409.
      const twin = idempotencyKey ? await existingOrder(db, idempotencyKey, userId) : null;
      if (twin) return twin;
      throw new Failure(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another request.');
    }
    throw err;
  });
}

export const placeOrderCall = defineCall({
  name: 'POST_CUSTOMER_ORDER',
  auth: 'user',
  async handler(ctx) {
    return { data: await placeOrder(ctx) };
  },
});
