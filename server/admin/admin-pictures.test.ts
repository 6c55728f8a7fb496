// The console's pictures, a campaign's own products and photos tied to a colour, on a real
// server and database: a banner's, campaign's or category's picture uploaded from a phone
// through the image pipeline and shown by the shop in its sizes; a campaign whose page shows
// exactly the products picked for it, in their order; a photo tied to one of its product's
// colours (another product's colour refused). Every change is validated and in the audit log.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES as MSG } from '../../contract/admin-catalogue.ts';
import { CAMPAIGN_PRODUCTS_MAX } from '../../contract/admin-shop.ts';
import type { Banner as ShopBanner, Campaign as ShopCampaign, Category as ShopCategory, ProductDetail } from '../../contract/models.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { multipart } from '../test-support/multipart.ts';
import { insertShop, type Shop } from '../test-support/order-fixtures.ts';
import { insertStaff } from './admin-staff.ts';

let t: TestApp;
let s: Shop;
let staffToken: string;
let photo: Buffer;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = staffToken) =>
  t.app.inject({ method, url: `/admin/api${url}`, remoteAddress: '127.0.0.1', headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const upload = (kind: string, bytes: Buffer, type = 'image/jpeg') => {
  const body = multipart(bytes, 'photo', 'IMG_2001.jpg', type);
  return t.app.inject({
    method: 'POST', url: `/admin/api/pictures?kind=${kind}`, remoteAddress: '127.0.0.1', payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${staffToken}` },
  });
};
const uploaded = async (kind: string) => (await upload(kind, photo)).json().picture.url as string;
const lastAudit = async () => (await api('GET', '/audit', undefined, t.adminToken)).json().entries[0];
const size = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return [res.headers['content-type'], meta.width, meta.height];
};

const banner = (imageUrl: string) => ({
  imageUrl, topTitle: '', topTitleAr: '', mainTitle: 'Lamps with a name', mainTitleAr: 'مصابيح بالاسم', bottomTitle: '', bottomTitleAr: '',
  leftButtonText: '', leftButtonTextAr: '', leftButtonUrl: '', rightButtonText: '', rightButtonTextAr: '', rightButtonUrl: '', sortOrder: 0, isPublished: true,
});
const campaign = (change: object = {}) => ({
  mainTitle: 'Diwali picks', mainTitleAr: 'مختارات ديوالي', discountTitle: '10% off', discountTitleAr: 'خصم 10%', body: 'Our picks.', bodyAr: 'اختياراتنا.',
  coverPictureUrl: '/media/v1/k/1.svg', startsOn: null, endsOn: null, categoryId: null, tagId: null, sortOrder: 0, isPublished: true, ...change,
});

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  await insertStaff(t.db, { email: 'sam@pictures.test', name: 'Sam', role: 'staff', password: 'staff-secret-1' });
  staffToken = (await api('POST', '/auth/login', { email: 'sam@pictures.test', password: 'staff-secret-1' }, null)).json().token;
  // A phone's photo: 4:3, wider than any box it goes into.
  photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#b0413e' } }).jpeg().toBuffer();
}, 60_000);
afterAll(async () => t.close());

describe('the shop\'s own pictures', () => {
  it('staff upload a banner picture: drawn to the banner\'s 8:3 box, served in its sizes, logged; the banner that takes it shows in the shop', async () => {
    const res = await upload('banner', photo);
    expect(res.statusCode).toBe(201);
    const picture = res.json().picture;
    expect(picture).toMatchObject({ kind: 'banner', width: 1600, height: 600 });
    expect(picture.url).toMatch(/^\/media\/v2\/b\/ub-[a-z0-9]{16}\.jpg$/);
    expect(await size(picture.url)).toEqual(['image/jpeg', 800, 300]);
    expect(await size(picture.url.replace('.jpg', '.w1600.avif'))).toEqual(['image/avif', 1600, 600]);
    expect(await size(picture.url.replace('.jpg', '.w480.webp'))).toEqual(['image/webp', 480, 180]);
    // Not under another kind, not in a width its kind does not have.
    for (const other of [picture.url.replace('/b/', '/p/'), picture.url.replace('/b/', '/k/'), picture.url.replace('.jpg', '.w240.webp')]) {
      expect((await t.app.inject({ method: 'GET', url: other })).statusCode, other).toBe(404);
    }
    expect(await lastAudit()).toMatchObject({ actor: { email: 'sam@pictures.test' }, action: 'upload', entity: 'picture', after: { kind: 'banner', url: picture.url } });

    const made = await api('POST', '/banners', banner(picture.url));
    expect(made.statusCode).toBe(201);
    const home = (await t.call<ShopBanner[]>('GET_HOME_SCREEN_BANNER', { languageCode: 'ar' })).data;
    expect(home.find((b) => b.BannerId === made.json().banner.id)).toMatchObject({ BannerImgUrl: picture.url, MainTitle: 'مصابيح بالاسم' });
  });

  it('a campaign\'s cover is 3:1 and a category\'s a square; each field takes only a picture uploaded for it', async () => {
    const cover = await uploaded('campaign');
    const square = await uploaded('category');
    expect(cover).toMatch(/^\/media\/v2\/k\/uk-/);
    expect(await size(cover.replace('.jpg', '.w1200.webp'))).toEqual(['image/webp', 1200, 400]);
    expect(await size(square.replace('.jpg', '.w600.webp'))).toEqual(['image/webp', 600, 600]);

    const c = await api('POST', '/campaigns', campaign({ coverPictureUrl: cover }));
    expect(c.statusCode).toBe(201);
    const cat = await api('POST', '/categories', { name: 'Lamps', nameAr: 'مصابيح', imageUrl: square, isPopular: true });
    expect(cat.statusCode).toBe(201);
    const popular = (await t.call<ShopCategory[]>('GET_POPULAR_CATEGORIES', { languageCode: 'en' })).data;
    expect(popular.find((x) => x.CategoryID === cat.json().category.id)?.AttachmentURL).toBe(square);
    // Replaced, then removed: the category keeps the last, then none.
    const again = await uploaded('category');
    const put = await api('PUT', `/categories/${cat.json().category.id}`, { name: 'Lamps', nameAr: 'مصابيح', imageUrl: again, isPopular: true });
    expect(put.json().category.imageUrl).toBe(again);
    expect(await lastAudit()).toMatchObject({ action: 'update', entity: 'category', before: { imageUrl: square }, after: { imageUrl: again } });
    expect((await api('PUT', `/categories/${cat.json().category.id}`, { name: 'Lamps', nameAr: 'مصابيح', imageUrl: null })).json().category.imageUrl).toBeNull();

    const banners = (await api('GET', '/banners')).json().banners.length;
    for (const [path, body, message] of [
      ['/banners', banner(cover), 'imageUrl is not a banner picture uploaded to this shop: upload the picture again'],
      ['/banners', banner('/media/v2/b/ub-aaaaaaaaaaaaaaaa.jpg'), 'imageUrl is not a banner picture uploaded to this shop: upload the picture again'],
      ['/campaigns', campaign({ coverPictureUrl: square }), 'coverPictureUrl is not a campaign picture uploaded to this shop: upload the picture again'],
      ['/categories', { name: 'X', nameAr: 'س', imageUrl: cover }, 'imageUrl is not a category picture uploaded to this shop: upload the picture again'],
    ] as const) {
      const res = await api('POST', path, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errorMessage).toBe(message);
    }
    expect((await api('GET', '/banners')).json().banners.length).toBe(banners);
  });

  it('refuses what is not a picture, an unknown kind, and no token', async () => {
    const svg = await upload('banner', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect([svg.statusCode, svg.json().errorMessage]).toEqual([415, MSG.photoNotAnImage]);
    const cut = await upload('category', photo.subarray(0, photo.length >> 1));
    expect([cut.statusCode, cut.json().errorMessage]).toEqual([415, MSG.photoUnreadable]);
    const kind = await upload('product', photo);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errorMessage).toContain('kind');
    staffToken = `${staffToken}x`;
    try {
      expect((await upload('banner', photo)).statusCode).toBe(401);
    } finally {
      staffToken = staffToken.slice(0, -1);
    }
  });
});

describe('a campaign\'s own products', () => {
  it('picks two products in an order; the shop\'s campaign page answers exactly those, published ones only; an edit without the list keeps it', async () => {
    const res = await api('POST', '/campaigns', campaign({ productIds: [s.lamp, s.mug] }));
    expect(res.statusCode).toBe(201);
    const c = res.json().campaign;
    expect(c).toMatchObject({ productIds: [s.lamp, s.mug], products: [{ id: s.lamp, name: 'Limited Lamp', isPublished: true }, { id: s.mug, nameAr: 'كوب مصنوع يدويا' }] });
    expect(c.products[1].photoUrl).toBe('/img/mug.jpg');
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'campaign', after: { productIds: [s.lamp, s.mug] } });
    const detail = async () => (await t.call<ShopCampaign[]>('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: c.id, languageCode: 'ar' })).data[0]!;
    expect((await detail()).Products!.map((p) => [p.ProductId, p.ProductName])).toEqual([[s.lamp, 'مصباح'], [s.mug, 'كوب مصنوع يدويا']]);

    const { id: _id, version, products: _p, productIds: _ids, ...fields } = c;
    const reordered = await api('PUT', `/campaigns/${c.id}`, { ...fields, productIds: [s.mug, s.hidden, s.lamp], version });
    expect(reordered.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'update', before: { productIds: [s.lamp, s.mug] }, after: { productIds: [s.mug, s.hidden, s.lamp] } });
    // The unpublished vase stays on the list in the console, not on the shop's page.
    expect((await detail()).Products!.map((p) => p.ProductId)).toEqual([s.mug, s.lamp]);

    const kept = await api('PUT', `/campaigns/${c.id}`, { ...fields, mainTitle: 'Diwali favourites', version: version + 1 });
    expect(kept.json().campaign).toMatchObject({ mainTitle: 'Diwali favourites', productIds: [s.mug, s.hidden, s.lamp] });
    const cleared = await api('PUT', `/campaigns/${c.id}`, { ...fields, productIds: [], version: version + 2 });
    expect(cleared.json().campaign.productIds).toEqual([]);
    expect((await detail()).Products).toEqual([]);
    // The console's list shows the hand-picked products too.
    expect((await api('GET', '/campaigns')).json().campaigns.find((x: { id: number }) => x.id === c.id)).toMatchObject({ productIds: [], products: [] });
  });

  it('refuses a product twice, one that is not there and more than the most', async () => {
    const before = (await api('GET', '/campaigns')).json().campaigns.length;
    const many = Array.from({ length: CAMPAIGN_PRODUCTS_MAX + 1 }, (_, i) => i + 1);
    for (const [ids, message] of [
      [[s.lamp, s.mug, s.lamp], `productIds lists product ${s.lamp} twice`],
      [[s.lamp, 999_999], 'productIds: 999999 is not a product'],
      [many, `productIds must not have more than ${CAMPAIGN_PRODUCTS_MAX} items`],
      [[0], 'productIds.0 must be >= 1'],
    ] as const) {
      const res = await api('POST', '/campaigns', campaign({ productIds: ids }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errorMessage).toContain(message);
    }
    expect((await api('GET', '/campaigns')).json().campaigns.length).toBe(before);
  });
});

describe('photos tied to a colour', () => {
  const product = async (id: number) => (await api('GET', `/products/${id}`)).json().product as { version: number; photos: { id: number; url: string; colorId: number | null }[]; options: object[] };

  it('ties a photo to one of the product\'s colours and back to none; the shop answers it; logged with before and after', async () => {
    const mug = await product(s.mug);
    const plain = mug.photos.find((p) => p.url === '/img/mug.jpg')!;
    const res = await api('PUT', `/products/${s.mug}/photos/${plain.id}`, { version: mug.version, colorId: s.blue });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.version).toBe(mug.version + 1);
    expect(res.json().product.photos.find((p: { id: number }) => p.id === plain.id).colorId).toBe(s.blue);
    expect(await lastAudit()).toMatchObject({ action: 'photo-colour', entity: 'product', entityId: String(s.mug) });
    const detail = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: s.mug, languageCode: 'en' })).data[0]!;
    expect(detail.ProductImagesJson.filter((i) => i.ColorID === s.blue).map((i) => i.AttachmentURL)).toEqual(['/img/mug.jpg', '/img/mug-blue.jpg']);

    const back = await api('PUT', `/products/${s.mug}/photos/${plain.id}`, { version: mug.version + 1, colorId: null });
    expect(back.json().product.photos.find((p: { id: number }) => p.id === plain.id).colorId).toBeNull();
    // The same again changes nothing: no new version, nothing logged.
    const same = await api('PUT', `/products/${s.mug}/photos/${plain.id}`, { version: mug.version + 2, colorId: null });
    expect(same.json().product.version).toBe(mug.version + 2);
  });

  it('refuses a colour of another product, a photo of another product and a stale version', async () => {
    const red = await t.db.query<{ id: number }>("INSERT INTO colors (name, name_ar, hex_code) VALUES ('Green', 'أخضر', '#0a0') RETURNING id");
    const green = red[0]!.id;
    await t.db.query(`INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, price_type, additional_price)
      VALUES ($1, 1, $2, 'Green', 'أخضر', 1, 0)`, [s.lamp, green]);
    const mug = await product(s.mug);
    const photoId = mug.photos[0]!.id;
    const other = await api('PUT', `/products/${s.mug}/photos/${photoId}`, { version: mug.version, colorId: green });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorMessage).toBe(`colorId ${green} is not a colour of this product: choose one of its own colours, or none`);
    const ebookPhoto = (await product(s.ebook)).photos[0]!.id;
    expect((await api('PUT', `/products/${s.mug}/photos/${ebookPhoto}`, { version: mug.version, colorId: null })).statusCode).toBe(404);
    const stale = await api('PUT', `/products/${s.mug}/photos/${photoId}`, { version: mug.version - 1, colorId: s.red });
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'VERSION_CONFLICT']);
    expect((await api('PUT', `/products/${s.mug}/photos/${photoId}`, { version: mug.version, colorId: 'red' })).statusCode).toBe(400);
    expect((await product(s.mug)).version).toBe(mug.version);
  });

  it('a colour taken off the product unties its photos', async () => {
    const mug = await product(s.mug);
    const blue = mug.photos.find((p) => p.colorId === s.blue)!;
    const { id: _id, photos: _photos, digitalFile: _f, ...fields } = (await api('GET', `/products/${s.mug}`)).json().product;
    const options = (fields.options as { attributeId: number; valueId: number }[]).filter((o) => !(o.attributeId === 1 && o.valueId === s.blue));
    const res = await api('PUT', `/products/${s.mug}`, { ...fields, options });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.photos.find((p: { id: number }) => p.id === blue.id).colorId).toBeNull();
  });
});
