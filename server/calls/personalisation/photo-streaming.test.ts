// A large photo streams in without holding up the shop (docs/shop-rules.md P7,
// docs/decisions/0020-personalisation.md): while an upload near the 15 MB cap is half sent
// and waiting for the rest, the listing and a product page answer within a bound, and the
// upload holds no database query, connection or transaction (with PGlite, which answers one
// query at a time, a held one would stall every other request). Runs on both databases.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_UPLOAD_PATH, UPLOAD_TOKEN_HEADER } from '../../../contract/calls.ts';
import type { ProductDetail, ProductListItem } from '../../../contract/models.ts';
import { UPLOAD_MAX_BYTES } from '../../../contract/personalisation.ts';
import { productByName } from '../../db/seed/products.ts';
import { postCall } from '../../test-support/post-call.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * A request that must answer while the upload waits. The upload holds its second half until
 * the test sends it, so a request it blocked would never answer: the bound only keeps a
 * failure short, and is generous for a loaded CI machine (a warm answer takes milliseconds).
 */
const ANSWER_WITHIN_MS = 20_000;

let t: TestApp;
let base: string;
/** Database work in progress: statements running, transactions open, and every statement's text. */
const db = { running: 0, inTx: 0, statements: [] as string[] };
beforeAll(async () => {
  t = await createTestApp();
  // The app holds this very object: its queries and transactions are counted as they start and end.
  const query = t.db.query.bind(t.db);
  const tx = t.db.tx.bind(t.db);
  t.db.query = async (sql, params) => {
    db.running++;
    db.statements.push(sql);
    try { return await query(sql, params); } finally { db.running--; }
  };
  t.db.tx = async (fn) => {
    db.inTx++;
    try { return await tx(fn); } finally { db.inTx--; }
  };
  // The listing index loaded first: the listing below must not start its load (a transaction) meanwhile.
  await t.services.listingIndex.warm();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => { await t.close(); });

/** Starts a multipart upload of `body`; answers a writer for its parts and the answer to come. */
function startUpload(total: number) {
  const boundary = `----tohfa${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request(`${base}${PHOTO_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + total + tail.length),
      [UPLOAD_TOKEN_HEADER]: randomBytes(32).toString('base64url'),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  /** Writes bytes in 256 KB pieces, each once the socket took the one before. */
  const send = async (bytes: Buffer) => {
    for (let at = 0; at < bytes.length; at += 256 * 1024) {
      if (!req.write(bytes.subarray(at, at + 256 * 1024))) await new Promise((r) => req.once('drain', r));
    }
  };
  return { head, tail, req, answer, send };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

describe('a large photo streaming in', () => {
  it('leaves the listing and a product page answering, and holds no database work while it waits for its bytes', async () => {
    // A real photo with filler after its end (a camera's trailing data): near the 15 MB cap.
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
    const photo = Buffer.concat([jpeg, randomBytes(UPLOAD_MAX_BYTES - 256 * 1024 - jpeg.length)]);
    expect(photo.length).toBeGreaterThan(14.5 * 1024 * 1024);
    const upload = startUpload(photo.length);
    const half = Math.floor(photo.length / 2);
    const statementsBefore = db.statements.length;
    await upload.send(upload.head);
    await upload.send(photo.subarray(0, half));
    // The handler has checked the token's limits (its last statement before the bytes) and now waits for the rest.
    await expect.poll(() => db.statements.slice(statementsBefore).some((s) => s.includes('FROM personalisation_photos WHERE token_hash')), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => db.running + db.inTx, { timeout: 15_000 }).toBe(0);

    // Other shoppers meanwhile: a search no cache has answered, and a product page.
    const mug = productByName('Classic White Photo Mug');
    const listing = await timed(() => postCall<ProductListItem[]>(base, 'GET_All_PRODUCTS', { SearchTerm: `mug ${randomBytes(4).toString('hex')}`, languageCode: 'en' }));
    const product = await timed(() => postCall<ProductDetail[]>(base, 'GET_PRODUCT_DETAIL', { ProductId: mug.id, languageCode: 'ar' }));
    expect([listing.value.status, product.value.status]).toEqual([200, 200]);
    expect(product.value.data[0]!.ProductId).toBe(mug.id);
    expect(listing.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(product.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // Their work is done; the upload, still waiting for half its bytes, holds nothing.
    expect([db.running, db.inTx]).toEqual([0, 0]);
    if (t.db.kind === 'postgres') {
      const busy = await t.db.query<{ state: string; query: string }>(
        `SELECT state, query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND state IN ('active', 'idle in transaction', 'idle in transaction (aborted)')`);
      expect(busy).toEqual([]);
    }

    // The rest arrives: the photo is kept, re-encoded (the filler gone).
    await upload.send(photo.subarray(half));
    await upload.send(upload.tail);
    upload.req.end();
    const done = await upload.answer;
    expect(done.status).toBe(200);
    const kept = (JSON.parse((JSON.parse(done.body) as { data: string }).data) as { PhotoId: string; Width: number; Height: number }[])[0]!;
    expect([kept.Width, kept.Height]).toEqual([800, 600]);
    const bytes = await t.services.photos.get(t.db, kept.PhotoId);
    expect(bytes!.length).toBeLessThan(1024 * 1024);
  }, 120_000);
});
