// The product page's personalisation state: the texts as typed, the photos' local pictures
// for the preview and their upload ids for the cart (docs/shop-rules.md P1, P5, P6).
import { useCallback, useEffect, useState } from 'react';
import type { PersonalisationField, PersonalisationValues } from '../../../../contract/personalisation.ts';
import { downscaleForPrint, uploadPhoto } from './photo-upload.ts';

export interface PersonalisationState {
  values: PersonalisationValues;
  photos: Readonly<Record<string, string>>;
  photoState: Readonly<Record<string, 'working' | 'ready' | 'failed'>>;
  setText(key: string, value: string): void;
  setPhoto(field: PersonalisationField, file: File): void;
}

export function usePersonalisation(productId: number): PersonalisationState {
  const [values, setValues] = useState<PersonalisationValues>({});
  const [photos, setPhotos] = useState<Record<string, string>>({});
  const [photoState, setPhotoState] = useState<Record<string, 'working' | 'ready' | 'failed'>>({});
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
      try {
        const small = await downscaleForPrint(file, field);
        setPhotos((p) => ({ ...p, [field.Key]: URL.createObjectURL(small) }));
        const id = await uploadPhoto(small);
        if (id) setValues((v) => ({ ...v, [field.Key]: id }));
        setPhotoState((s) => ({ ...s, [field.Key]: id ? 'ready' : 'failed' }));
      } catch {
        setPhotoState((s) => ({ ...s, [field.Key]: 'failed' }));
      }
    })();
  }, []);
  return { values, photos, photoState, setText, setPhoto };
}
