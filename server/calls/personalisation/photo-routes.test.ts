// Shoppers' photos (docs/shop-rules.md P5-P7): images only, re-encoded without metadata,
// capped, readable by their upload token until ordered, then by the order's owner and the
// shop owner; an order cannot take another shopper's photo; housekeeping deletes them.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_UPLOAD_PATH } from '../../../contract/calls.ts';
import type { ResultEnvelope } from '../../../contract/envelope.ts';
import type { OrderPlacedRow } from '../../../contract/models.ts';
import type { OrderedPersonalisation } from '../../../contract/personalisation.ts';
import { run } from '../../admin/cli.ts';
import { createHousekeeper } from '../../db/housekeeping.ts';
import { productByName } from '../../db/seed/products.ts';
import { insertShopper, type Shopper } from '../../test-support/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { usingPostgres } from '../../test-support/using-postgres.ts';
import { PHOTO_UPLOADS_PER_IP_HOUR, PHOTO_UPLOADS_PER_TOKEN_HOUR, hashUploadToken } from './photo-store.ts';
import { DatabaseUnavailable } from '../../db/database-unavailable.ts';

let t: TestApp;
let riya: Shopper;
let aman: Shopper;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  riya = await insertShopper(t.db, 'riya.photos@example.test');
  aman = await insertShopper(t.db, 'aman.photos@example.test');
  // A camera photo with GPS and a comment in its EXIF.
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c05050' } })
    .withExif({ IFD0: { ImageDescription: 'secret-camera-note' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
    .jpeg().toBuffer();
}, 120_000);
afterAll(async () => { await t.close(); });

const newToken = () => randomBytes(32).toString('base64url');

function multipartBody(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg', field = 'photo') {
  const boundary = `----tohfa${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string | null, bytes: Buffer, filename?: string, type?: string, ip?: string) {
  const body = multipartBody(bytes, filename, type);
  const res = await t.app.inject({
    method: 'POST', url: PHOTO_UPLOAD_PATH, payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { 'x-upload-token': token } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}) },
  });
  const envelope = res.json() as ResultEnvelope;
  const row = res.statusCode === 200 ? (JSON.parse(envelope.data as string) as { PhotoId: string; Width: number; Height: number }[])[0]! : null;
  return { status: res.statusCode, envelope, row };
}
const read = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `${PHOTO_UPLOAD_PATH}/${id}`, headers });
/** The files in the data folder's photo folder, by name. */
const photoFiles = () => (existsSync(t.config.photoDir) ? readdirSync(t.config.photoDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.jpg')).sort() : []);
const stored = async (id: string) => (await t.services.photos.get(t.db, id))!;

describe('uploading a photo', () => {
  it('keeps a clean JPEG without its EXIF, under an unguessable id', async () => {
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const token = newToken();
    const r = await upload(token, jpeg);
    expect(r.status).toBe(200);
    expect(r.row!.PhotoId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect([r.row!.Width, r.row!.Height]).toEqual([640, 480]);
    const bytes = await stored(r.row!.PhotoId);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-camera-note')).toBe(false);
  });

  it('keeps the bytes as a file in the data folder with the embedded database, in the table with PostgreSQL', async () => {
    const { row } = await upload(newToken(), jpeg);
    const id = row!.PhotoId;
    const column = (await t.db.query<{ kept: boolean }>('SELECT bytes IS NOT NULL AS kept FROM personalisation_photos WHERE id = $1', [id]))[0]!.kept;
    const file = path.join(t.config.photoDir, id.slice(0, 2), `${id}.jpg`);
    if (usingPostgres()) {
      expect([t.services.photos.where, column, existsSync(file)]).toEqual(['database', true, false]);
    } else {
      expect([t.services.photos.where, column]).toEqual(['data folder', false]);
      expect((await sharp(readFileSync(file)).metadata()).format).toBe('jpeg');
    }
  });

  it('refuses what is not a photo: text, SVG, a truncated JPEG', async () => {
    const token = newToken();
    const text = await upload(token, Buffer.from('just some text, not a picture'), 'note.jpg');
    expect([text.status, text.envelope.errorCode, text.envelope.errorMessage]).toEqual([415, 'NOT_AN_IMAGE', 'Please choose a photo (JPEG, PNG, WebP or HEIC).']);
    const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect((await upload(token, jpeg.subarray(0, 200))).status).toBe(415);
    expect(await t.db.query('SELECT 1 FROM personalisation_photos WHERE token_hash = $1', [hashUploadToken(token)])).toEqual([]);
  });

  it('re-encodes a polyglot (a JPEG with a script and a ZIP appended), so neither survives', async () => {
    const payload = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>'), Buffer.from('PK\u0003\u0004evil.zip', 'latin1')]);
    const r = await upload(newToken(), payload, 'cat.jpg');
    expect(r.status).toBe(200);
    const bytes = await stored(r.row!.PhotoId);
    expect(bytes.includes('<script>')).toBe(false);
    expect(bytes.includes(Buffer.from('PK\u0003\u0004', 'latin1'))).toBe(false);
  });

  it('refuses a file over 15 MB and a picture over 12000 pixels a side', async () => {
    const big = await upload(newToken(), Buffer.concat([jpeg, randomBytes(15 * 1024 * 1024)]));
    expect([big.status, big.envelope.errorCode]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const wide = await sharp({ create: { width: 12_500, height: 8, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const r = await upload(newToken(), wide, 'wide.png', 'image/png');
    expect([r.status, r.envelope.errorMessage]).toEqual([413, 'This photo is too large. Please choose one under 15 MB and 12000 pixels a side.']);
  });

  it('needs an upload token', async () => {
    expect((await upload(null, jpeg)).status).toBe(400);
    expect((await upload('short', jpeg)).status).toBe(400);
  });

  it('holds each upload token and each address to their hourly limits (429), one not spending the other\'s', async () => {
    const small = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    // One token, one address: the token's limit comes first.
    const token = newToken();
    for (let i = 0; i < PHOTO_UPLOADS_PER_TOKEN_HOUR; i++) expect((await upload(token, small, undefined, undefined, '203.0.113.7')).status).toBe(200);
    const tokenOver = await upload(token, small, undefined, undefined, '203.0.113.7');
    expect([tokenOver.status, tokenOver.envelope.errorCode]).toEqual([429, 'RATE_LIMITED']);
    // Another token from another address is not held back by it.
    expect((await upload(newToken(), small, undefined, undefined, '203.0.113.8')).status).toBe(200);
    // One address, a new token each time: the address's limit.
    const ip = '203.0.113.9';
    for (let i = 0; i < PHOTO_UPLOADS_PER_IP_HOUR; i++) expect((await upload(newToken(), small, undefined, undefined, ip)).status).toBe(200);
    const ipOver = await upload(newToken(), small, undefined, undefined, ip);
    expect([ipOver.status, ipOver.envelope.errorCode]).toEqual([429, 'RATE_LIMITED']);
  }, 120_000);

  it('leaves no bytes behind when the database loses the row (the connection gone as it commits)', async () => {
    const token = newToken();
    const rowsBefore = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM personalisation_photos');
    const filesBefore = photoFiles();
    // The same database, except that each transaction fails once its work is done, as a
    // connection lost at COMMIT does: what it wrote is rolled back.
    const tx = t.db.tx;
    const realTx = tx.bind(t.db);
    t.db.tx = (fn) => realTx(async (q) => {
      await fn(q);
      throw new DatabaseUnavailable(new Error('Connection terminated unexpectedly'));
    });
    let failed;
    try {
      failed = await upload(token, jpeg);
    } finally {
      t.db.tx = tx;
    }
    expect(failed.status).toBe(503);
    expect(failed.envelope.errorCode).toBe('SERVICE_UNAVAILABLE');
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM personalisation_photos'))[0]!.n).toBe(rowsBefore[0]!.n);
    expect(photoFiles()).toEqual(filesBefore);
    // The server carries on: the same upload goes through once the database is back.
    const again = await upload(token, jpeg);
    expect(again.status).toBe(200);
    expect(await t.services.photos.get(t.db, again.row!.PhotoId)).not.toBeNull();
  });
});

describe('who reads a photo, and an order taking it', () => {
  const mug = () => productByName('Classic White Photo Mug');
  const line = (photoId: string) => {
    const p = mug();
    const required = [...new Map(p.options.filter((o) => o.isRequired).map((o) => [o.attributeId, o])).values()];
    return {
      ProductId: p.id, Quantity: 1, Personalisation: { name: 'Riya', photo: photoId },
      productSelectedAttributes: required.map((o) => ({ ProductId: p.id, ProductAttributeID: o.attributeId, PrimaryKeyValue: o.valueId })),
    };
  };
  const order = (who: Shopper, uploadToken: string, photoId: string) => t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', {
    UserID: who.id, OrderNote: '', cartJsonData: JSON.stringify([line(photoId)]), CouponCode: '', PaymentMethod: 6, UploadToken: uploadToken,
  }, { ...who.headers, 'Idempotency-Key': crypto.randomUUID() });

  it('only its token reads it until ordered; another shopper cannot order it; then the owner and the shop read it', async () => {
    const riyaToken = newToken();
    const amanToken = newToken();
    const { row } = await upload(riyaToken, jpeg);
    const id = row!.PhotoId;
    expect((await read(id, { 'x-upload-token': riyaToken })).statusCode).toBe(200);
    expect((await read(id, { 'x-upload-token': amanToken })).statusCode).toBe(404);
    expect((await read(id, {})).statusCode).toBe(404);

    const stolen = await order(aman, amanToken, id);
    expect([stolen.status, stolen.body.errorCode]).toEqual([409, 'PHOTO_MISSING']);
    expect(stolen.body.errorMessage).toBe(`${mug().name}: Please add the photo for Photo on the mug again!`);

    const placed = await order(riya, riyaToken, id);
    expect(placed.status).toBe(200);
    const orderId = placed.data[0]!.OrderId;
    const items = await t.db.query<{ personalisation: OrderedPersonalisation }>('SELECT personalisation FROM order_items WHERE order_id = $1', [orderId]);
    expect(items).toHaveLength(1);
    expect(items[0]!.personalisation.Fields.map((f) => [f.Key, f.Text ?? f.PhotoId, f.PhotoWidth ?? null])).toEqual([['name', 'Riya', null], ['photo', id, 640]]);
    expect(items[0]!.personalisation.ToFollow).toEqual([]);

    expect((await read(id, { 'x-upload-token': riyaToken })).statusCode).toBe(404);
    expect((await read(id, { token: riya.headers.Token! })).statusCode).toBe(200);
    expect((await read(id, { token: aman.headers.Token! })).statusCode).toBe(404);
    const admin = { authorization: `Bearer ${t.adminToken}` };
    const shop = await t.app.inject({ method: 'GET', url: `/admin/api/photos/${id}`, headers: admin });
    expect([shop.statusCode, shop.headers['content-type']]).toEqual([200, 'image/jpeg']);

    // The print-ready image: the name and the photo at 300 dpi of their print areas.
    const itemId = (await t.db.query<{ id: number }>('SELECT id FROM order_items WHERE order_id = $1', [orderId]))[0]!.id;
    const print = await t.app.inject({ method: 'GET', url: `/admin/api/orders/${orderId}/items/${itemId}/print.png`, headers: admin });
    expect(print.statusCode).toBe(200);
    const meta = await sharp(print.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThan(900); // 80 mm at 300 dpi is 945 px

    // The owner's command line: the order lists the line's personalisation, `print` saves the PNG.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const saved = { url: process.env.ADMIN_URL, token: process.env.ADMIN_TOKEN };
    process.env.ADMIN_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    process.env.ADMIN_TOKEN = t.adminToken;
    try {
      const shown = await run(['order', String(orderId)]);
      const ink = items[0]!.personalisation.Fields[0]!.Color;
      expect(shown).toContain(`Item ${itemId} personalisation:\n  Name on the mug: "Riya" (sans, ink ${ink})\n  Photo on the mug: photo ${id}`);
      expect(shown).toContain(`npm run admin -- print ${orderId} ${itemId}`);
      const file = path.join(t.config.photoDir, 'print-test.png');
      expect(await run(['print', String(orderId), String(itemId), file])).toMatch(/^Saved the print of order/);
      expect((await sharp(readFileSync(file)).metadata()).width).toBe(meta.width);
    } finally {
      process.env.ADMIN_URL = saved.url;
      process.env.ADMIN_TOKEN = saved.token;
      if (saved.url === undefined) delete process.env.ADMIN_URL;
      if (saved.token === undefined) delete process.env.ADMIN_TOKEN;
    }
  });

  it('housekeeping deletes unordered photos after a week and a delivered order\'s photos after the shop\'s period, and keeps the rest', async () => {
    const token = newToken();
    const photo = async () => (await upload(token, jpeg)).row!.PhotoId;
    const placeWith = async (id: string) => (await order(riya, token, id)).data[0]!.OrderId;
    const deliveredDaysAgo = async (orderId: number, days: number) => {
      await t.db.query('UPDATE orders SET latest_status_id = 3 WHERE id = $1', [orderId]);
      await t.db.query(`INSERT INTO order_status_history (order_id, status_id, note, created_at) VALUES ($1, 3, 'Delivered', now() - make_interval(days => $2))`, [orderId, days]);
    };
    const old = await photo();
    const sixDays = await photo();
    const fresh = await photo();
    await t.db.query("UPDATE personalisation_photos SET created_at = now() - interval '8 days' WHERE id = $1", [old]);
    await t.db.query("UPDATE personalisation_photos SET created_at = now() - interval '6 days 23 hours' WHERE id = $1", [sixDays]);
    const ordered = await photo();
    const recentlyDelivered = await photo();
    const notDelivered = await photo();
    await t.db.query("INSERT INTO app_config (key, value) VALUES ('photo_retention_days', '30') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value");
    await deliveredDaysAgo(await placeWith(ordered), 31);
    await deliveredDaysAgo(await placeWith(recentlyDelivered), 29);
    // Ordered 40 days ago and still on its way: its photos wait for the print, whatever their age.
    const waiting = await placeWith(notDelivered);
    await t.db.query("UPDATE personalisation_photos SET created_at = now() - interval '40 days', ordered_at = now() - interval '40 days' WHERE order_id = $1", [waiting]);

    const keeper = createHousekeeper(t.db, { log: { info: () => {}, warn: () => {} }, photos: t.services.photos });
    const run = await keeper.runOnce();
    expect(run.ran).toBe(true);
    const all = [old, sixDays, fresh, ordered, recentlyDelivered, notDelivered];
    const rows = await t.db.query<{ id: string; deleted: boolean }>(
      'SELECT id, deleted_at IS NOT NULL AS deleted FROM personalisation_photos WHERE id = ANY($1::text[])', [all]);
    // The unordered one past a week has no row; the delivered one past the period keeps its row, marked deleted.
    expect(new Map(rows.map((r) => [r.id, r.deleted]))).toEqual(new Map([
      [sixDays, false], [fresh, false], [ordered, true], [recentlyDelivered, false], [notDelivered, false],
    ]));
    // The bytes go wherever they were kept (a file with the embedded database, the column with PostgreSQL).
    const kept = await Promise.all(all.map(async (id) => (await t.services.photos.get(t.db, id)) !== null));
    expect(kept).toEqual([false, true, true, false, true, true]);
    if (!usingPostgres()) expect(photoFiles().filter((f) => f.includes(old) || f.includes(ordered))).toEqual([]);
    await keeper.stop();
  });
});
