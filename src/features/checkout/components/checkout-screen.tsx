// Checkout (docs/rules.md R2 and R4): logged-in users with a non-empty cart only; billing
// details from the profile, order notes, the order table with the coupon box, payment
// (0 Please Select, 6 cash on delivery, chosen), a bar with the total and Place Order on phones, the confirmation dialog, then the order with
// the overlay. 'Order Placed Successfully!' carries the order number and a WhatsApp
// action; after 1 s the cart is cleared and the shopper lands home.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ORDER_NOTE_MAX } from '../../../../contract/form-fields.ts';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { cartStore } from '../../../cart-and-wishlist/cart-store.ts';
import { expireCartPhotoUploads, forgetCartPhotos, linesWithUploadedPhotos, photoIdsOf, photosWaiting, uploadWaitingPhotos } from '../../../cart-and-wishlist/cart-photos.ts';
import { usePhotosWaiting } from '../../../cart-and-wishlist/use-cart-photos.ts';
import type { CartItem } from '../../../cart-and-wishlist/shopping-items.ts';
import { notify } from '../../../lib/notify.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import type { OrderPlacedRow } from '../../../../contract/models.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { useCartPricing } from '../../../cart-and-wishlist/use-cart-pricing.ts';
import { useWhatsappLink } from '../../../lib/whatsapp.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { failureMessage } from '../../../i18n/failure-message.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { COD, usePlaceOrder } from '../checkout-api.ts';
import { orderItemsText } from '../order-whatsapp.ts';
import { forgetOrderSubmission } from '../pending-order.ts';
import { BillingDetails } from './billing-details.tsx';
import { ConfirmOrderDialog } from './confirm-order-dialog.tsx';
import { CouponBox } from './coupon-box.tsx';
import { OrderSummary, totalAfterCoupon, type AppliedCoupon } from './order-summary.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { ltrText } from '../../../../contract/bidi.ts';
import '../checkout.css';

/** docs/rules.md R9: the cart is cleared and the shopper goes home 1 s after the order. */
export const AFTER_ORDER_MS = 1000;

