// Personalised gifts (docs/shop-rules.md, Personalisation, P1-P9): a product's fields, the
// rules both the product page and the server check, and a cart line's key. Imported by
// src/ and server/; never copied.
import { PRINT_FONT_FILES } from './print-font-coverage.ts';

export type PersonalisationKind = 'text' | 'photo';
export type PersonalisationFont = 'sans' | 'serif';

/** Where a field prints, in fractions (0..1) of the product picture from its top-left corner. */
export interface PrintArea { x: number; y: number; w: number; h: number }

/** One field as the product detail call answers it (`PersonalisationJson`, ours: the original client ignores it). */
export interface PersonalisationField {
  Key: string;
  Kind: PersonalisationKind;
  /** In the request's language. */
  Label: string;
  Required: boolean;
  /** Characters (code points) a text field holds; null for a photo. */
  MaxLength: number | null;
  Area: PrintArea;
  Font: PersonalisationFont;
  /** The text's ink, '#RRGGBB': for a product colour without one in `Inks`, or a product without colours. */
  Color: string;
  /**
   * The ink of each product colour, by colour id ('#RRGGBB'): the catalogue's own choice, readable
   * on that colour (docs/shop-rules.md P1). Absent in lines kept before inks were data.
   */
  Inks?: Readonly<Record<string, string>>;
  /** The printed size of the area. */
  PrintWidthMm: number;
  PrintHeightMm: number;
}

/** A cart line's personalisation as the PWA sends it: field key to text, or to an upload id for a photo. */
export type PersonalisationValues = Record<string, string>;

/** P3: at most this many fields on a line. */
export const MAX_PERSONALISATION_FIELDS = 10;
/** P5: a photo is kept at 300 dots per inch of its print area. */
export const PRINT_DPI = 300;
/** P6: an upload's id: 24 random bytes, base64url. */
export const UPLOAD_ID_RE = /^[A-Za-z0-9_-]{32}$/;
/** P6: an upload token the PWA keeps: 32 random bytes, base64url. */
export const UPLOAD_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
/** P7: what an upload may be before it is decoded. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_SIDE = 12_000;
export const UPLOAD_MAX_PIXELS = 50_000_000;

/**
 * India's main scripts, each with a Noto Sans and a Noto Serif face in media/fonts/: Hindi,
 * Marathi and Nepali (Devanagari), Bengali and Assamese, Punjabi (Gurmukhi), Gujarati, Tamil,
 * Telugu, Kannada, Malayalam.
 */
export const INDIAN_SCRIPTS = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'] as const;

/** A print font shipped in media/fonts/ (docs/decisions/0028-the-print-fonts-ship-with-the-shop.md). */
export type PrintFamily = keyof typeof PRINT_FONT_FILES;

/**
 * The shipped print fonts of each stack, in order: each letter is drawn in the first that has
 * it, by the preview (which loads them as web fonts) and by the print (which sees no other
 * font). DejaVu Serif has no Arabic: the serif stack sets Arabic in Amiri, a Naskh with serif
 * contrast, so an Arabic name in serif looks and prints unlike the sans one. Neither DejaVu has
 * India's scripts: each stack sets them in the Noto Sans or Noto Serif of the script.
 */
export const PRINT_FAMILIES: Record<PersonalisationFont, readonly PrintFamily[]> = {
  sans: ['DejaVu Sans', ...INDIAN_SCRIPTS.map((script) => `Noto Sans ${script}` as const)],
  serif: ['DejaVu Serif', 'Amiri', ...INDIAN_SCRIPTS.map((script) => `Noto Serif ${script}` as const)],
};

/** The preview's and the print's font stacks: the shipped fonts, then the phone's own for the moment before they load. */
export const FONT_STACKS: Record<PersonalisationFont, string> = {
  sans: [...PRINT_FAMILIES.sans.map((f) => `'${f}'`), "'Noto Sans'", "'Noto Naskh Arabic'", "'Segoe UI'", 'Tahoma', 'sans-serif'].join(', '),
  serif: [...PRINT_FAMILIES.serif.map((f) => `'${f}'`), "'Noto Serif'", "'Noto Naskh Arabic'", 'Georgia', "'Times New Roman'", 'serif'].join(', '),
};

/** Zero-width joiners and direction marks: they shape Arabic and draw nothing, whether a font maps them or not. */
const JOINERS = /[\u200C-\u200F]/u;

