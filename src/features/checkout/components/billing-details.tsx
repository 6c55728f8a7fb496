// Read-only billing details from the profile (docs/rules.md R2, Checkout): country, first
// and last name, shipping address, city, state, postcode, email, phone.
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../../lib/session.ts';
import { FactList } from '../../../components/ui/form-field.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';

export function BillingDetails({ user }: { user: SessionUser }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="card checkout__billing" aria-labelledby="billing-title">
      <div className="section-head">
        <h2 id="billing-title">{t('lbl_checkout_billing_details')}</h2>
        <Link to="/$lang/update-profile" params={{ lang }}>{t('checkout.editProfile')}</Link>
      </div>
      <FactList
        items={[
          { label: t('account.country'), value: user.CountryName },
          { label: t('account.firstName'), value: user.FirstName },
          { label: t('account.lastName'), value: user.LastName },
          { label: t('account.shippingAddress'), value: user.AddressLineOne },
          { label: t('account.city'), value: user.CityName },
          { label: t('account.state'), value: user.StateName },
          { label: t('account.postcode'), value: user.PostalCode },
          { label: t('account.email'), value: user.EmailAddress },
          { label: t('account.phone'), value: user.MobileNo ? <span dir="ltr">{user.MobileNo}</span> : '' },
        ]}
      />
    </section>
  );
}
