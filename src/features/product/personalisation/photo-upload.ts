// A shopper's photo for a photo slot (docs/shop-rules.md P5): downscaled on the phone to the
// slot's print size (its print area at 300 dpi) before it is kept on the phone and uploaded
// (src/cart-and-wishlist/cart-photos.ts).
import { printPixels, type PersonalisationField } from '../../../../contract/personalisation.ts';

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
