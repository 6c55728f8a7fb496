// Untrusted bytes → a master the shop may keep (docs/decisions/0019-one-image-pipeline.md).
// Whoever stores a picture someone sent (a shopper's photo, later the owner's uploads)
// hands the bytes here first and stores only what comes back: a fresh WebP drawn from the
// decoded pixels, so nothing of the input survives but the picture (no metadata, no
// location, no trailing payload of a polyglot file, no script of an SVG).
import sharp from 'sharp';

export interface MasterLimits {
  /** Bytes the input may have. */
  maxBytes: number;
  /** Pixels of the longest side the input may have (refused above it, never decoded). */
  maxInputSide: number;
  /** Pixels of the longest side kept: larger pictures are scaled down to it. */
  maxMasterSide: number;
}

export const DEFAULT_MASTER_LIMITS: MasterLimits = { maxBytes: 15 * 1024 * 1024, maxInputSide: 8000, maxMasterSide: 3000 };

export type RefusalReason = 'empty' | 'too-many-bytes' | 'not-an-image' | 'too-many-pixels' | 'damaged';

/** The input is not a picture the shop keeps; `reason` says why (never a server fault). */
export class ImageRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

export interface Master {
  /** WebP bytes, metadata stripped. */
  data: Buffer;
  format: 'webp';
  width: number;
  height: number;
}

/**
 * The formats taken in, by their first bytes: JPEG, PNG, WebP (RIFF....WEBP), AVIF and
 * HEIC (ISO BMFF `ftyp` with an avif/heic brand). Anything else (SVG, GIF, TIFF, PDF,
 * HTML, archives) is refused before a decoder sees it.
 */
export function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'heif' | null {
  const at = (i: number, ...b: number[]) => b.every((v, k) => bytes[i + k] === v);
  const ascii = (i: number, s: string) => at(i, ...[...s].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(4, 'ftyp') && ['avif', 'avis', 'heic', 'heix', 'mif1'].some((brand) => ascii(8, brand))) return 'heif';
  return null;
}

const tooManyPixels = (e: unknown) => e instanceof Error && /pixel limit/i.test(e.message);

/** Decodes, checks and re-encodes an untrusted picture; throws ImageRefused when it is not one. */
export async function toMaster(input: Uint8Array, limits: MasterLimits = DEFAULT_MASTER_LIMITS): Promise<Master> {
  if (input.length === 0) throw new ImageRefused('empty');
  if (input.length > limits.maxBytes) throw new ImageRefused('too-many-bytes');
  const kind = sniffImage(input);
  if (kind === null) throw new ImageRefused('not-an-image');
  // The decoder never allocates more than the largest picture allowed; a header claiming
  // more is refused from the header alone. failOn 'truncated': a cut or damaged file is
  // refused rather than stored half grey. One frame only (animated input keeps its first).
  const options = { limitInputPixels: limits.maxInputSide * limits.maxInputSide, failOn: 'truncated' as const, pages: 1 };
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input, options).metadata();
  } catch (e) {
    throw new ImageRefused(tooManyPixels(e) ? 'too-many-pixels' : 'damaged');
  }
  if (!meta.width || !meta.height) throw new ImageRefused('damaged');
  // EXIF orientations 5-8 swap the sides; either way the longest side is what is checked.
  if (Math.max(meta.width, meta.height) > limits.maxInputSide) throw new ImageRefused('too-many-pixels');
  try {
    const { data, info } = await sharp(input, options)
      .rotate() // apply the camera's orientation, then forget it with the rest of the metadata
      .resize({ width: limits.maxMasterSide, height: limits.maxMasterSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, format: 'webp', width: info.width, height: info.height };
  } catch (e) {
    throw new ImageRefused(tooManyPixels(e) ? 'too-many-pixels' : 'damaged');
  }
}
