// The catalogue's media in the owner's console (server/admin/admin-product-media.ts): a
// product's photos (uploaded through the image pipeline, docs/decisions/0019), its digital
// file, and its personalisation fields (docs/decisions/0020). The limits here hold in the
// console (before anything is sent) and on the server.
import { Type, type Static } from 'typebox';

/** What a phone camera's photo may be before it is decoded (the console checks it first). */
export const PRODUCT_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Photos a product may have. */
export const PRODUCT_PHOTOS_MAX = 12;
/** What a product's digital file may be. */
export const DIGITAL_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The digital files a shopper can open: extension to content type. */
export const DIGITAL_FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf', zip: 'application/zip', epub: 'application/epub+zip', mp3: 'audio/mpeg', mp4: 'video/mp4',
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', txt: 'text/plain; charset=utf-8',
};

/** The console shows these word for word; the server answers them. */
export const CATALOGUE_MESSAGES = {
  photoNotAnImage: 'Please choose a photo (JPEG, PNG, WebP or HEIC).',
  photoTooLarge: 'This photo is too large. Please choose one under 15 MB.',
  photoUnreadable: 'This photo could not be read. Please take it again, or choose a JPEG or PNG.',
  tooManyPhotos: `A product has at most ${PRODUCT_PHOTOS_MAX} photos. Please delete one first.`,
  fileTooLarge: 'This file is too large. Please choose one under 20 MB.',
  fileType: 'Please choose a PDF, ZIP, EPUB, MP3, MP4, JPEG, PNG or TXT file.',
  fileEmpty: 'This file is empty.',
} as const;

/** The version the change was made on (as the product's edit): 409 VERSION_CONFLICT when it moved. */
export const VersionQuery = Type.Object({ version: Type.Integer({ title: 'version', minimum: 1, maximum: 2_147_483_647 }) });
export type VersionQuery = Static<typeof VersionQuery>;

export const PhotoParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  photoId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
});
export type PhotoParams = Static<typeof PhotoParams>;

export const PhotoOrderBody = Type.Object({
  version: VersionQuery.properties.version,
  /** Every photo of the product, first shown first. */
  photoIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { title: 'photoIds', minItems: 1, maxItems: PRODUCT_PHOTOS_MAX }),
});
export type PhotoOrderBody = Static<typeof PhotoOrderBody>;

/** A photo tied to one of the product's colours (the shop shows it when that colour is chosen), or to none. */
export const PhotoColourBody = Type.Object({
  version: VersionQuery.properties.version,
  colorId: Type.Union([Type.Integer({ title: 'colorId', minimum: 1, maximum: 2_147_483_647 }), Type.Null()], { title: 'colorId' }),
});
export type PhotoColourBody = Static<typeof PhotoColourBody>;

const fraction = (title: string, minimum: number, exclusive = false) =>
  Type.Number(exclusive ? { title, exclusiveMinimum: minimum, maximum: 1 } : { title, minimum, exclusiveMaximum: 1 });

const INK_KEY = '^[1-9][0-9]{0,8}$';
const INK_HEX = '^#[0-9A-Fa-f]{6}$';

/** A personalisation field of a product: a text line with its limit, or a photo slot; where it prints. */
export const PersonalisationFieldBody = Type.Object({
  key: Type.String({ title: 'key', pattern: '^[a-z][a-z0-9_]{0,19}$', description: 'lowercase letters, digits and _; starts with a letter; at most 20' }),
  kind: Type.Union([Type.Literal('text'), Type.Literal('photo')], { title: 'kind' }),
  label: Type.String({ title: 'label', minLength: 1, maxLength: 60 }),
  labelAr: Type.String({ title: 'labelAr', minLength: 1, maxLength: 60 }),
  isRequired: Type.Boolean(),
  /** Characters a text line holds (1-200); null for a photo slot. */
  maxLength: Type.Union([Type.Integer({ title: 'maxLength', minimum: 1, maximum: 200 }), Type.Null()]),
  /** The print area in fractions (0..1) of the product picture from its top-left corner. */
  area: Type.Object({ x: fraction('area.x', 0), y: fraction('area.y', 0), w: fraction('area.w', 0, true), h: fraction('area.h', 0, true) }),
  font: Type.Union([Type.Literal('sans'), Type.Literal('serif')], { title: 'font' }),
  /** The text's ink for a colour not in `inks`, and for a product without colours. */
  color: Type.String({ title: 'color', pattern: '^#[0-9A-Fa-f]{6}$' }),
  /**
   * The text's ink per product colour (colour id to '#RRGGBB'), readable on that colour
   * (docs/shop-rules.md P1). Left out: the field keeps the inks it has (none for a new one).
   */
  inks: Type.Optional(Type.Record(Type.String({ pattern: INK_KEY }), Type.String({ title: 'inks', pattern: INK_HEX }), { title: 'inks', maxProperties: 64 })),
  printWidthMm: Type.Number({ title: 'printWidthMm', exclusiveMinimum: 0, maximum: 600 }),
  printHeightMm: Type.Number({ title: 'printHeightMm', exclusiveMinimum: 0, maximum: 600 }),
});
export type PersonalisationFieldBody = Static<typeof PersonalisationFieldBody>;

/** At most 10 fields a product (docs/shop-rules.md P3). */
export const PersonalisationFieldsList = Type.Array(PersonalisationFieldBody, { title: 'personalisation', maxItems: 10 });

/** What no schema says of a field list: keys once, a text's limit and a photo's none, the area inside the picture. */
export function personalisationProblem(fields: readonly PersonalisationFieldBody[]): string | null {
  const keys = new Set<string>();
  for (const [i, f] of fields.entries()) {
    if (keys.has(f.key)) return `personalisation.${i}.key ${f.key} is used twice`;
    keys.add(f.key);
    if (f.kind === 'text' && f.maxLength === null) return `personalisation.${i}.maxLength is required for a text line`;
    if (f.kind === 'photo' && f.maxLength !== null) return `personalisation.${i}.maxLength must be null for a photo slot`;
    if (f.area.x + f.area.w > 1 || f.area.y + f.area.h > 1) return `personalisation.${i}.area must lie inside the picture (x + w and y + h at most 1)`;
    for (const [colour, ink] of Object.entries(f.inks ?? {})) {
      if (!new RegExp(INK_KEY).test(colour) || !new RegExp(INK_HEX).test(ink)) return `personalisation.${i}.inks maps a colour id to '#RRGGBB' (${colour})`;
    }
  }
  return null;
}
