import { describe, expect, it } from 'vitest';
import type { CartLinePriced, CartPricing } from '../../contract/models.ts';
import { cartSignature, pricingCorrection, shownCart } from './cart-pricing.ts';
import type { CartItem } from './shopping-items.ts';

const item = (id: number, quantity: number, price: number, discounted: number | null = null): CartItem => ({
  ProductId: id, productSelectedAttributes: [{ ProductId: id, ProductAttributeID: 1, PrimaryKeyValue: 3 }], Quantity: quantity, ShippingCharges: 0,
  DefaultImage: `/img/${id}.jpg`, ProductName: `Product ${id}`, Price: price, DiscountedPrice: discounted, ColorName: 'Red', SizeShortName: null,
  OrderMaximumQuantity: 0, StockQuantity: 50, SelectedAttributesDisplay: [{ AttributeDisplayName: 'Colour', PrimaryKeyDisplayValue: 'Red' }],
});

const priced = (i: CartItem, unit: number, quantity = i.Quantity, notice?: CartLinePriced['Notice']): CartLinePriced => ({
  ProductId: i.ProductId, ProductName: i.ProductName, Price: i.Price, DiscountedPrice: i.DiscountedPrice, UnitPrice: unit, Quantity: quantity,
  ItemTotal: unit * quantity, ShippingCharges: 0, ColorName: 'Red', SizeShortName: null, OrderMaximumQuantity: 0, StockQuantity: 50, MaxQuantity: 10,
  IsDigitalProduct: false, ProductImagesJson: [{ AttachmentURL: `/img/${i.ProductId}.jpg`, ColorID: null }], productSelectedAttributes: i.productSelectedAttributes,
  SelectedAttributesDisplay: i.SelectedAttributesDisplay, ...(notice ? { Notice: notice } : {}),
});

describe('the cart shown to the shopper', () => {
  it('uses the server figures when its answer is for these very lines', () => {
    const items = [item(1, 2, 100, 80), item(2, 1, 250)];
    const pricing: CartPricing = { productsData: [priced(items[0]!, 80), priced(items[1]!, 250)], droppedProductIds: [], cartSubTotal: 410, shippingSubTotal: 40, orderTotal: 450 };
    const shown = shownCart(items, pricing);
    expect(shown.fresh).toBe(true);
    expect([shown.subtotal, shown.shipping, shown.total]).toEqual([410, 40, 450]);
    expect(shown.lines.map((l) => l.lineTotal)).toEqual([160, 250]);
  });

  it('falls back to the last known prices when the answer is for other quantities (offline or re-pricing)', () => {
    const items = [item(1, 3, 100, 80), item(2, 1, 19.99)];
    const stale: CartPricing = { productsData: [priced(items[0]!, 80, 2)], droppedProductIds: [], cartSubTotal: 160, shippingSubTotal: 0, orderTotal: 160 };
    const shown = shownCart(items, stale);
    expect(shown.fresh).toBe(false);
    expect(shown.lines.map((l) => l.lineTotal)).toEqual([240, 19.99]);
    expect(shown.total).toBe(259.99);
  });

  it('says how much more earns free delivery, rounded to the paisa, and nothing without a rule', () => {
    const items = [item(1, 1, 250.3), item(2, 1, 19.99)];
    const answer = (extra: Partial<CartPricing>): CartPricing => ({
      productsData: [priced(items[0]!, 250.3), priced(items[1]!, 19.99)], droppedProductIds: [], cartSubTotal: 270.29, shippingSubTotal: 49, orderTotal: 319.29, ...extra,
    });
    // 999.00 - 270.29 = 728.71
    expect(shownCart(items, answer({ freeDeliveryFrom: 999 })).freeDelivery).toEqual({ from: 999, left: 728.71 });
    expect(shownCart(items, answer({ freeDeliveryFrom: 200, shippingSubTotal: 0, orderTotal: 270.29 })).freeDelivery).toEqual({ from: 200, left: 0 });
    expect(shownCart(items, answer({ freeDeliveryFrom: null })).freeDelivery).toBeNull();
    // An answer cached before the rule existed, and a cart whose lines all ship free already.
    expect(shownCart(items, answer({})).freeDelivery).toBeNull();
    expect(shownCart(items, answer({ freeDeliveryFrom: 999, shippingSubTotal: 0, orderTotal: 270.29 })).freeDelivery).toBeNull();
    // Stale figures (other quantities) promise nothing.
    expect(shownCart([item(1, 2, 250.3), items[1]!], answer({ freeDeliveryFrom: 999 })).freeDelivery).toBeNull();
  });

  it('gives the same signature for the same lines in any order', () => {
    const a = [item(1, 1, 10), item(2, 2, 10)];
    expect(cartSignature(a)).toBe(cartSignature([...a].reverse()));
    expect(cartSignature(a)).not.toBe(cartSignature([item(1, 2, 10), item(2, 2, 10)]));
  });
});

describe('correcting the stored cart from the server answer', () => {
  it('caps a quantity the server capped and reports it', () => {
    const items = [item(1, 9, 100)];
    const pricing: CartPricing = { productsData: [priced(items[0]!, 100, 4, { code: 'QUANTITY_CAPPED', max: 4 })], droppedProductIds: [], cartSubTotal: 400, shippingSubTotal: 0, orderTotal: 400 };
    const c = pricingCorrection(items, pricing);
    expect(c.next?.[0]?.Quantity).toBe(4);
    expect(c.capped).toEqual([{ name: 'Product 1', max: 4 }]);
  });

  it('removes a dropped product and names it', () => {
    const items = [item(1, 1, 100), item(2, 1, 50)];
    const pricing: CartPricing = { productsData: [priced(items[0]!, 100)], droppedProductIds: [2], cartSubTotal: 100, shippingSubTotal: 0, orderTotal: 100 };
    const c = pricingCorrection(items, pricing);
    expect(c.next?.map((i) => i.ProductId)).toEqual([1]);
    expect(c.dropped).toEqual(['Product 2']);
  });

  it('writes nothing when the answer matches the stored cart', () => {
    const items = [item(1, 2, 100, 80)];
    const pricing: CartPricing = { productsData: [priced(items[0]!, 80)], droppedProductIds: [], cartSubTotal: 160, shippingSubTotal: 0, orderTotal: 160 };
    expect(pricingCorrection(items, pricing).next).toBeNull();
  });

  it('keeps the new price for offline display when the price changed', () => {
    const items = [item(1, 1, 100)];
    const line = { ...priced(items[0]!, 120), Price: 120 };
    const c = pricingCorrection(items, { productsData: [line], droppedProductIds: [], cartSubTotal: 120, shippingSubTotal: 0, orderTotal: 120 });
    expect(c.next?.[0]?.Price).toBe(120);
  });
});
