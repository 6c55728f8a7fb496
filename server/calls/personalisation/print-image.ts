// The print-ready image of an ordered line (docs/shop-rules.md P9): its texts and photos
// laid out as on the product picture, at 300 dpi of the largest print area, drawn by sharp
// from SVG with the preview's font stacks (librsvg shapes Arabic and runs it right to left
// through Pango and HarfBuzz) and the same sizing and baseline rules (fitFontSize,
// baselineShift), so the print matches what the shopper approved. Each text prints in the
// ink the order kept for the line's colour (docs/shop-rules.md P1). The fonts are the repository's, the preview's own files
// (print-fonts.ts, imported first: before sharp draws any text).
import './print-fonts.ts';
import sharp from 'sharp';
import { FONT_STACKS, PHOTO_CORNER, baselineShift, fitFontSize, isRtlText, printPixels, type OrderedPersonalisation } from '../../../contract/personalisation.ts';
import type { Queryable } from '../../db/database.ts';
import type { PhotoBytes } from './photo-bytes.ts';
import { readPhoto } from './photo-store.ts';

/** The print's longer side at most (a poster of 50 cm at 300 dpi). */
const MAX_PRINT_SIDE = 6000;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function renderPrint(q: Queryable, photos: PhotoBytes, p: OrderedPersonalisation): Promise<Buffer | null> {
  const fields = p.Fields;
  if (fields.length === 0) return null;
  // Pixels per picture width: the finest of the fields at 300 dpi of their printed width.
  let scale = Math.max(...fields.map((f) => printPixels(f.PrintWidthMm) / f.Area.w));
  const minX = Math.min(...fields.map((f) => f.Area.x));
  const minY = Math.min(...fields.map((f) => f.Area.y));
  const maxX = Math.max(...fields.map((f) => f.Area.x + f.Area.w));
  const maxY = Math.max(...fields.map((f) => f.Area.y + f.Area.h));
  scale = Math.min(scale, MAX_PRINT_SIDE / Math.max(maxX - minX, maxY - minY));
  const W = Math.max(1, Math.round((maxX - minX) * scale));
  const H = Math.max(1, Math.round((maxY - minY) * scale));
  const parts: string[] = [];
  for (const [i, f] of fields.entries()) {
    const x = (f.Area.x - minX) * scale;
    const y = (f.Area.y - minY) * scale;
    const w = f.Area.w * scale;
    const h = f.Area.h * scale;
    if (f.PhotoId) {
      const bytes = await readPhoto(q, photos, f.PhotoId, { owner: true });
      if (!bytes) continue; // deleted after the shop's period (P7)
      // Clipped to the area with the preview's rounded corners.
      parts.push(`<clipPath id="c${i}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${PHOTO_CORNER * scale}"/></clipPath>`
        + `<image x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" clip-path="url(#c${i})" href="data:image/jpeg;base64,${bytes.toString('base64')}"/>`);
    } else if (f.Text) {
      const size = fitFontSize(f.Text, w, h);
      const rtl = isRtlText(f.Text);
      parts.push(`<text x="${x + w / 2}" y="${y + h / 2 + baselineShift(f.Font, size)}" font-family="${escapeXml(FONT_STACKS[f.Font])}" font-size="${size}" fill="${f.Color}"`
        + ` text-anchor="middle"${rtl ? ' direction="rtl"' : ''}>${escapeXml(f.Text)}</text>`);
    }
  }
  // On a transparent ground, as print-on-demand files are: a light ink for a dark product is
  // what prints, not a white box around it.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: MAX_PRINT_SIDE * MAX_PRINT_SIDE }).png().toBuffer();
}
