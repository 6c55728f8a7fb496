// The print fonts in the preview (docs/decisions/0028-the-print-fonts-ship-with-the-shop.md):
// the preview draws with the files the server prints with (media/fonts/), not the phone's
// fonts. Registered as FontFaces when a preview first shows (never on a page without one),
// each with the code points it draws (unicode-range), so the browser fetches only the files a
// text needs. Hashed files under /assets/, cached for a year and kept by the service
// worker (sw/font-cache.ts): once seen, the preview draws in them offline.
import { useEffect, useState } from 'react';
import { FONT_STACKS, PRINT_FAMILIES, type PersonalisationFont, type PrintFamily } from '../../../contract/personalisation.ts';
import { PRINT_FONT_FILES } from '../../../contract/print-font-coverage.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/** The shipped files as the build serves them, by their path in media/fonts/. */
const FILE_URLS = import.meta.glob<string>('../../../media/fonts/*.ttf', { query: '?url', import: 'default', eager: true });

/** Each shipped family's file as the build serves it (media/fonts/ on the server's side). */
export const PRINT_FONT_URLS = Object.fromEntries(
  Object.entries(PRINT_FONT_FILES).map(([family, { file }]) => [family, FILE_URLS[`../../../media/fonts/${file}`]!]),
) as Record<PrintFamily, string>;

const hex = (n: number) => n.toString(16).toUpperCase();

/**
 * The code points a face is fetched for: those its file holds, less those a family before it
 * in its stack has (Amiri's space: DejaVu Serif draws it), so a page never fetches a file for
 * a character another file draws.
 */
function drawnBy(family: PrintFamily): number[] {
  const before = (Object.values(PRINT_FAMILIES) as (readonly PrintFamily[])[]).flatMap((stack) => stack.slice(0, Math.max(0, stack.indexOf(family))));
  const held = (f: PrintFamily, c: number) => PRINT_FONT_FILES[f].ranges.some(([a, b]) => c >= a && c <= b);
  return PRINT_FONT_FILES[family].ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)).filter((c) => !before.some((f) => held(f, c)));
}

/** Code points as a unicode-range descriptor. */
function unicodeRange(codes: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const c of codes) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

interface PrintFace { family: PrintFamily; face: FontFace; draws: ReadonlySet<number> }

let faces: PrintFace[] | undefined;

/** The shipped faces, added to the page's fonts once; none where the browser has no FontFace. */
function printFaces(): PrintFace[] {
  if (faces) return faces;
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document)) return (faces = []);
  faces = (Object.keys(PRINT_FONT_FILES) as PrintFamily[]).map((family) => {
    const codes = drawnBy(family);
    // 'swap': the phone's own font for the moment the file takes, never an empty preview.
    const face = new FontFace(family, `url(${PRINT_FONT_URLS[family]}) format('truetype')`, { unicodeRange: unicodeRange(codes), display: 'swap' });
    document.fonts.add(face);
    return { family, face, draws: new Set(codes) };
  });
  return faces;
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
      const all = printFaces();
      if (!wanted || all.length === 0) return;
      const sample = text || pageSample();
      const fonts = wanted.split(',') as PersonalisationFont[];
      // A keystroke whose letters are all in files already here costs nothing more.
      const families = new Set(fonts.flatMap((font) => PRINT_FAMILIES[font]));
      const codes = [...sample].map((ch) => ch.codePointAt(0)!);
      if (!all.some((f) => families.has(f.family) && f.face.status !== 'loaded' && codes.some((c) => f.draws.has(c)))) return;
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
