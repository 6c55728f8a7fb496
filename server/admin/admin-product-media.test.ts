// A product's photos, digital file and personalisation fields in the owner's console, on a
// real server and database: staff may do it, every change carries the version and is logged,
// bad files get a clear message at both limits, and the shop shows the change at once.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES as MSG, PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTOS_MAX, DIGITAL_FILE_MAX_BYTES } from '../../contract/admin-catalogue.ts';
import type { ProductDetail } from '../../contract/models.ts';
import { readCatalogueVersion } from '../db/catalogue-version.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { multipart } from '../test-support/multipart.ts';
import { insertShop, insertShopper, type Shop, type Shopper } from '../test-support/order-fixtures.ts';
import { insertStaff } from './admin-staff.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
let staffToken: string;
let jpeg: Buffer;
let category: number;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = staffToken) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const send = (method: 'POST' | 'PUT', url: string, bytes: Buffer, opts: { field?: string; filename?: string; type?: string; token?: string | null } = {}) => {
  const body = multipart(bytes, opts.field ?? 'photo', opts.filename ?? 'IMG_0001.jpg', opts.type ?? 'image/jpeg');
  const token = opts.token === undefined ? staffToken : opts.token;
  return t.app.inject({
    method, url: `/admin/api${url}`, payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
  });
};

const newProduct = async (name: string, extra: object = {}) => (await api('POST', '/products', {
  name, nameAr: 'هدية', categoryId: category, pricePaise: 49_900, stock: 5, options: [], ...extra,
})).json().product as { id: number; version: number };
const version = async (id: number) => (await api('GET', `/products/${id}`)).json().product.version as number;
const lastAudit = async () => (await api('GET', '/audit', undefined, t.adminToken)).json().entries[0];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha@example.test');
  await insertStaff(t.db, { email: 'sam@shop.test', name: 'Sam', role: 'staff', password: 'staff-secret-1' });
  category = (await t.db.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [s.mug]))[0]!.category_id;
  staffToken = (await api('POST', '/auth/login', { email: 'sam@shop.test', password: 'staff-secret-1' }, null)).json().token;
  // A phone photo: taller than wide, with the camera's orientation and location in EXIF.
  jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#3060a0' } })
    .withExif({ IFD0: { Orientation: '6' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } }).jpeg().toBuffer();
}, 60_000);
afterAll(async () => t.close());

