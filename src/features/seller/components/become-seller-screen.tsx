// Become Seller (docs/rules.md R2, R5): first and last name, email, country, state, city,
// mobile, postal code, password and its confirmation, home address; 'Password does not
// match!'; 'Your request for seller created successfully!'; a link to login. The shop
// owner approves or rejects the request through the admin interface (docs/rules.md R11.7).
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SELLER_CONFIRM_FIELDS, SELLER_FIELDS } from '../../../../contract/form-fields.ts';
import { UNSELECTED_LOCATION, checkPasswordsMatch } from '../../../../contract/validation.ts';
import { formError } from '../../../../contract/check-fields.ts';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { useLocationOptions } from '../../../lib/location-queries.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { LocationFields, type LocationValue } from '../../../components/ui/location-fields.tsx';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { toastFailure, toastFieldError, toastSuccess } from '../../../i18n/toast-messages.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useRequestSellerAccount, type SellerRequestFields } from '../seller-api.ts';
import '../seller.css';

const EMPTY = { FirstName: '', LastName: '', EmailAddress: '', MobileNo: '', PostalCode: '', Password: '', ConfirmPassword: '', AddressLineOne: '' };
const NO_LOCATION: LocationValue = { countryId: UNSELECTED_LOCATION, stateId: UNSELECTED_LOCATION, cityId: UNSELECTED_LOCATION };

function BecomeSeller() {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const [f, setF] = useState(EMPTY);
  const [location, setLocation] = useState(NO_LOCATION);
  const request = useRequestSellerAccount(lang);
  const [sent, setSent] = useState(false);
  const lists = useLocationOptions(lang, location);
  const set = (k: keyof typeof EMPTY) => (v: string) => setF((p) => ({ ...p, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields: SellerRequestFields = {
      FirstName: f.FirstName.trim(), LastName: f.LastName.trim(), EmailAddress: f.EmailAddress.trim(), MobileNo: f.MobileNo.trim(),
      PostalCode: f.PostalCode.trim(), Password: f.Password, AddressLineOne: f.AddressLineOne.trim(),
      CountryID: location.countryId, StateProvinceId: location.stateId, CityId: location.cityId,
    };
    const error = formError(SELLER_FIELDS, fields) ?? formError(SELLER_CONFIRM_FIELDS, { ConfirmPassword: f.ConfirmPassword }) ?? checkPasswordsMatch(f.Password, f.ConfirmPassword);
    if (error) return toastFieldError(intl, error);
    request.mutate(fields, {
      onSuccess: (r) => {
        if (r.kind !== 'ok') return;
        toastSuccess(intl, 'msg.sellerRequestCreated');
        setF(EMPTY);
        setLocation(NO_LOCATION);
        setSent(true);
      },
      onError: (err) => toastFailure(intl, failureOf(err)),
    });
  };

  return (
    <>
      <PageTitleBar title={t('lbl_vendor_title')} />
      <div className="container section seller">
        <aside className="seller__pitch">
          <h2>{t('seller.pitchTitle')}</h2>
          <ul>
            <li>{t('seller.pitch1')}</li>
            <li>{t('seller.pitch2')}</li>
            <li>{t('seller.pitch3')}</li>
          </ul>
          <p>{t('seller.review')}</p>
        </aside>
        <section className="card seller__card" aria-labelledby="seller-title">
          <h2 id="seller-title">{t('seller.formTitle')}</h2>
          {sent && <p className="notice seller__sent" role="status">{t('seller.sentNotice')}</p>}
          <form className="form" onSubmit={submit} noValidate>
            <div className="form__row">
              <TextField label={t('account.firstName')} autoComplete="given-name" value={f.FirstName} onValue={set('FirstName')} />
              <TextField label={t('account.lastName')} autoComplete="family-name" value={f.LastName} onValue={set('LastName')} />
            </div>
            <TextField label={t('account.email')} type="email" autoComplete="email" value={f.EmailAddress} onValue={set('EmailAddress')} required requiredMark="*" />
            <div className="form__row">
              <LocationFields value={location} onChange={setLocation} {...lists} countryRequired requiredMark="*"
                labels={{ country: t('account.country'), state: t('account.state'), city: t('account.city'), choose: t('account.choose') }} />
            </div>
            <div className="form__row">
              <TextField label={t('seller.mobile')} type="tel" autoComplete="tel" value={f.MobileNo} onValue={set('MobileNo')} />
              <TextField label={t('account.postalCode')} inputMode="numeric" autoComplete="postal-code" value={f.PostalCode} onValue={set('PostalCode')} />
            </div>
            <div className="form__row">
              <TextField label={t('account.password')} type="password" autoComplete="new-password" value={f.Password} onValue={set('Password')} required requiredMark="*"
                hint={t('account.passwordHint')} />
              <TextField label={t('account.confirmPassword')} type="password" autoComplete="new-password" value={f.ConfirmPassword} onValue={set('ConfirmPassword')} required requiredMark="*" />
            </div>
            <TextField multiline label={t('seller.homeAddress')} autoComplete="street-address" value={f.AddressLineOne} onValue={set('AddressLineOne')} required requiredMark="*" />
            <button type="submit" className="btn btn--primary" disabled={request.isPending}>{t('lbl_vendor_submit')}</button>
          </form>
          <p className="seller__login">{t('seller.haveAccount')} <Link to="/$lang/login" params={{ lang }}>{t('lbl_login_title')}</Link></p>
        </section>
      </div>
    </>
  );
}

export function BecomeSellerScreen() {
  return <LabelScope entity={LABEL_ENTITY.BecomeVendor}><BecomeSeller /></LabelScope>;
}
