// The cart and coupon calls (docs/rules.md R7): every price from the database.
import { fromPaise } from '../../../contract/shop-rules.ts';
import { MSG } from '../../../contract/messages.ts';
import type { CouponAnswer } from '../../../contract/models.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { parseCartLines } from './cart-input.ts';
import { checkProductTotals, priceCart } from './cart-pricing.ts';
import { evaluateCoupon } from './coupon.ts';

const cartItems = defineCall({
  name: 'GET_CUSTOMER_CART_ITEMS',
  auth: 'public',
  async handler({ db, params, lang }) {
    const lines = parseCartLines(params.cartJsonData);
    const priced = await priceCart(db, lines, lang);
    checkProductTotals(priced);
    return { data: priced.pricing };
  },
});

const couponDiscount = defineCall({
  name: 'GET_COUPON_CODE_DISCOUNT',
  auth: 'public',
  async handler({ db, params, lang }) {
    const lines = parseCartLines(params.cartJsonData);
    const priced = await priceCart(db, lines, lang);
    checkProductTotals(priced);
    const { subtotalPaise } = priced;
    const coupon = await evaluateCoupon(db, String(params.CouponCode), subtotalPaise);
    if (!coupon.valid) {
      const none: CouponAnswer = { DiscountValueAfterCouponAppliedWithQuantity: 0, DiscountValueAfterCouponApplied: 0, DiscountId: null };
      return { data: none, errorCode: 'INVALID_COUPON', errorMessage: MSG.invalidCoupon };
    }
    const discount = fromPaise(coupon.discountPaise);
    // The discount applies once per order, so "with quantity" and without are the same amount.
    const answer: CouponAnswer = {
      DiscountValueAfterCouponAppliedWithQuantity: discount,
      DiscountValueAfterCouponApplied: discount,
      DiscountId: coupon.couponId,
    };
    return { data: answer };
  },
});

export const cartCalls: readonly CallModule[] = [cartItems, couponDiscount];