describe('product photos', () => {
  it('staff add a camera photo: a 1200px square master the shop serves at once in its sizes, the version moves, the log says who', async () => {
    const p = await newProduct('Photo Cushion');
    const catalogue = await readCatalogueVersion(t.db);
    const res = await send('POST', `/products/${p.id}/photos?version=${p.version}`, jpeg);
    expect(res.statusCode).toBe(201);
    const product = res.json().product;
    expect(product.version).toBe(p.version + 1);
    expect(product.photos).toHaveLength(1);
    const url = product.photos[0].url as string;
    expect(url).toMatch(new RegExp(`^/media/v2/p/u${p.id}-[a-z0-9]{16}\\.jpg$`));
    expect(await readCatalogueVersion(t.db)).toBeGreaterThan(catalogue);
    const detail = await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: p.id, languageCode: 'en' });
    expect(JSON.parse(JSON.stringify(detail.data[0]!.ProductImagesJson))).toEqual([{ AttachmentURL: url, ColorID: null }]);
    const big = await t.app.inject({ method: 'GET', url });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(big.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([800, 800, undefined]);
    const small = await t.app.inject({ method: 'GET', url: url.replace('.jpg', '.w240.avif') });
    expect([small.statusCode, small.headers['content-type']]).toEqual([200, 'image/avif']);
    expect(await lastAudit()).toMatchObject({ actor: { email: 'sam@shop.test' }, action: 'photo-add', entity: 'product', entityId: String(p.id),
      before: { photos: [] }, after: { photos: [{ url }] } });
  });

  it('takes PNG and WebP; refuses what is not a photo, a damaged one and one over 15 MB with a clear message, and changes nothing', async () => {
    const p = await newProduct('Frame');
    const png = await sharp({ create: { width: 50, height: 30, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 30, height: 50, channels: 3, background: '#00ff00' } }).webp().toBuffer();
    let v = p.version;
    for (const [bytes, type] of [[png, 'image/png'], [webp, 'image/webp']] as const) {
      const res = await send('POST', `/products/${p.id}/photos?version=${v}`, bytes, { type, filename: `x.${type.slice(6)}` });
      expect(res.statusCode, type).toBe(201);
      v = res.json().product.version;
    }
    const atLimit = Buffer.concat([jpeg, Buffer.alloc(PRODUCT_PHOTO_MAX_BYTES - jpeg.length)]);
    const cases: [Buffer, number, string, string?][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415, MSG.photoNotAnImage],
      [Buffer.alloc(0), 415, MSG.photoNotAnImage],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 415, MSG.photoUnreadable],
      [Buffer.concat([atLimit, Buffer.alloc(1)]), 413, MSG.photoTooLarge],
      [jpeg, 400, MSG.photoNotAnImage, 'picture'],
    ];
    for (const [bytes, status, message, field] of cases) {
      const res = await send('POST', `/products/${p.id}/photos?version=${v}`, bytes, { field });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().errorMessage).toBe(message);
    }
    // A JSON body is no upload.
    const json = await api('POST', `/products/${p.id}/photos?version=${v}`, { photo: 'x' });
    expect([json.statusCode, json.json().errorMessage]).toEqual([415, MSG.photoNotAnImage]);
    // Exactly 15 MB is taken (a JPEG with trailing bytes: only the picture is kept).
    expect((await send('POST', `/products/${p.id}/photos?version=${v}`, atLimit)).statusCode).toBe(201);
    expect((await api('GET', `/products/${p.id}`)).json().product.photos).toHaveLength(3);
  }, 60_000);

  it('puts photos in order and deletes one, each on the version it was made on; a stale version or a wrong list changes nothing', async () => {
    const p = await newProduct('Mug set');
    let v = p.version;
    for (let i = 0; i < 3; i += 1) v = (await send('POST', `/products/${p.id}/photos?version=${v}`, jpeg)).json().product.version;
    const photos = (await api('GET', `/products/${p.id}`)).json().product.photos as { id: number; url: string }[];
    const reversed = photos.map((x) => x.id).reverse();
    const stale = await api('PUT', `/products/${p.id}/photos/order`, { version: v - 1, photoIds: reversed });
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'VERSION_CONFLICT']);
    for (const [photoIds, message] of [
      [reversed.slice(1), "photoIds must list each of this product's photos once"],
      [[reversed[0], reversed[0], reversed[1]], "photoIds must list each of this product's photos once"],
      [[...reversed.slice(1), s.mug], "photoIds must list each of this product's photos once"],
      [[], 'photoIds must not have fewer than 1 items'],
    ] as const) {
      const res = await api('PUT', `/products/${p.id}/photos/order`, { version: v, photoIds });
      expect([res.statusCode, res.json().errorMessage]).toEqual([400, message]);
    }
    const ordered = await api('PUT', `/products/${p.id}/photos/order`, { version: v, photoIds: reversed });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().product.photos.map((x: { id: number }) => x.id)).toEqual(reversed);
    const detail = await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: p.id, languageCode: 'ar' });
    expect(JSON.parse(JSON.stringify(detail.data[0]!.ProductImagesJson)).map((i: { AttachmentURL: string }) => i.AttachmentURL))
      .toEqual([...photos].reverse().map((x) => x.url));
    expect(await lastAudit()).toMatchObject({ action: 'photo-order', entityId: String(p.id) });
    v = ordered.json().product.version;
    const mugPhoto = (await t.db.query<{ id: number }>('SELECT id FROM product_images WHERE product_id = $1 LIMIT 1', [s.mug]))[0]!.id;
    expect((await api('DELETE', `/products/${p.id}/photos/${mugPhoto}?version=${v}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/products/${p.id}/photos/${reversed[0]}?version=${v - 1}`)).statusCode).toBe(409);
    const deleted = await api('DELETE', `/products/${p.id}/photos/${reversed[0]}?version=${v}`);
    expect(deleted.json().product.photos.map((x: { id: number }) => x.id)).toEqual(reversed.slice(1));
    expect(await lastAudit()).toMatchObject({ action: 'photo-delete' });
    // The picture itself stays served: an order placed with it still shows it.
    expect((await t.app.inject({ method: 'GET', url: photos[2]!.url })).statusCode).toBe(200);
  }, 60_000);

  it(`holds at most ${PRODUCT_PHOTOS_MAX} photos a product`, async () => {
    const p = await newProduct('Album');
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer();
    let v = p.version;
    for (let i = 0; i < PRODUCT_PHOTOS_MAX; i += 1) v = (await send('POST', `/products/${p.id}/photos?version=${v}`, tiny)).json().product.version;
    const over = await send('POST', `/products/${p.id}/photos?version=${v}`, tiny);
    expect([over.statusCode, over.json().errorMessage]).toEqual([409, MSG.tooManyPhotos]);
  }, 120_000);

  it('a stale version is refused before anything is kept; no token and a shopper token get nothing', async () => {
    const p = await newProduct('Lamp');
    const stale = await send('POST', `/products/${p.id}/photos?version=${p.version + 1}`, jpeg);
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'VERSION_CONFLICT']);
    expect((await send('POST', `/products/${p.id}/photos`, jpeg)).json().errorMessage).toBe('The query must have required properties version');
    for (const token of [null, asha.headers.Token!]) {
      expect((await send('POST', `/products/${p.id}/photos?version=1`, jpeg, { token })).statusCode).toBe(401);
      expect((await send('PUT', `/products/${p.id}/digital-file?version=1`, jpeg, { token, field: 'file', filename: 'a.pdf' })).statusCode).toBe(401);
      expect((await api('PUT', `/products/${p.id}/photos/order`, { version: 1, photoIds: [1] }, token)).statusCode).toBe(401);
      expect((await api('DELETE', `/products/${p.id}/photos/1?version=1`, undefined, token)).statusCode).toBe(401);
    }
    expect((await api('GET', `/products/${p.id}`)).json().product).toMatchObject({ photos: [], version: p.version });
  });
});

