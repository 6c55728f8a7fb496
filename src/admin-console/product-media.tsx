// A product's photos and its file in the editor. They need the network (a photo of megabytes
// is never queued): offline, the editor says so and the buttons wait. Photos come from the
// phone's camera or files, checked here against the server's own limits first; their order
// changes by dragging or by the move buttons (for a keyboard, a screen reader, one thumb);
// each may be tied to one of the product's saved colours (the shop shows it for that colour).
import { useState, useSyncExternalStore, type ChangeEvent, type DragEvent } from 'react';
import { enqueueSnackbar } from 'notistack';
import { ATTRIBUTE } from '../../contract/models.ts';
import { variantFor } from '../../contract/images.ts';
import { CATALOGUE_MESSAGES, DIGITAL_FILE_MAX_BYTES, DIGITAL_FILE_TYPES, PRODUCT_PHOTO_MAX_BYTES } from '../../contract/admin-catalogue.ts';
import { consoleWrite } from './console-api.ts';
import { errorText, FormProblem } from './console-error.tsx';
import { uploadToProduct, type Product } from './catalogue-queries.ts';
import { useConsoleLang } from './use-console-lang.ts';
import type { ConsoleMessageId } from './messages-en.ts';
import { useConsoleT, type ConsoleT } from './use-console-t.ts';
import './pictures.css';

const onlineNow = () => navigator.onLine;
const onOnline = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};
export const useOnline = () => useSyncExternalStore(onOnline, onlineNow);

const SERVER_IDS: [string, ConsoleMessageId][] = [
  [CATALOGUE_MESSAGES.photoNotAnImage, 'catalogue.photoNotAnImage'],
  [CATALOGUE_MESSAGES.photoTooLarge, 'catalogue.photoTooLarge'],
  [CATALOGUE_MESSAGES.fileTooLarge, 'catalogue.fileTooLarge'],
  [CATALOGUE_MESSAGES.fileType, 'catalogue.fileType'],
];

/** The server's catalogue messages in the console's language; others as errorText shows them. */
export function catalogueError(t: ConsoleT, err: unknown): string {
  const message = (err as { message?: string } | null)?.message;
  const known = SERVER_IDS.find(([text]) => text === message);
  return known ? t(known[1]) : errorText(t, err);
}

/** A picture drawn `cssPx` wide on a phone's dense screen: the pipeline's WebP that covers it, else the address itself (the demo's artwork). */
export const consolePicture = (url: string, cssPx: number) => variantFor(url, cssPx, 2, 'webp') ?? url;

/**
 * One upload or change at a time, never offline: `busy` while it runs, its problem in the
 * console's language; `photo` checks a chosen photo against the server's limits first.
 */
export function useMediaTask() {
  const t = useConsoleT();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(catalogueError(t, err));
    } finally {
      setBusy(false);
    }
  };
  /** The photo chosen in `e` (the input is emptied to take the same one again), or null with the problem said. */
  const photo = (e: ChangeEvent<HTMLInputElement>): File | null => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return null;
    if (file.type && !file.type.startsWith('image/')) return (setProblem(t('catalogue.photoNotAnImage')), null);
    if (file.size > PRODUCT_PHOTO_MAX_BYTES) return (setProblem(t('catalogue.photoTooLarge')), null);
    return file;
  };
  return { t, online, busy, problem, setProblem, run, photo, disabled: busy || !online };
}

interface MediaProps {
  product: Product;
  version: number;
  /** A photo or file change answered the product at its new version. */
  onChanged: (product: Product) => void;
}

