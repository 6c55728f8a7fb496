// An image from someone we do not trust (a shopper's photo): decoded and re-encoded, never
// passed on as sent. Only bitmap formats a phone makes are read (JPEG, PNG, WebP, HEIF/AVIF;
// never SVG, whose text can carry script or fetch URLs); the decoder refuses more pixels
// than `maxInputPixels` before it allocates them; the output is a fresh baseline JPEG at most
// `maxSide` on its longer side, upright, sRGB, without any metadata (EXIF GPS, camera,
// comments) and without anything appended after the image data (a polyglot's payload).
import sharp, { type Metadata } from 'sharp';

export type UntrustedImageProblem = 'NOT_AN_IMAGE' | 'TOO_LARGE';

export class UntrustedImageError extends Error {
  constructor(readonly problem: UntrustedImageProblem, message: string) {
    super(message);
  }
}

export interface CleanImage { data: Buffer; width: number; height: number }

const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

export async function reencodeUntrustedImage(
  input: Buffer,
  opts: { maxInputSide: number; maxInputPixels: number; maxSide: number; quality?: number },
): Promise<CleanImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: opts.maxInputPixels, failOn: 'error' }).metadata();
  } catch (err) {
    const tooLarge = /pixel limit/i.test(String((err as Error).message));
    throw new UntrustedImageError(tooLarge ? 'TOO_LARGE' : 'NOT_AN_IMAGE', String((err as Error).message));
  }
  if (!meta.format || !READABLE.has(meta.format)) throw new UntrustedImageError('NOT_AN_IMAGE', `format ${meta.format ?? 'unknown'}`);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw new UntrustedImageError('NOT_AN_IMAGE', 'no dimensions');
  if (width > opts.maxInputSide || height > opts.maxInputSide || width * height > opts.maxInputPixels) {
    throw new UntrustedImageError('TOO_LARGE', `${width}x${height}`);
  }
  try {
    const out = await sharp(input, { limitInputPixels: opts.maxInputPixels, failOn: 'error', pages: 1 })
      .rotate() // upright by its EXIF orientation, which is then dropped with the rest
      .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: opts.quality ?? 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  } catch (err) {
    throw new UntrustedImageError('NOT_AN_IMAGE', String((err as Error).message));
  }
}
