// The code points each shipped print font is fetched for, and the faces the stylesheet
// declares (print-fonts.css): plain range arithmetic, shared by the preview's fonts
// (print-fonts.ts) and the test that holds the stylesheet to them.
import { PRINT_FAMILIES, type PrintFamily } from '../../../contract/personalisation.ts';
import { PRINT_FONT_FILES } from '../../../contract/print-font-coverage.ts';

const hex = (n: number) => n.toString(16).toUpperCase();

export type CodeRange = readonly [first: number, last: number];

/** `ranges` less every code point of `minus`: range arithmetic, never a list of code points. */
function without(ranges: readonly CodeRange[], minus: readonly CodeRange[]): CodeRange[] {
  let out: CodeRange[] = [...ranges];
  for (const [c, d] of minus) {
    out = out.flatMap(([a, b]): CodeRange[] => (d < a || c > b ? [[a, b]] : [...(a < c ? [[a, c - 1] as const] : []), ...(b > d ? [[d + 1, b] as const] : [])]));
  }
  return out;
}

export const holds = (ranges: readonly CodeRange[], code: number) => ranges.some(([a, b]) => code >= a && code <= b);

/**
 * The code points a face is fetched for: those its file holds, less those a family before it
 * in its stack has (Amiri's space: DejaVu Serif draws it), so a page never fetches a file for
 * a character another file draws. As ranges: a list of every code point, and a set of it, for
 * nineteen files took 8-14 ms of a phone's main thread at full speed (docs/decisions/0032).
 */
export function drawnBy(family: PrintFamily): CodeRange[] {
  const before = (Object.values(PRINT_FAMILIES) as (readonly PrintFamily[])[]).flatMap((stack) => stack.slice(0, Math.max(0, stack.indexOf(family))));
  return before.reduce<CodeRange[]>((left, f) => without(left, PRINT_FONT_FILES[f].ranges as readonly CodeRange[]), [...(PRINT_FONT_FILES[family].ranges as readonly CodeRange[])]);
}

/** Code ranges as a unicode-range descriptor. */
export const unicodeRange = (ranges: readonly CodeRange[]): string => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

/**
 * The families the stylesheet declares (print-fonts.css, imported by src/main.tsx): every
 * shipped one, in its stack's order. A face added to `document.fonts` from script makes
 * Chromium lay the whole page out again (every text's fonts are looked up anew: 383 of 383
 * objects on the product page, a task of 13 ms at load 20 unslowed); one the stylesheet
 * declared from the start costs nothing until its file arrives, and then only the texts in it
 * are laid out again (docs/decisions/0045-the-floating-buttons-hang-from-the-contents-start.md).
 * And a family the stylesheet does not declare is a font of the phone's to Chromium: laying
 * out a personalisation field, whose stack names all of a style's families, asked the browser
 * process for each Indian one, synchronously, while the first, DejaVu, loads
 * (docs/decisions/0052-every-print-family-declared.md).
 */
export const DECLARED_FAMILIES: readonly PrintFamily[] = [...new Set([...PRINT_FAMILIES.sans, ...PRINT_FAMILIES.serif])];