describe('what a product refers to, and categories, for staff', () => {
  it('answers brands, colours, sizes, option attributes and tags in both languages; staff make a category; no token gets nothing', async () => {
    const res = await api('GET', '/catalogue-lookups');
    expect(res.statusCode).toBe(200);
    const lookups = res.json();
    expect(lookups.colours).toEqual(expect.arrayContaining([{ id: s.red, name: 'Red', nameAr: 'أحمر', hex: '#c00' }]));
    expect(lookups.sizes.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([s.sizeM, s.sizeL]));
    // Colour (1) and size (2) have their own lists; the other attributes are the options'.
    expect(lookups.attributes).toEqual([{ id: 3, name: 'Gift Wrap', nameAr: 'تغليف الهدية' }]);
    expect(Object.keys(lookups).sort()).toEqual(['attributes', 'brands', 'colours', 'sizes', 'tags']);
    expect((await api('GET', '/catalogue-lookups', undefined, null)).statusCode).toBe(401);
    const made = await api('POST', '/categories', { name: 'Keepsakes', nameAr: 'تذكارات', parentId: category, imageUrl: '/media/v1/c/mug/1.svg' });
    expect([made.statusCode, made.json().category.parentId]).toEqual([201, category]);
    expect(await lastAudit()).toMatchObject({ actor: { email: 'sam@shop.test' }, action: 'create', entity: 'category' });
  });
});

