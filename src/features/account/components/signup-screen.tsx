// Sign-up (docs/rules.md R2, R5): names, email, password, the chained country, state and
// city selects (-999 when not chosen), contact number, postal code, shipping address.
// 'Signup Successfully!', then an automatic login and home, or the login page if that
// login fails.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SIGNUP_FIELDS } from '../../../../contract/form-fields.ts';
import { UNSELECTED_LOCATION } from '../../../../contract/validation.ts';
import { formError } from '../../../../contract/check-fields.ts';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { useLocationOptions } from '../../../lib/location-queries.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { LocationFields, type LocationValue } from '../../../components/ui/location-fields.tsx';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { toastFailure, toastFieldError, toastSuccess } from '../../../i18n/toast-messages.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useLogIn, useSignUp, type SignupFields } from '../account-api.ts';
import { AuthCard } from './auth-card.tsx';
import '../account.css';
import { AddressFields } from './address-fields.tsx';

const EMPTY = { FirstName: '', LastName: '', EmailAddress: '', Password: '', MobileNo: '', PostalCode: '', AddressLineOne: '' };
const NO_LOCATION: LocationValue = { countryId: UNSELECTED_LOCATION, stateId: UNSELECTED_LOCATION, cityId: UNSELECTED_LOCATION };

function Signup() {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  // Sent by checkout (through the login page): back there once signed up and logged in.
  const { next } = useSearch({ from: '/$lang/signup' });
  const [f, setF] = useState(EMPTY);
  const [location, setLocation] = useState(NO_LOCATION);
  const signUp = useSignUp(lang);
  const login = useLogIn(lang);
  const lists = useLocationOptions(lang, location);
  const set = (k: keyof typeof EMPTY) => (v: string) => setF((p) => ({ ...p, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields: SignupFields = {
      ...f, FirstName: f.FirstName.trim(), LastName: f.LastName.trim(), EmailAddress: f.EmailAddress.trim(),
      MobileNo: f.MobileNo.trim(), PostalCode: f.PostalCode.trim(), AddressLineOne: f.AddressLineOne.trim(),
      CountryID: location.countryId, StateProvinceId: location.stateId, CityId: location.cityId,
    };
    const error = formError(SIGNUP_FIELDS, { ...fields });
    if (error) return toastFieldError(intl, error);
    signUp.mutate(fields, {
      onSuccess: () => {
        toastSuccess(intl, 'msg.signupSuccess');
        login.mutate({ email: fields.EmailAddress, password: fields.Password }, {
          onSuccess: () => void navigate(next === 'checkout' ? { to: '/$lang/checkout', params: { lang } } : { to: '/$lang', params: { lang } }),
          onError: () => void navigate({ to: '/$lang/login', params: { lang }, search: next ? { next } : {} }),
        });
      },
      onError: (err) => toastFailure(intl, failureOf(err)),
    });
  };

  return (
    <>
      <PageTitleBar title={t('lbl_signup_title')} />
      <AuthCard wide title={t('account.signupHeading')} intro={t('account.signupIntro')}>
        <form className="form" onSubmit={submit} noValidate>
          <div className="form__row">
            <TextField label={t('account.firstName')} autoComplete="given-name" value={f.FirstName} onValue={set('FirstName')} required requiredMark="*" />
            <TextField label={t('account.lastName')} autoComplete="family-name" value={f.LastName} onValue={set('LastName')} required requiredMark="*" />
          </div>
          <TextField label={t('account.email')} type="email" autoComplete="email" value={f.EmailAddress} onValue={set('EmailAddress')} required requiredMark="*" />
          <TextField label={t('account.password')} type="password" autoComplete="new-password" value={f.Password} onValue={set('Password')} required requiredMark="*"
            hint={t('account.passwordHint')} />
          <div className="form__row">
            <LocationFields
              value={location}
              onChange={setLocation}
              {...lists}
              countryRequired
              requiredMark="*"
              labels={{ country: t('account.country'), state: t('account.state'), city: t('account.city'), choose: t('account.choose') }}
            />
          </div>
          <AddressFields value={f} set={set} />
          <button type="submit" className="btn btn--primary auth__submit" disabled={signUp.isPending || login.isPending}>{t('lbl_signup_button')}</button>
        </form>
        <div className="auth__links">
          <span>{t('account.haveAccount')} <Link to="/$lang/login" params={{ lang }} search={next ? { next } : {}}>{t('lbl_login_title')}</Link></span>
        </div>
      </AuthCard>
    </>
  );
}

export function SignupScreen() {
  return <LabelScope entity={LABEL_ENTITY.Signup}><Signup /></LabelScope>;
}
