// The product page's personalisation state: the texts as typed, the photos' local pictures
// for the preview and their ids for the cart (docs/shop-rules.md P1, P5, P6). A picked photo
// is downscaled to its slot's print size and kept on the phone at once (so adding to the
// cart works offline and survives a reload); it uploads now or when the network is back.
import { useCallback, useEffect, useState } from 'react';
import type { PersonalisationField, PersonalisationValues } from '../../../../contract/personalisation.ts';
import { CartPhotoSpaceFull, cartPhoto, keepCartPhoto, photoIdsOf, uploadWaitingPhotos } from '../../../cart-and-wishlist/cart-photos.ts';
import { cartStore } from '../../../cart-and-wishlist/cart-store.ts';
import { downscaleForPrint } from './photo-upload.ts';

/** working: being prepared; ready: kept and uploaded; waiting: kept, uploads when online; full: no room on the phone; failed: not a photo. */
export type PhotoState = 'working' | 'ready' | 'waiting' | 'full' | 'failed';

export interface PersonalisationState {
  values: PersonalisationValues;
  photos: Readonly<Record<string, string>>;
  photoState: Readonly<Record<string, PhotoState>>;
  setText(key: string, value: string): void;
  setPhoto(field: PersonalisationField, file: File): void;
}

export function usePersonalisation(productId: number): PersonalisationState {
  const [values, setValues] = useState<PersonalisationValues>({});
  const [photos, setPhotos] = useState<Record<string, string>>({});
  const [photoState, setPhotoState] = useState<Record<string, PhotoState>>({});
  // Another product: start again (adjusted during render, as React recommends, not in an effect).
  const [shownFor, setShownFor] = useState(productId);
  if (shownFor !== productId) {
    setShownFor(productId);
    setValues({});
    setPhotos({});
    setPhotoState({});
  }
  useEffect(() => () => { for (const url of Object.values(photos)) URL.revokeObjectURL(url); }, [photos]);

  const setText = useCallback((key: string, value: string) => setValues((v) => ({ ...v, [key]: value })), []);
  const setPhoto = useCallback((field: PersonalisationField, file: File) => {
    setPhotoState((s) => ({ ...s, [field.Key]: 'working' }));
    setValues((v) => ({ ...v, [field.Key]: '' }));
    void (async () => {
      let small: Blob;
      try {
        small = await downscaleForPrint(file, field);
      } catch {
        return setPhotoState((s) => ({ ...s, [field.Key]: 'failed' }));
      }
      let id: string;
      try {
        id = await keepCartPhoto(small, photoIdsOf(cartStore.getState().cartItems));
      } catch (err) {
        return setPhotoState((s) => ({ ...s, [field.Key]: err instanceof CartPhotoSpaceFull ? 'full' : 'failed' }));
      }
      setPhotos((p) => ({ ...p, [field.Key]: URL.createObjectURL(small) }));
      setValues((v) => ({ ...v, [field.Key]: id }));
      setPhotoState((s) => ({ ...s, [field.Key]: 'ready' }));
      await uploadWaitingPhotos();
      if (!(await cartPhoto(id))?.uploadId) setPhotoState((s) => ({ ...s, [field.Key]: 'waiting' }));
    })();
  }, []);
  return { values, photos, photoState, setText, setPhoto };
}