describe('digital file', () => {
  it('puts and replaces the file a shopper downloads; refuses other kinds, an empty file and one over 20 MB', async () => {
    const p = await newProduct('Recipe eBook', { isDigital: true });
    const pdf = Buffer.from('%PDF-1.4\n% family recipes\n', 'latin1');
    const put = await send('PUT', `/products/${p.id}/digital-file?version=${p.version}`, pdf, { field: 'file', filename: 'books/Recipes 2026.PDF', type: 'application/pdf' });
    expect(put.statusCode).toBe(200);
    expect(put.json().product).toMatchObject({ version: p.version + 1, digitalFile: { fileName: 'Recipes 2026.PDF', contentType: 'application/pdf', size: pdf.length } });
    expect(await lastAudit()).toMatchObject({ action: 'digital-file', before: { digitalFile: null }, after: { digitalFile: { fileName: 'Recipes 2026.PDF' } } });
    let v = put.json().product.version as number;
    const zip = Buffer.from('PK\u0003\u0004 songs', 'latin1');
    const atLimit = Buffer.alloc(DIGITAL_FILE_MAX_BYTES, 1);
    for (const [bytes, filename, status, message] of [
      [zip, 'run.exe', 415, MSG.fileType],
      [zip, 'no-extension', 415, MSG.fileType],
      [Buffer.alloc(0), 'empty.pdf', 400, MSG.fileEmpty],
      [Buffer.concat([atLimit, Buffer.alloc(1)]), 'huge.zip', 413, MSG.fileTooLarge],
    ] as const) {
      const res = await send('PUT', `/products/${p.id}/digital-file?version=${v}`, bytes, { field: 'file', filename });
      expect([res.statusCode, res.json().errorMessage], filename).toEqual([status, message]);
    }
    const replaced = await send('PUT', `/products/${p.id}/digital-file?version=${v}`, atLimit, { field: 'file', filename: 'songs.zip' });
    expect(replaced.json().product.digitalFile).toEqual({ fileName: 'songs.zip', contentType: 'application/zip', size: DIGITAL_FILE_MAX_BYTES });
    const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM digital_files WHERE product_id = $1', [p.id]);
    expect(stored[0]!.n).toBe(1);
    v = replaced.json().product.version;
    expect((await send('PUT', `/products/${p.id}/digital-file?version=${v - 1}`, pdf, { field: 'file', filename: 'a.pdf' })).statusCode).toBe(409);
    const removed = await api('DELETE', `/products/${p.id}/digital-file?version=${v}`);
    expect(removed.json().product.digitalFile).toBeNull();
  }, 60_000);
});