/** True when a shipped font holds `code`. */
const inFamily = (family: PrintFamily, code: number): boolean =>
  PRINT_FONT_FILES[family].ranges.some(([first, last]) => code >= first && code <= last);

/** P2: every character of `text` is in a shipped font of `font`'s stack, so the print draws it as the preview did. */
export function printableIn(font: PersonalisationFont, text: string): boolean {
  for (const ch of text) {
    if (JOINERS.test(ch)) continue;
    const code = ch.codePointAt(0)!;
    if (!PRINT_FAMILIES[font].some((family) => inFamily(family, code))) return false;
  }
  return true;
}

/** A photo's corners, rounded alike in the preview and the print: the radius in fractions of the picture's width. */
export const PHOTO_CORNER = 0.006;

/** P1: the ink a text field prints in on a product of colour `colorId` (none: the product has no colour). */
export function inkOf(field: Pick<PersonalisationField, 'Color' | 'Inks'>, colorId: number | null | undefined): string {
  return (colorId !== null && colorId !== undefined ? field.Inks?.[String(colorId)] : undefined) ?? field.Color;
}

/** P1: the fields as they print on a product of colour `colorId`: each one's `Color` is its ink, and no other ink is kept. */
export function inkedFields<F extends Pick<PersonalisationField, 'Color' | 'Inks'>>(fields: readonly F[], colorId: number | null | undefined): Omit<F, 'Inks'>[] {
  return fields.map((field) => {
    const { Inks: _inks, ...rest } = field;
    return { ...rest, Color: inkOf(field, colorId) };
  });
}

/** Pixels of `mm` at PRINT_DPI. */
export function printPixels(mm: number): number {
  return Math.max(1, Math.round((mm / 25.4) * PRINT_DPI));
}

/** P2: a text as it is kept and printed: NFC, spaces collapsed, trimmed. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/[\s\u00A0]+/gu, ' ').trim();
}

/** P2: length in characters (code points), the same on both sides. */
export function textLength(text: string): number {
  return [...text].length;
}

// Control, format-override and private-use characters a printer cannot print; the Arabic
// letters, marks and ZWJ/ZWNJ (which shape Arabic) are allowed. A character no shipped font
// of the field's stack holds (an emoji, another script) is refused too (printableIn).
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069\p{Co}\p{Cs}]/u;

export type PersonalisationProblemCode = 'REQUIRED' | 'TOO_LONG' | 'UNPRINTABLE' | 'BAD_PHOTO' | 'UNKNOWN_FIELD';

export interface PersonalisationProblem {
  key: string;
  code: PersonalisationProblemCode;
  /** The message in the shop's style, in English (the PWA shows its translation by code). */
  message: string;
  params: { field: string; max?: number };
}

/** The messages of P2-P4, in the style of 'Please select {attribute name} variant!'. */
export function personalisationMessage(code: PersonalisationProblemCode, field: string, kind: PersonalisationKind, max?: number): string {
  switch (code) {
    case 'REQUIRED': return kind === 'photo' ? `Please add a photo for ${field}!` : `Please enter ${field}!`;
    case 'TOO_LONG': return `${field} can not be more than ${max} characters!`;
    case 'UNPRINTABLE': return `${field} has characters that can not be printed!`;
    case 'BAD_PHOTO': return `Please add the photo for ${field} again!`;
    case 'UNKNOWN_FIELD': return 'Invalid personalisation!';
  }
}

/**
 * Checks a line's values against the product's fields (P2-P4). `values` hold already
 * normalised texts. Required fields left empty are problems only when `requireAll`
 * (the product page's Add to Cart); the server accepts an order without them and marks
 * the line "personalisation to follow" (P8).
 */
