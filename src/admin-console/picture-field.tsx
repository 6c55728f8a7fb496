// A banner's, campaign's or category's picture in its form: taken with the phone's camera or
// chosen from its gallery, sent at once through the image pipeline (server/admin/admin-pictures.ts;
// never queued: a photo of megabytes does not wait in localStorage), shown as the shop will
// crop it, and replaced or removed. The form saves the picture's URL with its other fields.
import { useId, type ChangeEvent } from 'react';
import type { PictureFor } from '../../contract/admin-shop.ts';
import { IMAGE_KINDS } from '../../contract/images.ts';
import { FormProblem } from './console-error.tsx';
import { uploadPicture } from './catalogue-queries.ts';
import { consolePicture, useMediaTask } from './product-media.tsx';
import './pictures.css';

const BOX: Record<PictureFor, { width: number; height: number }> = { banner: IMAGE_KINDS.b, campaign: IMAGE_KINDS.k, category: IMAGE_KINDS.c };


export function PictureField({ kind, label, value, onChange }: {
  kind: PictureFor;
  label: string;
  /** The picture's URL, '' or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const { t, online, busy, problem, run, photo, disabled } = useMediaTask();
  const id = useId();
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = photo(e);
    if (file) void run(async () => onChange(await uploadPicture(kind, file, file.name || 'picture.jpg')));
  };
  const box = BOX[kind];
  return (
    <fieldset className="c-picture" aria-busy={busy} aria-describedby={`${id}-hint`}>
      <legend>{label}</legend>
      {!online && <p className="c-offline-note" role="status">{t('picture.offline')}</p>}
      <FormProblem text={problem} />
      {value ? (
        <img className={`c-picture__preview c-picture__preview--${kind}`} src={consolePicture(value, 360)} alt={t('picture.current', { what: label })} width={box.width} height={box.height} />
      ) : (
        <p className="c-picture__none c-muted">{t('picture.none')}</p>
      )}
      <p id={`${id}-hint`} className="c-muted">{t(`picture.hint.${kind}`)}</p>
      <div className="c-actions">
        {/* No `capture`: a phone offers its camera and its gallery. */}
        <label className={`c-button c-file${disabled ? ' is-disabled' : ''}`}>
          <input type="file" accept="image/*" onChange={choose} disabled={disabled} className="c-visually-hidden" />
          {busy ? t('editor.photoUploading') : value ? t('picture.replace') : t('picture.choose')}
        </label>
        {value && (
          <button type="button" className="c-button" onClick={() => onChange(null)} disabled={busy}>{t('picture.remove')}</button>
        )}
      </div>
    </fieldset>
  );
}