describe('personalisation fields', () => {
  const nameLine = { key: 'name', kind: 'text', label: 'Name on the mug', labelAr: 'الاسم على المج', isRequired: true, maxLength: 12,
    area: { x: 0.3, y: 0.6, w: 0.4, h: 0.08 }, font: 'serif', color: '#2B1A28', printWidthMm: 80, printHeightMm: 18 };
  const photoSlot = { ...nameLine, key: 'photo', kind: 'photo', label: 'Photo', labelAr: 'الصورة', isRequired: false, maxLength: null,
    area: { x: 0.25, y: 0.2, w: 0.5, h: 0.35 }, font: 'sans', printWidthMm: 80, printHeightMm: 70 };

  it('sets text lines and photo slots with their print areas; the shop shows them in both languages; the log has them', async () => {
    const p = await newProduct('Name Mug');
    const res = await api('PUT', `/products/${p.id}`, { name: 'Name Mug', nameAr: 'كوب بالاسم', categoryId: category, pricePaise: 49_900, stock: 5,
      version: p.version, personalisation: [nameLine, photoSlot] });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.personalisation).toEqual([{ ...nameLine, inks: {} }, { ...photoSlot, inks: {} }]);
    const en = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: p.id, languageCode: 'en' })).data[0]!;
    expect(en.PersonalisationJson!.map((f) => [f.Key, f.Kind, f.Label, f.Required, f.MaxLength, f.Area, f.PrintWidthMm])).toEqual([
      ['name', 'text', 'Name on the mug', true, 12, nameLine.area, 80], ['photo', 'photo', 'Photo', false, null, photoSlot.area, 80]]);
    const ar = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: p.id, languageCode: 'ar' })).data[0]!;
    expect(ar.PersonalisationJson!.map((f) => f.Label)).toEqual(['الاسم على المج', 'الصورة']);
    expect(await lastAudit()).toMatchObject({ action: 'update', after: { personalisation: [{ key: 'name' }, { key: 'photo' }] } });
  });

  it('refuses a duplicate key, a text line without its limit, a limit of 0 or 201, an area outside the picture and an 11th field', async () => {
    const p = await newProduct('Bottle');
    const body = (personalisation: object[]) => ({ name: 'Bottle', nameAr: 'قارورة', categoryId: category, pricePaise: 49_900, stock: 5, version: p.version, personalisation });
    for (const [fields, message] of [
      [[nameLine, nameLine], 'personalisation.1.key name is used twice'],
      [[{ ...nameLine, maxLength: null }], 'personalisation.0.maxLength is required for a text line'],
      [[{ ...photoSlot, maxLength: 20 }], 'personalisation.0.maxLength must be null for a photo slot'],
      [[{ ...nameLine, maxLength: 0 }], 'personalisation.0.maxLength must be >= 1'],
      [[{ ...nameLine, maxLength: 201 }], 'personalisation.0.maxLength must be <= 200'],
      [[{ ...nameLine, area: { x: 0.7, y: 0.1, w: 0.4, h: 0.1 } }], 'personalisation.0.area must lie inside the picture (x + w and y + h at most 1)'],
      [[{ ...nameLine, key: 'Name!' }], 'personalisation.0.key must match pattern "^[a-z][a-z0-9_]{0,19}$"'],
      [Array.from({ length: 11 }, (_, i) => ({ ...nameLine, key: `line${i}` })), 'personalisation must not have more than 10 items'],
    ] as const) {
      const res = await api('PUT', `/products/${p.id}`, body([...fields]));
      expect([res.statusCode, res.json().errorMessage], message).toEqual([400, message]);
    }
    expect((await api('GET', `/products/${p.id}`)).json().product).toMatchObject({ version: p.version, personalisation: [] });
    // At the limits: 10 fields, a line of 1 and one of 200 characters, an area touching the edges.
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...nameLine, key: `line${i}`, maxLength: i % 2 ? 200 : 1, area: { x: 0, y: 0, w: 1, h: 1 } }));
    expect((await api('PUT', `/products/${p.id}`, body(ten))).statusCode).toBe(200);
    expect(await version(p.id)).toBe(p.version + 1);
  });

  it('keeps a text\'s ink per colour (docs/shop-rules.md P1): the shop answers it, a field sent without inks keeps its own, a bad one is refused', async () => {
    const p = await newProduct('Ink Mug');
    const body = (personalisation: object[], v: number) => ({ name: 'Ink Mug', nameAr: 'كوب', categoryId: category, pricePaise: 49_900, stock: 5, version: v, personalisation });
    const inks = { 2: '#FFF7E8', 1: '#7A1F4A' };
    const set = await api('PUT', `/products/${p.id}`, body([{ ...nameLine, inks }], p.version));
    expect(set.statusCode).toBe(200);
    expect(set.json().product.personalisation[0].inks).toEqual({ 1: '#7A1F4A', 2: '#FFF7E8' });
    const shop = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: p.id })).data[0]!;
    expect(shop.PersonalisationJson![0]!.Inks).toEqual({ 1: '#7A1F4A', 2: '#FFF7E8' });
    // The console's editor sends the fields back as it read them; a client that knows no inks leaves them be.
    const again = await api('PUT', `/products/${p.id}`, body([{ ...nameLine, label: 'Name' }], p.version + 1));
    expect(again.statusCode).toBe(200);
    expect(again.json().product.personalisation[0]).toMatchObject({ label: 'Name', inks: { 1: '#7A1F4A', 2: '#FFF7E8' } });
    for (const bad of [{ 2: 'white' }, { black: '#FFFFFF' }, { 0: '#FFFFFF' }]) {
      const res = await api('PUT', `/products/${p.id}`, body([{ ...nameLine, inks: bad }], p.version + 2));
      expect([res.statusCode, String(res.json().errorMessage)], JSON.stringify(bad)).toEqual([400, expect.stringContaining('inks')]);
    }
    expect(await version(p.id)).toBe(p.version + 2);
  });
});