export function checkPersonalisation(
  fields: readonly PersonalisationField[],
  values: PersonalisationValues,
  opts: { requireAll: boolean },
): PersonalisationProblem[] {
  const problems: PersonalisationProblem[] = [];
  const byKey = new Map(fields.map((f) => [f.Key, f]));
  for (const key of Object.keys(values)) {
    if (!byKey.has(key)) problems.push({ key, code: 'UNKNOWN_FIELD', message: personalisationMessage('UNKNOWN_FIELD', key, 'text'), params: { field: key } });
  }
  for (const f of fields) {
    const value = values[f.Key] ?? '';
    const problem = (code: PersonalisationProblemCode, max?: number) =>
      problems.push({ key: f.Key, code, message: personalisationMessage(code, f.Label, f.Kind, max), params: { field: f.Label, ...(max === undefined ? {} : { max }) } });
    if (value === '') {
      if (f.Required && opts.requireAll) problem('REQUIRED');
      continue;
    }
    if (f.Kind === 'photo') {
      if (!UPLOAD_ID_RE.test(value)) problem('BAD_PHOTO');
      continue;
    }
    if (UNPRINTABLE.test(value) || !printableIn(f.Font, value)) problem('UNPRINTABLE');
    else if (textLength(value) > (f.MaxLength ?? 0)) problem('TOO_LONG', f.MaxLength ?? 0);
  }
  return problems;
}

/** The fields still missing for the line to be printed (P8). */
export function missingRequired(fields: readonly PersonalisationField[], values: PersonalisationValues): string[] {
  return fields.filter((f) => f.Required && (values[f.Key] ?? '') === '').map((f) => f.Key);
}

/**
 * P1: a cart line is its product, its options and its personalisation: two of the same
 * product with different names are two lines. Values are compared after normalising.
 */
export function cartLineKey(productId: number, options: readonly { ProductAttributeID: number; PrimaryKeyValue: number }[], values: PersonalisationValues | undefined): string {
  const opts = [...options].map((o) => `${o.ProductAttributeID}:${o.PrimaryKeyValue}`).sort().join(',');
  const pers = Object.entries(values ?? {}).filter(([, v]) => v !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${productId}|${opts}|${JSON.stringify(pers)}`;
}

/** One field of an ordered line, as it prints (P8): the field as it was, with its value; `Color` is the ink it prints in on the ordered colour. */
export interface OrderedField extends Omit<PersonalisationField, 'Required' | 'MaxLength' | 'Inks'> {
  Text?: string;
  /** The photo's upload id (kept at print size, P5) and its pixels. */
  PhotoId?: string;
  PhotoWidth?: number;
  PhotoHeight?: number;
}

/** What an order line keeps of its personalisation, once (P8). */
export interface OrderedPersonalisation {
  Fields: OrderedField[];
  /** Labels of required fields the order came without: "personalisation to follow". */
  ToFollow: string[];
}

/**
 * The ordered form of a line's values against the product's fields (P8), on a product of
 * colour `colorId` (P1): each text keeps the ink of that colour, the one the preview drew.
 */
export function orderedPersonalisation(fields: readonly PersonalisationField[], values: PersonalisationValues, colorId: number | null): OrderedPersonalisation {
  const ordered: OrderedField[] = [];
  for (const f of inkedFields(fields, colorId)) {
    const value = values[f.Key];
    if (value === undefined || value === '') continue;
    const { Required: _r, MaxLength: _m, ...rest } = f;
    ordered.push(f.Kind === 'photo' ? { ...rest, PhotoId: value } : { ...rest, Text: value });
  }
  return { Fields: ordered, ToFollow: fields.filter((f) => f.Required && (values[f.Key] ?? '') === '').map((f) => f.Label) };
}

/**
 * The font size (px) a text is drawn at in an area `w` x `h` px, the same in the preview
 * and the print: as tall as the area allows (80 %), smaller when the line is long.
 */
export function fitFontSize(text: string, w: number, h: number): number {
  const chars = Math.max(1, textLength(text));
  return Math.max(1, Math.min(h * 0.8, (w * 0.95) / (chars * 0.58)));
}

/**
 * How far below the area's middle a text's (alphabetic) baseline lies, in px of a text drawn
 * at `size`, the same in the preview and the print: the middle of the stack's first font's
 * ascent and descent sits on the area's middle. This is SVG's dominant-baseline "central",
 * but defined here: each renderer's "central" reads the metrics of the font it lays the
 * line in, and a browser and the server's renderer choose differently when a fallback font
 * (Amiri, for Arabic in serif) sets the letters.
 */
export function baselineShift(font: PersonalisationFont, size: number): number {
  const { ascent, descent } = PRINT_FONT_FILES[PRINT_FAMILIES[font][0]!];
  return (size * (ascent - descent)) / 2;
}

/** True when the text holds Arabic letters: it runs right to left (P2). */
export function isRtlText(text: string): boolean {
  return /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.test(text);
}