function Checkout({ user }: { user: SessionUser }) {
  const t = useT();
  const whatsappLink = useWhatsappLink();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const cart = useCartPricing(lang);
  const [note, setNote] = useState('');
  // Cash on delivery, the only method, chosen for the shopper; Please Select stays an option.
  const [payment, setPayment] = useState<number>(COD);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [confirming, setConfirming] = useState(false);
  const order = usePlaceOrder(lang);
  // Once the order is placed the page is leaving: it stays busy.
  const [leaving, setLeaving] = useState(false);
  // Photos picked offline upload before the order can be placed (docs/shop-rules.md P5).
  const waiting = usePhotosWaiting(cart.items);
  const [uploading, setUploading] = useState(false);
  const busy = order.isPending || leaving || uploading;
  const blocked = busy || (waiting ?? 0) > 0;
  useEffect(() => {
    if ((waiting ?? 0) > 0 && navigator.onLine !== false) void uploadWaitingPhotos();
  }, [waiting]);
  const submitting = useRef(false);
  const placed = useRef(false);
  const redirected = useRef(false);

  // docs/rules.md R2: an empty cart goes home with 'Your cart is empty' (not after our own order).
  useEffect(() => {
    if (cart.ready && cart.items.length === 0 && !placed.current && !redirected.current) {
      redirected.current = true;
      notify({ variant: 'info', message: t('msg.cartEmpty') });
      void navigate({ to: '/$lang', params: { lang }, replace: true });
    }
  }, [cart.ready, cart.items.length, lang, navigate, t]);

  const askToConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (payment !== COD) return notify({ variant: 'error', message: t('checkout.selectPayment') });
    setConfirming(true);
  };

  const submit = async () => {
    if (submitting.current) return; // a double click sends one order
    if (navigator.onLine === false || !onlineManager.isOnline()) {
      setConfirming(false);
      return notify({ variant: 'error', message: t('checkout.offline') });
    }
    submitting.current = true;
    const items = cartStore.getState().cartItems;
    const photoIds = photoIdsOf(items);
    // The cart's photos with their server ids; a photo the server no longer has (expired, P7)
    // is uploaded again from the phone and the order tried once more.
    const send = async (): Promise<ApiResult<OrderPlacedRow[]> | 'waiting'> => {
      if (photoIds.size > 0) {
        setUploading(true);
        try {
          await uploadWaitingPhotos();
          if ((await photosWaiting(items)).length > 0) return 'waiting';
        } finally {
          setUploading(false);
        }
      }
      const sent: CartItem[] = await linesWithUploadedPhotos(items);
      try {
        return await order.mutateAsync({ userId: user.UserID, note: note.trim(), couponCode: coupon?.code ?? '', paymentMethod: payment, items: sent });
      } catch (err) {
        return failureOf(err);
      }
    };
    let r = await send();
    if (r !== 'waiting' && r.kind === 'error' && r.code === 'PHOTO_MISSING' && photoIds.size > 0) {
      forgetOrderSubmission();
      await expireCartPhotoUploads(photoIds);
      r = await send();
    }
    setConfirming(false);
    if (r === 'waiting') {
      submitting.current = false;
      return notify({ variant: 'error', message: t('personal.photosWaiting', { n: (await photosWaiting(items)).length || 1 }) });
    }
    if (r.kind === 'ok' && r.data[0]?.OrderNumber) {
      const { OrderNumber } = r.data[0];
      placed.current = true;
      setLeaving(true);
      forgetOrderSubmission();
      notify({
        variant: 'success',
        message: `${t('msg.orderPlaced')} ${t('checkout.orderNumber', { number: ltrText(OrderNumber, intl.locale) })}`,
        // The chat with the shop's own number only (lib/whatsapp.ts): known by now, else no action.
        ...(whatsappLink ? { action: { label: t('checkout.sendPhotos'), href: whatsappLink(t('checkout.whatsappMessage', { number: OrderNumber, items: orderItemsText(items) })) } } : {}),
      });
      window.setTimeout(() => {
        cartStore.clearCart();
        void forgetCartPhotos(photoIds);
        void cartStore.flush().then(() => navigate({ to: '/$lang', params: { lang } }));
      }, AFTER_ORDER_MS);
      return;
    }
    submitting.current = false;
    if (r.kind !== 'error' || r.code === 'NETWORK' || r.status >= 500 || r.code === 'IDEMPOTENCY_IN_PROGRESS') {
      // The answer may have been lost after the order was made, or the first attempt is
      // still running: the same key is kept, so trying again can never make a second order.
      return notify({ variant: 'error', message: t('checkout.notConfirmed') });
    }
    forgetOrderSubmission(); // a final refusal: nothing was ordered
    if (r.code === 'IDEMPOTENCY_CONFLICT') return notify({ variant: 'warning', message: t('checkout.maybePlaced') });
    if (r.code === 'INVALID_COUPON') setCoupon(null);
    if (r.code === 'UNAUTHORIZED') {
      notify({ variant: 'error', message: failureMessage(intl, r) });
      return void navigate({ to: '/$lang/login', params: { lang }, search: { next: 'checkout' } });
    }
    const known = ['PHOTO_MISSING', 'INVALID_COUPON', 'OUT_OF_STOCK', 'OVER_LIMIT', 'INVALID_PRODUCT', 'EMPTY_CART', 'PAYMENT_METHOD_UNAVAILABLE', 'RATE_LIMITED', 'BAD_REQUEST'];
    notify({ variant: 'error', message: known.includes(r.code) ? failureMessage(intl, r) : t('msg.genericError') });
    if (['OUT_OF_STOCK', 'OVER_LIMIT', 'INVALID_PRODUCT'].includes(r.code)) void cart.refetch();
  };

  if (cart.items.length === 0) {
    return <div className="container section"><div className="skeleton cart-skeleton" aria-hidden="true" /></div>;
  }

  return (
    <div className="container section checkout">
      <div className="checkout__main">
        {/* First on the page, so a phone sees at once why Place Order waits. */}
        {(waiting ?? 0) > 0 && <p className="notice notice--offline checkout__photos" role="status">{t('personal.photosWaiting', { n: waiting ?? 0 })}</p>}
        <BillingDetails user={user} />
        <section className="card">
          <TextField multiline label={t('lbl_checkout_order_notes')} value={note} onValue={setNote} maxLength={ORDER_NOTE_MAX}
            hint={t('checkout.notesHint')} />
        </section>
      </div>
      <section className="card checkout__order" aria-labelledby="order-title">
        <h2 id="order-title">{t('lbl_checkout_your_order')}</h2>
        {!cart.online && <p className="notice notice--offline" role="status">{t('cart.offlinePrices')}</p>}
        <OrderSummary cart={cart} coupon={coupon} />
        <CouponBox items={cart.items} lang={lang} applied={coupon} onApplied={setCoupon} />
        <form id="checkout-pay" onSubmit={askToConfirm} noValidate className="checkout__pay">
          <SelectField
            label={t('lbl_checkout_payment_method')}
            value={payment}
            onValue={(v) => setPayment(Number(v))}
            options={[{ value: 0, label: t('checkout.pleaseSelect') }, { value: COD, label: t('checkout.cashOnDelivery') }]}
          />
          <button type="submit" className="btn btn--primary checkout__place" disabled={blocked}>{t('lbl_checkout_place_order')}</button>
        </form>
      </section>
      {/* On phones Place Order stays in reach with the total, whatever is scrolled (checkout.css). */}
      <div className="checkout-bar" role="region" aria-label={t('checkout.barLabel')}>
        <p className="checkout-bar__total"><span>{t('lbl_cart_total')}</span> <strong>{formatMoney(intl, totalAfterCoupon(cart, coupon))}</strong></p>
        <button type="submit" form="checkout-pay" className="btn btn--primary" disabled={blocked}>{t('lbl_checkout_place_order')}</button>
      </div>
      <ConfirmOrderDialog open={confirming} busy={busy} onConfirm={() => void submit()} onCancel={() => !busy && setConfirming(false)} />
    </div>
  );
}

function CheckoutGate() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  const told = useRef(false);
  // docs/rules.md R2: checkout is for logged-in users only.
  useEffect(() => {
    if (user || told.current) return;
    told.current = true;
    notify({ variant: 'info', message: t('error.UNAUTHORIZED') });
    void navigate({ to: '/$lang/login', params: { lang }, search: { next: 'checkout' }, replace: true });
  }, [user, lang, navigate, t]);
  return (
    <>
      <PageTitleBar title={t('lbl_checkout_title')} />
      {user ? <Checkout user={user} /> : null}
    </>
  );
}

export function CheckoutScreen() {
  return <LabelScope entity={LABEL_ENTITY.Checkout}><CheckoutGate /></LabelScope>;
}
