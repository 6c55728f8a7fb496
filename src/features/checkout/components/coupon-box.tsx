// The coupon box (docs/rules.md R4 and R5): Coupon Code required, max 30; an applied
// coupon answers 'Coupon code is already applied!'; a discount not above 0 is
// 'Invalid coupon code!'. Success hides the box (the parent then shows the discount).
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { COUPON_FIELDS } from '../../../../contract/form-fields.ts';
import { formError } from '../../../../contract/check-fields.ts';
import type { LangCode } from '../../../../contract/models.ts';
import type { CartItem } from '../../../cart-and-wishlist/shopping-items.ts';
import { notify } from '../../../lib/notify.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toastFailure, toastFieldError } from '../../../i18n/toast-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { useCheckCoupon } from '../checkout-api.ts';
import type { AppliedCoupon } from './order-summary.tsx';

export function CouponBox({ items, lang, applied, onApplied }: { items: readonly CartItem[]; lang: LangCode; applied: AppliedCoupon | null; onApplied: (c: AppliedCoupon) => void }) {
  const t = useT();
  const intl = useIntl();
  const [code, setCode] = useState('');
  const check = useCheckCoupon(lang);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (applied) return notify({ variant: 'info', message: t('msg.couponAlreadyApplied') });
    const error = formError(COUPON_FIELDS, { CouponCode: code });
    if (error) return toastFieldError(intl, error);
    const invalid = () => notify({ variant: 'error', message: t('msg.invalidCoupon') });
    check.mutate({ couponCode: code.trim(), items }, {
      onSuccess: (r) => {
        if (r.kind === 'ok' && r.data.DiscountValueAfterCouponAppliedWithQuantity > 0) {
          onApplied({ code: code.trim().toUpperCase(), discount: r.data.DiscountValueAfterCouponAppliedWithQuantity });
        } else invalid();
      },
      onError: (err) => {
        const failure = failureOf(err);
        if (failure.code === 'INVALID_COUPON') invalid();
        else toastFailure(intl, failure);
      },
    });
  };

  if (applied) return null;
  return (
    <form className="coupon" onSubmit={apply} noValidate aria-label={t('lbl_checkout_apply_coupon')}>
      <TextField label={t('field.Coupon Code')} value={code} onValue={setCode} maxLength={40} autoComplete="off" autoCapitalize="characters" />
      <button type="submit" className="btn btn--secondary" disabled={check.isPending}>{t('lbl_checkout_apply_coupon')}</button>
    </form>
  );
}
