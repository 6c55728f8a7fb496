// The product page's personalisation fields (docs/shop-rules.md P1-P5): a text input per
// text line, held to its own limit in characters as the shopper types, and a photo picker
// per photo slot (the photo is downscaled on the phone to the slot's print size, P5).
import { useId } from 'react';
import { normaliseText, textLength, type PersonalisationField, type PersonalisationValues } from '../../../../contract/personalisation.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { PhotoState } from './use-personalisation.ts';

interface Props {
  fields: readonly PersonalisationField[];
  /** As typed (normalised only when added to the cart). */
  values: PersonalisationValues;
  onChange: (key: string, value: string) => void;
  onPhoto: (field: PersonalisationField, file: File) => void;
  photoState: Readonly<Record<string, PhotoState>>;
}

/** The first `max` characters (code points) of a text. */
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

export function PersonalisationFields({ fields, values, onChange, onPhoto, photoState }: Props) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="buy__group personal">
      <legend>{t('personal.title')}</legend>
      {fields.map((f) => {
        const inputId = `${id}-${f.Key}`;
        if (f.Kind === 'photo') {
          const state = photoState[f.Key];
          return (
            <div key={f.Key} className="field">
              <label htmlFor={inputId}>{f.Label}{f.Required ? ' *' : ''}</label>
              <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                onChange={(e) => { const file = e.target.files?.[0]; if (file) onPhoto(f, file); }} />
              {state && <p className="field__hint" role="status">{t(`personal.photo.${state}`)}</p>}
            </div>
          );
        }
        const value = values[f.Key] ?? '';
        const max = f.MaxLength ?? 0;
        return (
          <div key={f.Key} className="field">
            <label htmlFor={inputId}>{f.Label}{f.Required ? ' *' : ''}</label>
            <input id={inputId} type="text" dir="auto" autoComplete="off" value={value} aria-describedby={`${inputId}-count`}
              onChange={(e) => onChange(f.Key, clip(e.target.value.replace(/[\r\n]+/g, ' '), max))} />
            <p id={`${inputId}-count`} className="field__hint">{t('personal.count', { n: textLength(normaliseText(value)), max })}</p>
          </div>
        );
      })}
    </fieldset>
  );
}
