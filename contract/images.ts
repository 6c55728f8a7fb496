// Responsive product pictures (docs/decisions/0019-one-image-pipeline.md). A picture the
// image pipeline serves has one stored URL, `/media/v2/<kind>/<name>.jpg` (an 800px JPEG
// every client can show: the original storefront client uses it as is), and the same
// picture in AVIF and WebP at the widths below, each encoded once on first request:
//
//   /media/v2/p/12-3-1.jpg            the stored URL (800px JPEG)
//   /media/v2/p/12-3-1.w480.avif      480px AVIF (also .webp and .jpg at each width)
//
// The PWA and the server's first-screen paint build `srcset` from the stored URL with
// `responsiveImage`, so neither sends a list of URLs over the wire.

export const IMAGE_WIDTHS = [240, 360, 480, 720, 960, 1200] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** The stored URL's own size (a JPEG every client shows). */
export const DEFAULT_IMAGE_WIDTH = 800;

/**
 * Kinds of picture, their masters' size and the widths served: every product photograph is a
 * 1200px square (`p`); the owner's uploads for the shop's own pictures are drawn to the box
 * the shop shows them in: a home banner (`b`, 8:3, as wide as a desktop draws it), a
 * campaign's cover (`k`, 3:1) and a category's square (`c`).
 */
export const IMAGE_KINDS = {
  p: { width: 1200, height: 1200, widths: IMAGE_WIDTHS },
  b: { width: 1600, height: 600, widths: [480, 720, 960, 1200, 1600] },
  k: { width: 1200, height: 400, widths: [480, 720, 960, 1200] },
  c: { width: 600, height: 600, widths: [240, 360, 480, 600] },
} as const satisfies Record<string, { width: number; height: number; widths: readonly number[] }>;
export type ImageKind = keyof typeof IMAGE_KINDS;

const STORED = /^\/media\/v2\/([pbkc])\/([a-z0-9-]{1,64})\.jpg$/;
/**
 * The shop's generated artwork of a category's square and a campaign's cover
 * (server/db/seed/media-urls.ts), an SVG. Shown as is, each picture is an SVG document the
 * page's main thread makes, styles, lays out and paints (1.5-3.5 ms each on a desktop, 16 of
 * them in home's first load); so the image pipeline draws each as a picture of its own, named
 * `a-<shape>-<id % 7>` (category, CATEGORY_ART_CYCLE below) or `a-<n>` (cover) (docs/decisions/0059).
 */
const DRAWN_ART = /^\/media\/v1\/(?:c\/([a-z]{1,20})\/(\d{1,6})|k\/([1-9]))\.svg$/;
/**
 * A category's artwork takes its colours from its id modulo 7 (server/db/seed/artwork.ts,
 * `categoryArt`), so category n's drawing is category n % 7's: the drawn picture is named by
 * that remainder. A client asking for any other id gets a 404, so however many ids it tries,
 * the pipeline draws and keeps at most 7 pictures a shape (each width and format).
 */
export const CATEGORY_ART_CYCLE = 7;

/** The pipeline's kind and name of a stored URL: a stored photograph or upload, or the artwork it draws. */
function pipelinePicture(path: string): { kind: ImageKind; name: string } | null {
  const m = STORED.exec(path);
  if (m) return { kind: m[1] as ImageKind, name: m[2]! };
  const art = DRAWN_ART.exec(path);
  if (!art) return null;
  return art[3] ? { kind: 'k', name: `a-${art[3]}` } : { kind: 'c', name: `a-${art[1]}-${Number(art[2]) % CATEGORY_ART_CYCLE}` };
}
const VARIANT = /^\/media\/v2\/([pbkc])\/([a-z0-9-]{1,64})(?:\.w(\d{1,4}))?\.(avif|webp|jpg)$/;

export interface ResponsiveImage {
  /** The stored URL: the `<img src>` fallback. */
  src: string;
  avif: string;
  webp: string;
  /** The master's size: `width` and `height` attributes keep the box steady (no layout shift). */
  width: number;
  height: number;
}

/** The path part of a same-site URL, or null. */
function pathOf(url: string): string | null {
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  return null;
}

