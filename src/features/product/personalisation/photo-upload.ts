// A shopper's photo for a photo slot (docs/shop-rules.md P5, P6): downscaled on the phone to
// the slot's print size (its print area at 300 dpi) before it is sent, then uploaded with the
// anonymous upload token this browser keeps.
import { PHOTO_UPLOAD_PATH, UPLOAD_TOKEN_HEADER } from '../../../../contract/calls.ts';
import { printPixels, UPLOAD_ID_RE, type PersonalisationField } from '../../../../contract/personalisation.ts';
import { uploadToken } from '../../../lib/upload-token.ts';

/** The photo at no more than the slot's print size, as a JPEG. */
export async function downscaleForPrint(file: Blob, field: PersonalisationField): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const maxW = printPixels(field.PrintWidthMm);
  const maxH = printPixels(field.PrintHeightMm);
  // Cover the slot (the print crops to it): the smaller side fills it.
  const scale = Math.min(1, Math.max(maxW / bitmap.width, maxH / bitmap.height));
  const w = Math.max(1, Math.round(bitmap.width * scale));
  const h = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', 0.9));
}

/** Uploads a photo; its id, or null when the server refused it or the network failed. */
export async function uploadPhoto(photo: Blob): Promise<string | null> {
  const form = new FormData();
  form.append('photo', photo, 'photo.jpg');
  try {
    const res = await fetch(PHOTO_UPLOAD_PATH, { method: 'POST', body: form, headers: { [UPLOAD_TOKEN_HEADER]: uploadToken() } });
    if (!res.ok) return null;
    const body = await res.json() as { data?: string };
    const row = (JSON.parse(body.data ?? '[]') as { PhotoId?: string }[])[0];
    return row?.PhotoId && UPLOAD_ID_RE.test(row.PhotoId) ? row.PhotoId : null;
  } catch {
    return null;
  }
}
