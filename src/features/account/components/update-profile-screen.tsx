// Update Profile (docs/rules.md R2, R5): first and last name, state and city (within the
// account's country), contact number, postal code, shipping address. Without a logged-in
// user it goes home; after 'Profile Updated Successfully!' it goes home after 1 s.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PROFILE_FIELDS } from '../../../../contract/form-fields.ts';
import { UNSELECTED_LOCATION } from '../../../../contract/validation.ts';
import { formError } from '../../../../contract/check-fields.ts';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { useLocationOptions } from '../../../lib/location-queries.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { updateUser, useSession, type SessionUser } from '../../../lib/session.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { FactList, TextField } from '../../../components/ui/form-field.tsx';
import { LocationFields, type LocationValue } from '../../../components/ui/location-fields.tsx';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { toastFailure, toastFieldError, toastSuccess } from '../../../i18n/toast-messages.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useUpdateProfile } from '../account-api.ts';
import { AuthCard } from './auth-card.tsx';
import { DeleteAccount } from './delete-account.tsx';
import '../account.css';
import { AddressFields } from './address-fields.tsx';

/** docs/rules.md R9: home 1 s after a saved profile. */
export const AFTER_PROFILE_MS = 1000;

const id = (v: number | null | undefined) => (v && v > 0 ? v : UNSELECTED_LOCATION);

function ProfileForm({ user }: { user: SessionUser }) {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [f, setF] = useState({
    FirstName: user.FirstName ?? '', LastName: user.LastName ?? '', MobileNo: user.MobileNo ?? '',
    PostalCode: user.PostalCode ?? '', AddressLineOne: user.AddressLineOne ?? '',
  });
  const [location, setLocation] = useState<LocationValue>({ countryId: id(user.CountryID), stateId: id(user.StateProvinceID), cityId: id(user.CityID) });
  const save = useUpdateProfile(lang);
  const lists = useLocationOptions(lang, location);
  const set = (k: keyof typeof f) => (v: string) => setF((p) => ({ ...p, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields = {
      UserID: user.UserID, FirstName: f.FirstName.trim(), LastName: f.LastName.trim(), MobileNo: f.MobileNo.trim(),
      PostalCode: f.PostalCode.trim(), AddressLineOne: f.AddressLineOne.trim(), StateProvinceId: location.stateId, CityId: location.cityId,
    };
    const error = formError(PROFILE_FIELDS, fields);
    if (error) return toastFieldError(intl, error);
    save.mutate(fields, {
      onSuccess: (r) => {
        if (r.kind !== 'ok') return;
        const row = Array.isArray(r.data) ? r.data[0] : undefined;
        const state = lists.states.find((s) => s.id === location.stateId);
        const city = lists.cities.find((c) => c.id === location.cityId);
        // The answer is the saved profile; without one, what was sent is what was saved.
        updateUser(row && Number(row.UserID) === user.UserID ? { ...user, ...row } : {
          ...user, ...fields,
          StateProvinceID: location.stateId > 0 ? location.stateId : null, StateName: state?.name ?? null,
          CityID: location.cityId > 0 ? location.cityId : null, CityName: city?.name ?? null,
        });
        toastSuccess(intl, 'msg.profileUpdated');
        window.setTimeout(() => void navigate({ to: '/$lang', params: { lang } }), AFTER_PROFILE_MS);
      },
      onError: (err) => toastFailure(intl, failureOf(err)),
    });
  };

  return (
    <AuthCard wide title={t('account.profileHeading', { first: user.FirstName, last: user.LastName })} intro={t('account.profileIntro')}>
      <FactList items={[{ label: t('account.email'), value: user.EmailAddress }, { label: t('account.country'), value: user.CountryName }]} />
      <form className="form profile-form" onSubmit={submit} noValidate>
        <div className="form__row">
          <TextField label={t('account.firstName')} autoComplete="given-name" value={f.FirstName} onValue={set('FirstName')} required requiredMark="*" />
          <TextField label={t('account.lastName')} autoComplete="family-name" value={f.LastName} onValue={set('LastName')} required requiredMark="*" />
        </div>
        <div className="form__row">
          <LocationFields value={location} onChange={setLocation} {...lists} showCountry={false}
            labels={{ country: t('account.country'), state: t('account.state'), city: t('account.city'), choose: t('account.choose') }} />
        </div>
        <AddressFields value={f} set={set} />
        <button type="submit" className="btn btn--primary auth__submit" disabled={save.isPending || save.isSuccess}>{t('lbl_profile_save')}</button>
      </form>
    </AuthCard>
  );
}

function Profile() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  useEffect(() => {
    if (!user) void navigate({ to: '/$lang', params: { lang }, replace: true });
  }, [user, lang, navigate]);
  return (
    <>
      <PageTitleBar title={t('lbl_profile_title')} />
      {user && <ProfileForm user={user} />}
      {user && <div className="container delete-account__wrap"><DeleteAccount user={user} /></div>}
    </>
  );
}

export function UpdateProfileScreen() {
  return <LabelScope entity={LABEL_ENTITY.UpdateProfile}><Profile /></LabelScope>;
}
