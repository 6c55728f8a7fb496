// The seller request's write (docs/rules.md R7: CREATE_VENDOR_REQUEST). Our server hashes the
// password itself (docs/rules.md R12.14), so it is sent once, over TLS.
import { useMutation } from '@tanstack/react-query';
import type { LangCode } from '../../../contract/models.ts';
import { mutateApi } from '../../lib/mutate-api.ts';
import { withOverlay } from '../../lib/overlay.ts';

export type SellerRequestFields = {
  FirstName: string; LastName: string; EmailAddress: string; MobileNo: string; PostalCode: string; Password: string;
  AddressLineOne: string; CountryID: number; StateProvinceId: number; CityId: number;
};

export function useRequestSellerAccount(lang: LangCode) {
  return useMutation({
    mutationFn: (fields: SellerRequestFields) => withOverlay(mutateApi('CREATE_VENDOR_REQUEST', fields, { lang })),
  });
}
