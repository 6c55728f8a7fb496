// The checkout's writes (docs/rules.md R7): the coupon check and the order. Both send the
// cart as cartJsonData; the server recomputes every price (docs/rules.md R11.4).
import type { CallPayload } from '../../../contract/call-fields.ts';
import type { CouponAnswer, LangCode, OrderPlacedRow } from '../../../contract/models.ts';
import { UPLOAD_ID_RE } from '../../../contract/personalisation.ts';
import { PAYMENT_METHOD } from '../../../contract/shop-rules.ts';
import { uploadToken } from '../../lib/upload-token.ts';
import { callApi, type ApiResult } from '../../lib/api-client.ts';
import { cartSignature } from '../../cart-and-wishlist/cart-pricing.ts';
import { cartLineInputs, type CartItem } from '../../cart-and-wishlist/shopping-items.ts';
import { orderSubmissionKey } from './pending-order.ts';

export function checkCoupon(couponCode: string, items: readonly CartItem[], lang: LangCode): Promise<ApiResult<CouponAnswer>> {
  return callApi('GET_COUPON_CODE_DISCOUNT', { CouponCode: couponCode, cartJsonData: JSON.stringify(cartLineInputs(items)) }, { lang });
}

export interface OrderRequest {
  userId: number;
  note: string;
  couponCode: string;
  paymentMethod: number;
  items: readonly CartItem[];
}

/** The payload of POST_CUSTOMER_ORDER, exactly as sent (its signature keys the submission). */
export function orderFields(r: OrderRequest): CallPayload<'POST_CUSTOMER_ORDER'> {
  return {
    UserID: r.userId,
    OrderNote: r.note,
    cartJsonData: JSON.stringify(cartLineInputs(r.items)),
    CouponCode: r.couponCode,
    PaymentMethod: r.paymentMethod,
    paymentToken: '',
    payPalOrderConfirmJson: '',
    // The token the cart's photos were uploaded with (docs/shop-rules.md P6).
    ...(r.items.some((i) => Object.values(i.Personalisation ?? {}).some((v) => UPLOAD_ID_RE.test(v))) ? { UploadToken: uploadToken() } : {}),
  };
}

export function placeOrder(r: OrderRequest, lang: LangCode): Promise<ApiResult<OrderPlacedRow[]>> {
  const fields = orderFields(r);
  // Keyed by the cart, the user and the payment choice; a changed note or coupon with the
  // same key would be a 409 from the server rather than a second order.
  const signature = `${r.userId}#${r.paymentMethod}#${cartSignature(cartLineInputs(r.items))}`;
  return callApi('POST_CUSTOMER_ORDER', fields, { lang, idempotencyKey: orderSubmissionKey(signature) });
}

export const COD = PAYMENT_METHOD.CashOnDelivery;
