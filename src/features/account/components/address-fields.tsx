// The contact number, postal code and shipping address, as sign-up and the profile ask
// for them (docs/rules.md R9: the address is required, the others are not).
import { TextField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../i18n/use-t.ts';

export interface AddressValue { MobileNo: string; PostalCode: string; AddressLineOne: string }

export function AddressFields({ value, set }: { value: AddressValue; set: (k: keyof AddressValue) => (v: string) => void }) {
  const t = useT();
  return (
    <>
      <div className="form__row">
        <TextField label={t('account.contactNumber')} type="tel" autoComplete="tel" value={value.MobileNo} onValue={set('MobileNo')} />
        <TextField label={t('account.postalCode')} inputMode="numeric" autoComplete="postal-code" value={value.PostalCode} onValue={set('PostalCode')} />
      </div>
      <TextField multiline label={t('account.shippingAddress')} value={value.AddressLineOne} onValue={set('AddressLineOne')} required requiredMark="*" />
    </>
  );
}