export function ProductPhotos({ product, version, onChanged }: MediaProps) {
  const lang = useConsoleLang();
  const task = useMediaTask();
  const { t, online, busy, problem, disabled } = task;
  const [dragged, setDragged] = useState<number | null>(null);
  const photos = product.photos;

  const run = (work: () => Promise<Product>, done: ConsoleMessageId | null) => task.run(async () => {
    onChanged(await work());
    if (done) enqueueSnackbar(t(done), { variant: 'success' });
  });

  const add = (e: ChangeEvent<HTMLInputElement>) => {
    const file = task.photo(e);
    if (!file) return;
    void run(() => uploadToProduct(`products/${product.id}/photos?version=${version}`, 'photo', file, file.name || 'photo.jpg', 'post'), 'editor.photoAdded');
  };
  const order = (ids: number[]) =>
    void run(async () => (await consoleWrite<{ product: Product }>(`products/${product.id}/photos/order`, { version, photoIds: ids }, { method: 'put' })).product, null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    order(ids);
  };
  const colour = (photoId: number, colorId: number | null) =>
    void run(async () => (await consoleWrite<{ product: Product }>(`products/${product.id}/photos/${photoId}`, { version, colorId }, { method: 'put' })).product, 'editor.photoColourSaved');
  const remove = (photoId: number) =>
    void run(async () => (await consoleWrite<{ product: Product }>(`products/${product.id}/photos/${photoId}?version=${version}`, null, { method: 'delete' })).product, 'editor.photoDeleted');

  const drop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };
  const colours = product.options.filter((o) => o.attributeId === ATTRIBUTE.Color);
  return (
    <fieldset className="c-card c-fieldset" aria-busy={busy}>
      <legend>{t('editor.photos')}</legend>
      {!online && <p className="c-offline-note" role="status">{t('editor.photosOffline')}</p>}
      <FormProblem text={problem} />
      {photos.length === 0 ? (
        <p className="c-muted">{t('editor.photosNone')}</p>
      ) : (
        <>
          <p className="c-muted">{t('editor.photosHint')}</p>
          {colours.length > 0 && <p className="c-muted">{t('editor.photosColourHint')}</p>}
          <ol className="c-photos">
            {photos.map((p, i) => (
              <li
                key={p.id}
                className={`c-photos__item${dragged === i ? ' is-dragged' : ''}`}
                draggable={!disabled}
                onDragStart={() => setDragged(i)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={drop(i)}
              >
                <img src={consolePicture(p.url, 96)} alt={t('editor.photoAlt', { n: i + 1, count: photos.length })} width={96} height={96} className="c-photo" draggable={false} />
                <span className="c-photos__buttons">
                  <button type="button" className="c-icon-button" onClick={() => move(i, i - 1)} disabled={disabled || i === 0} aria-label={t('editor.photoUp', { n: i + 1 })}>
                    <span aria-hidden="true" className="c-arrow c-arrow--back" />
                  </button>
                  <button type="button" className="c-icon-button" onClick={() => move(i, i + 1)} disabled={disabled || i === photos.length - 1} aria-label={t('editor.photoDown', { n: i + 1 })}>
                    <span aria-hidden="true" className="c-arrow c-arrow--forward" />
                  </button>
                  <button type="button" className="c-icon-button c-icon-button--danger" onClick={() => remove(p.id)} disabled={disabled} aria-label={t('editor.photoDelete', { n: i + 1 })}>
                    ×
                  </button>
                </span>
                {colours.length > 0 && (
                  <select className="c-photos__colour" aria-label={t('editor.photoColour', { n: i + 1 })} value={p.colorId ?? ''} disabled={disabled}
                    onChange={(e) => colour(p.id, e.target.value ? Number(e.target.value) : null)}>
                    <option value="">{t('editor.photoAnyColour')}</option>
                    {colours.map((o) => <option key={o.valueId} value={o.valueId}>{lang === 'ar' ? o.displayValueAr || o.displayValue : o.displayValue}</option>)}
                  </select>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <label className={`c-button c-button--block c-file${disabled ? ' is-disabled' : ''}`}>
        <input type="file" accept="image/*" capture="environment" onChange={add} disabled={disabled} className="c-visually-hidden" />
        {busy ? t('editor.photoUploading') : t('editor.photoAdd')}
      </label>
    </fieldset>
  );
}

const sizeText = (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function DigitalFile({ product, version, onChanged }: MediaProps) {
  const { t, online, busy, problem, setProblem, run, disabled } = useMediaTask();
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const ext = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!DIGITAL_FILE_TYPES[ext]) return setProblem(t('catalogue.fileType'));
    if (file.size > DIGITAL_FILE_MAX_BYTES) return setProblem(t('catalogue.fileTooLarge'));
    await run(async () => {
      const updated = await uploadToProduct(`products/${product.id}/digital-file?version=${version}`, 'file', file, file.name, 'put');
      onChanged(updated);
      enqueueSnackbar(t('editor.fileUploaded', { name: updated.digitalFile?.fileName ?? file.name }), { variant: 'success' });
    });
  };
  return (
    <div className="c-digital-file" aria-busy={busy}>
      <h3>{t('editor.file')}</h3>
      {!online && <p className="c-offline-note" role="status">{t('editor.photosOffline')}</p>}
      <FormProblem text={problem} />
      <p>
        {product.digitalFile ? (
          <span dir="auto">{t('editor.fileCurrent', { name: product.digitalFile.fileName, size: sizeText(product.digitalFile.size) })}</span>
        ) : (
          <span className="c-muted">{t('editor.fileNone')}</span>
        )}
      </p>
      <p className="c-muted">{t('editor.fileHint')}</p>
      <label className={`c-button c-file${disabled ? ' is-disabled' : ''}`}>
        <input type="file" accept={Object.keys(DIGITAL_FILE_TYPES).map((x) => `.${x}`).join(',')} onChange={(e) => void choose(e)} disabled={disabled} className="c-visually-hidden" />
        {product.digitalFile ? t('editor.fileReplace') : t('editor.fileChoose')}
      </label>
    </div>
  );
}
