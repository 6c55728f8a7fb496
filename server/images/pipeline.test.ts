// The image pipeline: every product photograph in AVIF, WebP and JPEG at the widths of
// contract/images.ts, each encoded once and kept as a file (a second request, or a second
// instance sharing the folder, reads it); unknown pictures are a 404, never a 5xx; untrusted
// bytes become a clean WebP master or are refused with a reason.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImagePath, responsiveImage } from '../../contract/images.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createImagePipeline, defaultMastersDir } from './pipeline.ts';
import { ImageRefused, toMaster, type RefusalReason } from './untrusted.ts';

let t: TestApp;
let photo: string;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'h19-images-test-'));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  t = await createTestApp();
  photo = (await t.db.query<{ url: string }>('SELECT url FROM product_images ORDER BY product_id, sort_order LIMIT 1'))[0]!.url;
});
afterAll(async () => {
  await t.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('product photographs through the image pipeline', () => {
  it('answers every format and width the srcset names, with its content type, size and a year of caching', async () => {
    const sources = responsiveImage(photo)!;
    expect(sources).not.toBeNull();
    expect({ width: sources.width, height: sources.height }).toEqual({ width: 1200, height: 1200 });
    const cases: [string, string, string, number][] = [
      [photo, 'image/jpeg', 'jpeg', 800],
      [photo.replace(/\.jpg$/, '.w360.avif'), 'image/avif', 'heif', 360],
      [photo.replace(/\.jpg$/, '.w480.webp'), 'image/webp', 'webp', 480],
      [photo.replace(/\.jpg$/, '.w240.jpg'), 'image/jpeg', 'jpeg', 240],
    ];
    for (const [url, type, format, width] of cases) {
      expect(sources.avif + sources.webp + sources.src).toContain(url.endsWith('.w240.jpg') ? photo : url);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format, url).toBe(format);
      expect([meta.width, meta.height], url).toEqual([width, width]);
      expect(meta.exif, url).toBeUndefined();
      // A revalidation with the ETag costs no body.
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  }, 120_000);

  it('encodes a size once and serves the kept file after', async () => {
    const url = photo.replace(/\.jpg$/, '.w720.avif');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const asked = parseImagePath(url)!;
    const kept = path.join(t.config.imageCacheDir, 'p', `${asked.name}.w720.avif`);
    expect(readFileSync(kept).equals(first.rawPayload)).toBe(true);
    // Whatever the kept file holds is what is served: the second answer is read, not re-encoded.
    const marker = Buffer.concat([first.rawPayload, Buffer.from('kept')]);
    writeFileSync(kept, marker);
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers['content-type']).toBe('image/avif');
  }, 120_000);

  it('shares one encode among simultaneous requests, and a second instance reads the same folder', async () => {
    const cacheDir = tempDir();
    const one = createImagePipeline({ mastersDir: defaultMastersDir(), cacheDir });
    const asked = parseImagePath(photo.replace(/\.jpg$/, '.w480.avif'))!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => one.variant(asked)));
    expect(one.stats.encoded).toBe(1);
    expect(new Set(answers.map((a) => a!.etag)).size).toBe(1);
    const other = createImagePipeline({ mastersDir: defaultMastersDir(), cacheDir });
    const read = await other.variant(asked);
    expect(other.stats).toEqual({ encoded: 0, fromFile: 1 });
    expect(read!.body.equals(answers[0]!.body)).toBe(true);
  }, 120_000);

  it('answers 404 (never a 5xx, never kept) for a picture or size it does not have', async () => {
    const name = parseImagePath(photo)!.name;
    for (const url of [`/media/v2/p/${name}.w481.avif`, `/media/v2/p/${name}.w1200.gif`, `/media/v2/p/${name}.webp`, '/media/v2/p/99999-1-1.jpg',
      '/media/v2/p/99999-1-1.w240.webp', `/media/v2/p/..%2f${name}.jpg`, '/media/v2/p/%2e%2e%2fpackage.jpg', `/media/v2/x/${name}.jpg`,
      `/media/v2/p/${name.toUpperCase()}X.jpg`, `/media/v2/p/${'9'.repeat(80)}.jpg`, `//media/v2/p/${name}.w99999.jpg`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['cache-control']), url).not.toMatch(/immutable/);
    }
    expect(existsSync(path.join(t.config.imageCacheDir, 'p', '99999-1-1.w240.webp'))).toBe(false);
  });
});

/** A PNG whose header claims `width` x `height` (its pixels are a 1x1 picture's). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c62828' } }).png().toBuffer();
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}

async function refusal(input: Uint8Array, limits?: Parameters<typeof toMaster>[1]): Promise<RefusalReason | 'accepted'> {
  try {
    await toMaster(input, limits);
    return 'accepted';
  } catch (e) {
    if (e instanceof ImageRefused) return e.reason;
    throw e;
  }
}

describe('untrusted input → a stored master', () => {
  it('re-encodes a photo as WebP with no metadata, scaled down to the largest kept side', async () => {
    const input = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f3a68' } })
      .jpeg().withExif({ IFD0: { Copyright: 'home-address-12.9716N' } }).toBuffer();
    expect(input.includes('home-address-12.9716N')).toBe(true);
    const master = await toMaster(input, { maxBytes: 1_000_000, maxInputSide: 4000, maxMasterSide: 800 });
    expect([master.format, master.width, master.height]).toEqual(['webp', 800, 450]);
    const meta = await sharp(master.data).metadata();
    expect([meta.format, meta.exif, meta.icc]).toEqual(['webp', undefined, undefined]);
    expect(master.data.includes('home-address')).toBe(false);
  });

  it('refuses what is not a picture: text, HTML, SVG with a script, GIF, an empty file', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    for (const input of ['hello', '<!doctype html><script>alert(1)</script>', svg, '%PDF-1.7'].map((s) => Buffer.from(s)).concat([gif, Buffer.alloc(0)])) {
      expect(['not-an-image', 'empty']).toContain(await refusal(input));
    }
  });

  it('keeps only the pixels of a polyglot: a PNG carrying a script and an archive comes out as a plain WebP', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e8b57' } }).png().toBuffer();
    const payload = Buffer.from('<script>alert(document.cookie)</script>PK\u0003\u0004evil.js');
    const master = await toMaster(Buffer.concat([png, payload]));
    expect(master.data.includes('<script>')).toBe(false);
    expect(master.data.includes('PK\u0003\u0004')).toBe(false);
    expect((await sharp(master.data).metadata()).format).toBe('webp');
    // A JPEG's first bytes in front of an HTML page is not a picture at all.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(await refusal(fake)).toBe('damaged');
  });

  it('refuses an oversized picture from its header, too many bytes, and a cut file', async () => {
    expect(await refusal(await pngClaiming(100_000, 100_000))).toBe('too-many-pixels');
    expect(await refusal(await pngClaiming(9000, 10))).toBe('too-many-pixels');
    const big = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e8772e' } }).png().toBuffer();
    expect(await refusal(big, { maxBytes: 100, maxInputSide: 8000, maxMasterSide: 3000 })).toBe('too-many-bytes');
    const photoBytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7b1e3a', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    expect(await refusal(photoBytes.subarray(0, photoBytes.length / 2))).toBe('damaged');
  });
});
