// The print fonts in the preview (docs/decisions/0028-the-print-fonts-ship-with-the-shop.md):
// the preview draws with the files the server prints with (media/fonts/), not the phone's
// fonts. Every shipped face is declared by the stylesheet (print-fonts.css, docs/decisions/0052);
// a family left out of it would be registered as a FontFace when a text in a preview first
// needs its file; each with the code points it draws (unicode-range), so the browser fetches
// only the files a text needs (never on a page without a preview or a field for one). Hashed
// files under /assets/, cached for a year and kept by the service worker (sw/font-cache.ts):
// once seen, the preview draws in them offline.
import { useEffect, useState } from 'react';
import { FONT_STACKS, PRINT_FAMILIES, type PersonalisationFont, type PrintFamily } from '../../../contract/personalisation.ts';
import { PRINT_FONT_FILES } from '../../../contract/print-font-coverage.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { DECLARED_FAMILIES, drawnBy, holds, unicodeRange, type CodeRange } from './print-font-ranges.ts';

/** The shipped files as the build serves them, by their path in media/fonts/. */
const FILE_URLS = import.meta.glob<string>('../../../media/fonts/*.ttf', { query: '?url', import: 'default', eager: true });

/** Each shipped family's file as the build serves it (media/fonts/ on the server's side). */
export const PRINT_FONT_URLS = Object.fromEntries(
  Object.entries(PRINT_FONT_FILES).map(([family, { file }]) => [family, FILE_URLS[`../../../media/fonts/${file}`]!]),
) as Record<PrintFamily, string>;

interface PrintFace { family: PrintFamily; face: FontFace; draws: readonly CodeRange[] }

/** The faces in use so far (the stylesheet's or added), by family. */
const faces = new Map<PrintFamily, PrintFace>();

/** The stylesheet's face of `family`, when it declares one. */
const declaredFace = (family: PrintFamily): FontFace | undefined =>
  DECLARED_FAMILIES.includes(family) ? [...document.fonts].find((f) => f.family.replace(/^["']|["']$/g, '') === family) : undefined;

const canAddFaces = () => typeof FontFace !== 'undefined' && typeof document !== 'undefined' && 'fonts' in document;

/** Every shipped family, of both stacks. */
const ALL_FAMILIES = Object.keys(PRINT_FONT_FILES) as PrintFamily[];

/**
 * The shipped faces whose files hold one of `codes`, in both stacks (sans and serif: a text's
 * script in either style, as a preview may draw it in either), each added to the page's fonts
 * the first time it is wanted (the stylesheet's own face when it declares the family, never
 * a second); none where the browser has no FontFace. Only these: the
 * nineteen faces at once (their ranges, their descriptors, the font set's updates) were 11-15
 * ms of a phone's main thread at full speed in one task, for the two to four a text's script
 * needs (docs/decisions/0032). A face made is not a file fetched: the browser fetches a file
 * when a text in its family asks for it. A text in another script adds its own when typed.
 */
function printFaces(codes: readonly number[]): PrintFace[] {
  if (!canAddFaces()) return [];
  for (const family of ALL_FAMILIES) {
    if (faces.has(family) || !codes.some((c) => holds(PRINT_FONT_FILES[family].ranges as readonly CodeRange[], c))) continue;
    const draws = drawnBy(family);
    let face = declaredFace(family);
    if (!face) {
      // 'swap': the phone's own font for the moment the file takes, never an empty preview.
      face = new FontFace(family, `url(${PRINT_FONT_URLS[family]}) format('truetype')`, { unicodeRange: unicodeRange(draws), display: 'swap' });
      document.fonts.add(face);
    }
    faces.set(family, { family, face, draws });
  }
  return [...faces.values()];
}

/** A sample of the page's script: the fonts a shopper will type in, loaded before the first key. */
const pageSample = () => (document.documentElement.lang === 'ar' ? 'اسم' : 'Name');

/**
 * Loads the shipped fonts `fonts` need for `text` (with no text yet, for the page's script)
 * and answers how many of the shipped files are in: a number that grows when one arrives, so
 * the preview draws its texts again in it.
 */
export function usePrintFonts(fonts: readonly PersonalisationFont[], text: string): number {
  const [loaded, setLoaded] = useState(0);
  const wanted = [...new Set(fonts)].sort().join(',');
  useEffect(() => {
    let live = true;
    const load = () => {
      if (!wanted) return;
      const sample = text || pageSample();
      const fonts = wanted.split(',') as PersonalisationFont[];
      // A keystroke whose letters are all in files already here costs nothing more.
      const families = new Set(fonts.flatMap((font) => PRINT_FAMILIES[font]));
      const codes = [...sample].map((ch) => ch.codePointAt(0)!);
      const all = printFaces(codes);
      if (!all.some((f) => families.has(f.family) && f.face.status !== 'loaded' && codes.some((c) => holds(f.draws, c)))) return;
      void Promise.all(fonts.map((font) => document.fonts.load(`16px ${FONT_STACKS[font]}`, sample)))
        .catch(() => undefined) // offline before the first visit: the phone's fonts meanwhile
        .then(() => {
          if (live) setLoaded(all.filter((f) => f.face.status === 'loaded').length);
        });
    };
    // A text typed: its fonts at once. The page's sample, before any key: when the page is
    // idle, not in the first load's effects (the faces' set-up and the files' parse,
    // docs/decisions/0032); still long before a shopper's first key.
    const cancel = text ? undefined : whenIdle(load, 2000);
    if (text) load();
    return () => {
      live = false;
      cancel?.();
    };
  }, [wanted, text]);
  return loaded;
}
