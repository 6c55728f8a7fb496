// The cart and coupon calls: every figure below is computed by hand from the fixture
// prices (order-fixtures.ts), not by the code under test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartPricing, CouponAnswer } from '../../../contract/models.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { attr, cartJson, createShopTestApp, insertShopper, mugWithOptions as mugOf, orderFields, type CartLine, type Shop } from '../../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;
beforeAll(async () => ({ t, s } = await createShopTestApp()));
afterAll(async () => t.close());

const cart = (lines: CartLine[], languageCode = 'en') => t.call<CartPricing>('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cartJson(lines), languageCode });
// Blue (+25.50 fixed), Large (+12.5 % of 499.00 = 62.375 -> 62.38 half-up), gift wrap (+30 fixed).
const mugWithOptions = (q: number): CartLine => mugOf(s, q);

describe('cart pricing', () => {
  it('prices options of both types on the base and the discounted price, and adds paid shipping', async () => {
    const r = await cart([mugWithOptions(2), { ProductId: s.frame, Quantity: 1 }]);
    expect(r.status).toBe(200);
    const [mug, frame] = r.data.productsData;
    expect(mug).toMatchObject({
      ProductId: s.mug, ProductName: 'Handmade Mug', Price: 616.88, DiscountedPrice: 566.88, UnitPrice: 566.88, Quantity: 2,
      ItemTotal: 1133.76, ColorName: 'Blue', SizeShortName: 'L', OrderMaximumQuantity: 3, MaxQuantity: 3, IsDigitalProduct: false,
      ShippingCharges: 0,
    });
    expect(mug!.Notice).toBeUndefined();
    expect(mug!.SelectedAttributesDisplay).toEqual([
      { AttributeDisplayName: 'Color', PrimaryKeyDisplayValue: 'Blue' },
      { AttributeDisplayName: 'Size', PrimaryKeyDisplayValue: 'Large' },
      { AttributeDisplayName: 'Gift Wrap', PrimaryKeyDisplayValue: 'Gold paper' },
    ]);
    // The selected colour's images first, then the others in their order.
    expect(mug!.ProductImagesJson.map((i) => i.AttachmentURL)).toEqual(['/img/mug-blue.jpg', '/img/mug.jpg', '/img/mug-red.jpg']);
    expect(frame).toMatchObject({ Price: 1250, DiscountedPrice: null, UnitPrice: 1250, ItemTotal: 1250, ShippingCharges: 40 });
    expect(r.data).toMatchObject({ cartSubTotal: 2383.76, shippingSubTotal: 40, orderTotal: 2423.76, droppedProductIds: [] });
  });

  it('answers names in Arabic when asked', async () => {
    const r = await cart([mugWithOptions(1)], 'ar');
    expect(r.data.productsData[0]).toMatchObject({ ProductName: 'كوب مصنوع يدويا', ColorName: 'أزرق' });
    expect(r.data.productsData[0]!.SelectedAttributesDisplay[0]!.AttributeDisplayName).toBe('اللون');
  });

  it('caps a quantity at the product maximum and at the stock, and says so on the line', async () => {
    await t.db.query('UPDATE products SET stock_quantity = 4 WHERE id = $1', [s.lamp]);
    const r = await cart([{ ProductId: s.mug, Quantity: 7 }, { ProductId: s.lamp, Quantity: 6 }, { ProductId: s.frame, Quantity: 25 }]);
    await t.db.query('UPDATE products SET stock_quantity = 10 WHERE id = $1', [s.lamp]);
    const [mug, lamp, frame] = r.data.productsData;
    expect(mug).toMatchObject({ Quantity: 3, ItemTotal: 1347, Notice: { code: 'QUANTITY_CAPPED', max: 3 } });
    expect(lamp).toMatchObject({ Quantity: 4, ItemTotal: 3200, Notice: { code: 'QUANTITY_CAPPED', max: 4 } });
    expect(frame).toMatchObject({ Quantity: 10, ItemTotal: 12500, ShippingCharges: 400, Notice: { code: 'QUANTITY_CAPPED', max: 10 } });
    expect(r.data).toMatchObject({ cartSubTotal: 17047, shippingSubTotal: 400, orderTotal: 17447 });
  });

  it('drops unknown options with a notice and keeps the line', async () => {
    const r = await cart([{ ProductId: s.mug, Quantity: 1, productSelectedAttributes: [attr(s.mug, 1, 99999), attr(s.mug, 2, s.sizeM)] }]);
    expect(r.data.productsData[0]).toMatchObject({ Price: 499, DiscountedPrice: 449, ColorName: null, SizeShortName: 'M', Notice: { code: 'OPTION_REMOVED' } });
    expect(r.data.productsData[0]!.productSelectedAttributes).toEqual([attr(s.mug, 2, s.sizeM)]);
  });

  it('drops lines whose product is gone, unpublished or sold out, and lists them', async () => {
    const r = await cart([{ ProductId: 987654, Quantity: 1 }, { ProductId: s.hidden, Quantity: 1 }, { ProductId: s.soldOut, Quantity: 1 }, { ProductId: s.lamp, Quantity: 1 }]);
    expect(r.status).toBe(200);
    expect(r.data.productsData.map((l) => l.ProductId)).toEqual([s.lamp]);
    expect(r.data.droppedProductIds).toEqual([987654, s.hidden, s.soldOut]);
    expect(r.data.orderTotal).toBe(800);
  });

  it('answers an empty cart with zero totals', async () => {
    const r = await cart([]);
    expect(r.data).toEqual({ productsData: [], droppedProductIds: [], cartSubTotal: 0, shippingSubTotal: 0, orderTotal: 0, freeDeliveryFrom: null });
  });

  it.each([
    ['not json', 'cartJsonData must be a JSON list'],
    ['{"ProductId":1}', 'cartJsonData must be a JSON list'],
    ['[{"ProductId":"x","Quantity":1}]', 'Cart line 1: ProductId must be a whole number of at least 1'],
    ['[{"ProductId":1.5,"Quantity":1}]', 'Cart line 1: ProductId must be a whole number of at least 1'],
    ['[{"ProductId":1,"Quantity":0}]', 'Cart line 1: Quantity must be at least 1'],
    ['[{"ProductId":1,"Quantity":2.5}]', 'Cart line 1: Quantity must be a whole number'],
    ['[{"ProductId":1,"Quantity":1,"productSelectedAttributes":"x"}]', 'Cart line 1: productSelectedAttributes must be a list'],
    [JSON.stringify(Array.from({ length: 101 }, () => ({ ProductId: 1, Quantity: 1 }))), 'The cart can hold at most 100 lines.'],
  ])('refuses malformed cart %# with a 400 and a clear message', async (raw, message) => {
    const r = await t.call('GET_CUSTOMER_CART_ITEMS', { cartJsonData: raw });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe(message);
  });
});

describe('coupons', () => {
  beforeAll(async () => {
    await t.db.query(`INSERT INTO coupons (code, discount_type, value, min_order, max_uses, used_count, expires_at, is_active) VALUES
      ('TENOFF', 1, 10, 0, NULL, 0, NULL, true),
      ('FLAT500', 2, 500, 0, NULL, 0, NULL, true),
      ('HUGE', 2, 5000, 0, NULL, 0, NULL, true),
      ('BIGSPEND', 2, 100, 3000, NULL, 0, NULL, true),
      ('OLD', 1, 10, 0, NULL, 0, now() - interval '1 day', true),
      ('GONE', 1, 10, 0, 2, 2, NULL, true),
      ('OFF', 1, 10, 0, NULL, 0, NULL, false)`);
  });
  const lines = () => [mugWithOptions(2), { ProductId: s.frame, Quantity: 1 }]; // subtotal 2383.76
  const coupon = (code: string) => t.call<CouponAnswer>('GET_COUPON_CODE_DISCOUNT', { CouponCode: code, cartJsonData: cartJson(lines()) });

  it('takes a percentage of the subtotal before shipping, rounded half-up', async () => {
    const r = await coupon('tenoff');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ DiscountValueAfterCouponAppliedWithQuantity: 238.38, DiscountValueAfterCouponApplied: 238.38 });
    expect(r.data.DiscountId).toBeGreaterThan(0);
    expect(r.body.errorCode).toBeUndefined();
  });

  it('takes a fixed amount once per order, never more than the subtotal', async () => {
    expect((await coupon('FLAT500')).data.DiscountValueAfterCouponAppliedWithQuantity).toBe(500);
    expect((await coupon('HUGE')).data.DiscountValueAfterCouponAppliedWithQuantity).toBe(2383.76);
  });

  it.each(['NOPE', 'OLD', 'GONE', 'OFF', 'BIGSPEND'])('answers %s (unknown, expired, used up, inactive or below minimum) with 0 and INVALID_COUPON', async (code) => {
    const r = await coupon(code);
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ DiscountValueAfterCouponAppliedWithQuantity: 0, DiscountValueAfterCouponApplied: 0, DiscountId: null });
    expect(r.body).toMatchObject({ errorCode: 'INVALID_COUPON', errorMessage: 'Invalid coupon code!' });
  });

  it('checks the coupon field like the form does', async () => {
    const blank = await t.call('GET_COUPON_CODE_DISCOUNT', { CouponCode: ' ', cartJsonData: '[]' });
    expect(blank.status).toBe(400);
    expect(blank.body.errorMessage).toBe('Coupon Code is required');
    const long = await t.call('GET_COUPON_CODE_DISCOUNT', { CouponCode: 'X'.repeat(31), cartJsonData: '[]' });
    expect(long.body.errorMessage).toBe('Coupon Code max length should be 30 characters');
  });
});

