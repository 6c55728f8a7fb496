// An ordered line's personalisation in the order history (docs/shop-rules.md P8): each text
// by its field's label, each photo as the shop keeps it (read with the shopper's session,
// P6), the preview drawn on the item's picture as it was approved, and "personalisation to
// follow" for what the order came without.
import { useEffect, useState } from 'react';
import { PHOTO_UPLOAD_PATH } from '../../../../contract/calls.ts';
import { UPLOAD_ID_RE, type OrderedPersonalisation, type PersonalisationField } from '../../../../contract/personalisation.ts';
import { PersonalisationPreview } from '../../../components/ui/personalisation-preview.tsx';
import { getSession } from '../../../lib/session.ts';
import { useT } from '../../../i18n/use-t.ts';

// One request per photo however many places draw it (the preview and the thumbnail).
const fetched = new Map<string, Promise<Blob | null>>();
function photoBlob(id: string): Promise<Blob | null> {
  let p = fetched.get(id);
  if (!p) {
    p = fetch(`${PHOTO_UPLOAD_PATH}/${id}`, { headers: { token: getSession().token } })
      .then(async (res) => (res.ok ? res.blob() : null), () => null);
    fetched.set(id, p);
    void p.then((b) => { if (!b) fetched.delete(id); }); // not found or offline: asked again next time
  }
  return p;
}

/** The photo as the shop keeps it, as an object URL (none once deleted after the shop's period, P7). */
function useOrderedPhoto(id: string | undefined): string | undefined {
  const [url, setUrl] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    if (id === undefined || !UPLOAD_ID_RE.test(id)) return;
    let made: string | undefined;
    let cancelled = false;
    void photoBlob(id).then((blob) => {
        if (cancelled || !blob) return;
        made = URL.createObjectURL(blob);
        setUrl({ id, url: made });
      }, () => undefined);
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url && url.id === id ? url.url : undefined;
}

/** The fields of an ordered line as the preview takes them. */
const asFields = (p: OrderedPersonalisation): PersonalisationField[] =>
  p.Fields.map((f) => ({ ...f, Required: false, MaxLength: null }));

export function OrderedPreview({ personalisation, label }: { personalisation: OrderedPersonalisation; label: string }) {
  const photoField = personalisation.Fields.find((f) => f.PhotoId);
  const url = useOrderedPhoto(photoField?.PhotoId);
  const values = Object.fromEntries(personalisation.Fields.filter((f) => f.Text).map((f) => [f.Key, f.Text!]));
  const photos = photoField && url ? { [photoField.Key]: url } : {};
  return <PersonalisationPreview fields={asFields(personalisation)} values={values} photos={photos} label={label} />;
}

export function OrderPersonalisation({ personalisation }: { personalisation: OrderedPersonalisation }) {
  const t = useT();
  const photoField = personalisation.Fields.find((f) => f.PhotoId);
  const url = useOrderedPhoto(photoField?.PhotoId);
  return (
    <ul className="order-items__personal">
      {personalisation.Fields.map((f) => (
        <li key={f.Key}>
          <span className="order-items__personal-label">{f.Label}:</span>{' '}
          {f.PhotoId
            ? (url && f.Key === photoField?.Key
              ? <img className="order-items__photo" src={url} alt={t('personal.photoOf', { field: f.Label })} width={40} height={40} />
              : <span>{t('personal.photoInCart')}</span>)
            : <bdi>{f.Text}</bdi>}
        </li>
      ))}
      {personalisation.ToFollow.map((label) => (
        <li key={`follow-${label}`}><span className="order-items__personal-label">{label}:</span> {t('personal.toFollow')}</li>
      ))}
    </ul>
  );
}