/** The sources of a pipeline picture (the drawn artwork too), or null for any other URL (other SVG artwork, elsewhere). */
export function responsiveImage(url: string | null | undefined): ResponsiveImage | null {
  if (!url) return null;
  const path = pathOf(url);
  const m = path ? pipelinePicture(path) : null;
  if (!m) return null;
  const base = `/media/v2/${m.kind}/${m.name}`;
  const { width, height, widths } = IMAGE_KINDS[m.kind];
  const set = (format: ImageFormat) => widths.map((w) => `${base}.w${w}.${format} ${w}w`).join(', ');
  return { src: url, avif: set('avif'), webp: set('webp'), width, height };
}

export interface ImageRequest { kind: ImageKind; name: string; width: number; format: ImageFormat }

/** What a /media/v2/ path asks for, or null when it is not one the pipeline serves. */
export function parseImagePath(path: string): ImageRequest | null {
  const m = VARIANT.exec(path);
  if (!m) return null;
  const width = m[3] === undefined ? DEFAULT_IMAGE_WIDTH : Number(m[3]);
  if (m[3] === undefined && m[4] !== 'jpg') return null;
  if (m[3] !== undefined && !(IMAGE_KINDS[m[1] as ImageKind].widths as readonly number[]).includes(width)) return null;
  return { kind: m[1] as ImageKind, name: m[2]!, width, format: m[4] as ImageFormat };
}

/**
 * The variant a browser picks from `responsiveImage`'s srcset for a slot `slotCssPx` wide:
 * the narrowest width covering the slot at the screen's density (what Chromium does), in
 * `format`. The image warm-up uses it to cache the very file a card will ask for offline.
 */
export function variantFor(url: string, slotCssPx: number, dpr: number, format: ImageFormat): string | null {
  const path = pathOf(url);
  const m = path ? pipelinePicture(path) : null;
  if (!m) return null;
  const need = slotCssPx * dpr;
  const widths: readonly number[] = IMAGE_KINDS[m.kind].widths;
  const w = widths.find((x) => x >= need) ?? widths[widths.length - 1];
  return `/media/v2/${m.kind}/${m.name}.w${w}.${format}`;
}

/**
 * The `sizes` of each place a product picture is shown, as wide as the layout draws it
 * (src/styles/components.css, src/features/product/product.css). The server's first-screen
 * paint uses the same, so the browser fetches the same file before and after the app starts.
 */
export const IMAGE_SIZES = {
  /** A card: two columns on a phone, three on a tablet, about 280px on a desktop. */
  card: '(max-width: 560px) 50vw, (max-width: 960px) 33vw, 280px',
  /** The product page's main picture: the full width on a phone, half the page on a desktop. */
  gallery: '(max-width: 960px) 100vw, 600px',
  /** The product page's thumbnails and small pictures in lists (72px). */
  thumb: '72px',
  /** A home banner, and a campaign's cover on its page: the page's width, at most the container's (--container). */
  banner: '(max-width: 1240px) 100vw, 1240px',
  /** A campaign's cover on home: a card of the rail on a phone, of the grid on a desktop. */
  coverCard: '(max-width: 560px) 80vw, 420px',
  /** A category's square on home: a rail of 104px boxes on a phone, about 200px on a desktop. */
  category: '(max-width: 560px) 104px, 200px',
} as const;

/**
 * The slot `sizes` gives at a viewport `viewportWidth` CSS px wide: the first entry whose
 * media condition `matches` (only the `vw` and `px` lengths IMAGE_SIZES uses).
 */
export function slotWidth(sizes: string, viewportWidth: number, matches: (query: string) => boolean): number {
  for (const entry of sizes.split(',')) {
    const m = /^\s*(\([^)]*\))?\s*(\d+(?:\.\d+)?)(vw|px)\s*$/.exec(entry);
    if (!m) continue;
    if (m[1] && !matches(m[1])) continue;
    return m[3] === 'vw' ? (Number(m[2]) * viewportWidth) / 100 : Number(m[2]);
  }
  return viewportWidth;
}
