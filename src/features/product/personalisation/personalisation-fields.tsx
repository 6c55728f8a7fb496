// The product page's personalisation fields (docs/shop-rules.md P1-P5): a text input per
// text line, held to its own limit in characters as the shopper types, and a photo picker
// per photo slot (the photo is downscaled on the phone to the slot's print size, P5).
import { useId, type CSSProperties, type ReactNode } from 'react';
import { FONT_STACKS, normaliseText, textLength, type PersonalisationField, type PersonalisationValues } from '../../../../contract/personalisation.ts';
import { useT } from '../../../i18n/use-t.ts';
import { RequiredMark } from '../components/required-mark.tsx';
import type { PhotoState } from './use-personalisation.ts';

interface Props {
  fields: readonly PersonalisationField[];
  /** As typed (normalised only when added to the cart). */
  values: PersonalisationValues;
  onChange: (key: string, value: string) => void;
  onPhoto: (field: PersonalisationField, file: File) => void;
  photoState: Readonly<Record<string, PhotoState>>;
  /**
   * A small copy of the preview shown beside the fields on a phone, where the product's
   * picture (and the preview on it) is screens above them: the shopper sees the gift change
   * while typing. A copy for the eyes only; the picture's preview is the one named.
   */
  preview?: ReactNode;
}

/**
 * The small preview shows the part of the picture where the product prints (every field's
 * area, with a margin), enlarged to fill it: at 104px the whole mug would make a name unreadable.
 */
function zoomOn(fields: readonly PersonalisationField[]): CSSProperties {
  const left = Math.min(...fields.map((f) => f.Area.x));
  const top = Math.min(...fields.map((f) => f.Area.y));
  const right = Math.max(...fields.map((f) => f.Area.x + f.Area.w));
  const bottom = Math.max(...fields.map((f) => f.Area.y + f.Area.h));
  const scale = Math.max(1, Math.min(3, 0.9 / Math.max(right - left, bottom - top)));
  const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
  return {
    blockSize: '100%',
    transformOrigin: `${cx * 100}% ${cy * 100}%`,
    transform: `translate(${(0.5 - cx) * 100}%, ${(0.5 - cy) * 100}%) scale(${scale.toFixed(3)})`,
  };
}

/** The first `max` characters (code points) of a text. */
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

export function PersonalisationFields({ fields, values, onChange, onPhoto, photoState, preview }: Props) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="buy__group personal">
      <legend>{t('personal.title')}</legend>
      {preview && <div className="personal__mini" aria-hidden="true"><div style={zoomOn(fields)}>{preview}</div></div>}
      {fields.map((f) => {
        const inputId = `${id}-${f.Key}`;
        if (f.Kind === 'photo') {
          const state = photoState[f.Key];
          return (
            <div key={f.Key} className="field">
              <label htmlFor={inputId}>{f.Label}{f.Required && <RequiredMark />}</label>
              {/* The browser's own file button speaks the browser's language ("Choose File",
                  "No file chosen"), not the page's: it is hidden, and a second label in the
                  page's language opens it (docs/architecture.md, convention 6). */}
              <input id={inputId} type="file" className="visually-hidden file-pick__input" accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                onChange={(e) => { const file = e.target.files?.[0]; if (file) onPhoto(f, file); }} />
              <label htmlFor={inputId} className="btn btn--ghost file-pick">{t(state === 'ready' || state === 'waiting' ? 'personal.photo.change' : 'personal.photo.choose')}</label>
              {state && <p className="field__hint" role="status">{t(`personal.photo.${state}`)}</p>}
            </div>
          );
        }
        const value = values[f.Key] ?? '';
        const max = f.MaxLength ?? 0;
        return (
          <div key={f.Key} className="field">
            <label htmlFor={inputId}>{f.Label}{f.Required && <RequiredMark />}</label>
            {/* Typed in the font it prints in (the preview's shipped fonts): a Hindi or
                Arabic name shows as it will print, also on a phone without such a font. */}
            <input id={inputId} type="text" dir="auto" autoComplete="off" value={value} aria-describedby={`${inputId}-count`}
              style={{ fontFamily: FONT_STACKS[f.Font] }}
              onChange={(e) => onChange(f.Key, clip(e.target.value.replace(/[\r\n]+/g, ' '), max))} />
            <p id={`${inputId}-count`} className="field__hint">{t('personal.count', { n: textLength(normaliseText(value)), max })}</p>
          </div>
        );
      })}
    </fieldset>
  );
}