describe('odd carts against real products', () => {
  it('never answer 5xx for the cart, coupon and order calls', async () => {
    const shopper = await insertShopper(t.db, 'odd@example.test');
    const ids = [s.mug, s.frame, s.ebook, s.hidden, s.soldOut, 0, -1, 2147483647];
    const odd = [0, 1, 3, 11, 2147483647, '7', '', null, 1.5, 'x', -4];
    let n = 0;
    for (const pid of ids) {
      for (const q of odd) {
        const options = [{ ProductId: pid, ProductAttributeID: odd[n % odd.length], PrimaryKeyValue: s.blue }, { ProductAttributeID: 2, PrimaryKeyValue: s.sizeL }];
        const cart = JSON.stringify([{ ProductId: pid, Quantity: q, productSelectedAttributes: n % 3 ? options : undefined }]);
        n++;
        for (const r of [
          await t.call('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cart }),
          await t.call('GET_COUPON_CODE_DISCOUNT', { CouponCode: 'TENOFF', cartJsonData: cart }),
          await t.call('POST_CUSTOMER_ORDER', { ...orderFields(shopper.id, []), cartJsonData: cart }, { ...shopper.headers, 'Idempotency-Key': crypto.randomUUID() }),
        ]) {
          expect(r.status, cart).toBeLessThan(500);
          if (r.status >= 400) expect(r.body.errorMessage, cart).not.toBe('');
        }
      }
    }
  });
});
