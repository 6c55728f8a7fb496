// The checkout's writes (docs/rules.md R7) as useMutation hooks: the coupon check and the
// order. Both send the cart as cartJsonData; the server recomputes every price
// (docs/rules.md R11.4).
import { useMutation } from '@tanstack/react-query';
import type { CallPayload } from '../../../contract/call-fields.ts';
import type { LangCode } from '../../../contract/models.ts';
import { UPLOAD_ID_RE } from '../../../contract/personalisation.ts';
import { PAYMENT_METHOD } from '../../../contract/shop-rules.ts';
import { uploadToken } from '../../lib/upload-token.ts';
import { mutateApi } from '../../lib/mutate-api.ts';
import { withOverlay } from '../../lib/overlay.ts';
import { cartSignature } from '../../cart-and-wishlist/cart-pricing.ts';
import { cartLineInputs, type CartItem } from '../../cart-and-wishlist/shopping-items.ts';
import { orderSubmissionKey } from './pending-order.ts';

export function useCheckCoupon(lang: LangCode) {
  return useMutation({
    mutationFn: ({ couponCode, items }: { couponCode: string; items: readonly CartItem[] }) =>
      mutateApi('GET_COUPON_CODE_DISCOUNT', { CouponCode: couponCode, cartJsonData: JSON.stringify(cartLineInputs(items)) }, { lang }),
  });
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

export function usePlaceOrder(lang: LangCode) {
  return useMutation({
    mutationFn: (r: OrderRequest) => {
      // Keyed by the cart, the user and the payment choice; a changed note or coupon with the
      // same key would be a 409 from the server rather than a second order.
      const signature = `${r.userId}#${r.paymentMethod}#${cartSignature(cartLineInputs(r.items))}`;
      return withOverlay(mutateApi('POST_CUSTOMER_ORDER', orderFields(r), { lang, idempotencyKey: orderSubmissionKey(signature) }));
    },
  });
}

export const COD = PAYMENT_METHOD.CashOnDelivery;
