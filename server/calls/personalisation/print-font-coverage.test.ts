// The code points the rules take (contract/personalisation.ts printableIn) are those the
// shipped print fonts hold: the generated coverage (scripts/make-print-fonts.py) read again
// from each file's own cmap, so a file remade without its coverage, or the other way round,
// fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRINT_FONT_FILES } from '../../../contract/print-font-coverage.ts';
import { PRINT_FONTS_DIR } from './print-fonts.ts';

/** The code points a TrueType file maps to a glyph other than .notdef (cmap formats 4 and 12, Windows Unicode). */
function mappedCodes(font: Buffer): number[] {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = font.readUInt32BE(20 + i * 16);
  expect(cmap).toBeGreaterThan(0);
  const codes = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const [platform, encoding] = [font.readUInt16BE(cmap + 4 + i * 8), font.readUInt16BE(cmap + 6 + i * 8)];
    if (platform !== 3 || (encoding !== 1 && encoding !== 10)) continue;
    const at = cmap + font.readUInt32BE(cmap + 8 + i * 8);
    const format = font.readUInt16BE(at);
    if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(at + 12); g++) {
        const [first, last, glyph] = [font.readUInt32BE(at + 16 + g * 12), font.readUInt32BE(at + 20 + g * 12), font.readUInt32BE(at + 24 + g * 12)];
        for (let c = first; c <= last; c++) if (glyph + c - first !== 0) codes.add(c);
      }
    } else if (format === 4) {
      const segs = font.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const offsets = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const [first, last, delta, offset] = [font.readUInt16BE(starts + s * 2), font.readUInt16BE(ends + s * 2), font.readInt16BE(deltas + s * 2), font.readUInt16BE(offsets + s * 2)];
        for (let c = first; c <= last && c !== 0xFFFF; c++) {
          let glyph = offset === 0 ? c : font.readUInt16BE(offsets + s * 2 + offset + (c - first) * 2);
          if (offset !== 0 && glyph === 0) continue;
          glyph = (glyph + delta) & 0xFFFF;
          if (glyph !== 0) codes.add(c);
        }
      }
    }
  }
  return [...codes].sort((a, b) => a - b);
}

const expand = (ranges: readonly (readonly [number, number])[]) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));

describe('the print fonts\' coverage', () => {
  for (const [family, { file, ranges }] of Object.entries(PRINT_FONT_FILES)) {
    it(`is what ${file} (${family}) maps, neither more nor less`, () => {
      const font = readFileSync(path.join(PRINT_FONTS_DIR, file));
      expect(expand(ranges)).toEqual(mappedCodes(font));
    });
  }
});
