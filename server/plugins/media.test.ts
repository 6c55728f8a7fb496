// Media under /media/v1/: SVG artwork with its size, cached for a year; every media URL
// the seed stored answers (product photographs under /media/v2/), its words as outlines, not
// text; anything else is a 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CATEGORY_ART_CYCLE, parseImagePath, responsiveImage } from '../../contract/images.ts';
import { ART_SHAPES, categoryArt } from '../db/seed/artwork.ts';
import { defaultMastersDir } from '../images/pipeline.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const size = (svg: string) => {
  const open = /^<svg [^>]*>/.exec(svg)![0];
  return {
    width: Number(/ width="(\d+)"/.exec(open)?.[1]),
    height: Number(/ height="(\d+)"/.exec(open)?.[1]),
    viewBox: / viewBox="([^"]+)"/.exec(open)?.[1],
  };
};

describe('media', () => {
  it('still answers the former product artwork as an 800x800 SVG, immutable for a year', async () => {
    // Answers cached on phones before the photographs may still name these.
    const url = '/media/v1/p/mug/1-2.svg';
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(size(res.body)).toEqual({ width: 800, height: 800, viewBox: '0 0 800 800' });
    // The colour's hex is drawn: a different colour gives a different picture.
    const other = await get(url.replace(/-(\d+)\.svg$/, (_m, c: string) => `-${c === '2' ? 3 : 2}.svg`));
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toBe(res.body);
    expect((await get(url)).body).toBe(res.body);
  });

  it('serves every media URL stored in the database, with a width, height and viewBox, and no text', async () => {
    const urls = (await t.db.query<{ url: string }>(`
      SELECT url FROM product_images UNION SELECT attachment_url FROM categories UNION SELECT image_url FROM banners
      UNION SELECT cover_picture_url FROM campaigns UNION SELECT image_url FROM payment_methods
      UNION SELECT value FROM app_config WHERE key = 'website_logo' UNION SELECT default_image_url FROM order_items`)).map((r) => r.url);
    expect(urls.length).toBeGreaterThan(300);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/v[12]\//);
      if (url.startsWith('/media/v2/')) {
        // A product photograph: its master is committed (encoding each is server/images/pipeline.test.ts's job).
        const asked = parseImagePath(url);
        expect(asked, url).not.toBeNull();
        expect(existsSync(path.join(defaultMastersDir(), 'products', `${asked!.name}.webp`)), url).toBe(true);
        continue;
      }
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const s = size(res.body);
      expect(s.width, url).toBeGreaterThan(0);
      expect(s.height, url).toBeGreaterThan(0);
      expect(s.viewBox, url).toBe(`0 0 ${s.width} ${s.height}`);
      // No words as SVG text: the logo and the payment icons are on every page, and a picture's
      // text is shaped with fonts looked up on the page's main thread (docs/decisions/0032).
      expect(res.body, url).not.toMatch(/<text[\s>]/);
    }
    const banner = size((await get('/media/v1/b/1.svg')).body);
    expect(banner.width / banner.height).toBeGreaterThan(2.5);
  });

  it('draws the categories\' and campaigns\' artwork as the pictures their srcset names, the same picture at each width', async () => {
    // Shown as SVG, each is a document on the page's main thread (docs/decisions/0059).
    const urls = (await t.db.query<{ url: string }>('SELECT attachment_url AS url FROM categories UNION SELECT cover_picture_url FROM campaigns')).map((r) => r.url);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      const sources = responsiveImage(url);
      expect(sources, url).not.toBeNull();
      const square = url.startsWith('/media/v1/c/');
      expect([sources!.width, sources!.height], url).toEqual(square ? [600, 600] : [1200, 400]);
      const smallest = sources!.avif.split(', ')[0]!.split(' ')[0]!;
      const res = await get(smallest);
      expect(res.statusCode, smallest).toBe(200);
      expect(res.headers['content-type'], smallest).toBe('image/avif');
      expect(res.headers['cache-control'], smallest).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height], smallest).toEqual(square ? [240, 240] : [480, 160]);
    }
    // The drawing is the SVG's: at 8 x 8, nearer to its own SVG than to another category's.
    const [cat, other] = urls.filter((u) => u.startsWith('/media/v1/c/'));
    const widest = responsiveImage(cat)!.webp.split(', ').at(-1)!.split(' ')[0]!;
    const tiny = (body: Buffer) => sharp(body).flatten({ background: '#ffffff' }).resize(8, 8).raw().toBuffer();
    const drawn = await tiny((await get(widest)).rawPayload);
    const apart = async (svgUrl: string) => {
      const svg = await tiny(Buffer.from((await get(svgUrl!)).body));
      return [...svg].reduce((n, v, i) => n + Math.abs(v - drawn[i]!), 0) / svg.length;
    };
    const own = await apart(cat!);
    expect(own).toBeLessThan(8);
    expect(own).toBeLessThan(await apart(other!));
  }, 120_000);

  it('names a category\'s drawn picture by its id modulo the artwork\'s cycle: the drawing of every id is that of its remainder', () => {
    for (const shape of ART_SHAPES) {
      for (const id of [7, 12, 30, 999_999]) expect(categoryArt(shape, id), `${shape} ${id}`).toBe(categoryArt(shape, id % CATEGORY_ART_CYCLE));
      // ...and the remainders are drawings of their own (the cycle is no longer than it must be).
      expect(new Set(Array.from({ length: CATEGORY_ART_CYCLE }, (_, r) => categoryArt(shape, r))).size, shape).toBe(CATEGORY_ART_CYCLE);
    }
    expect(responsiveImage('/media/v1/c/lamp/999998.svg')!.webp).toContain('/media/v2/c/a-lamp-6.w240.webp');
  });

  it('answers 404 for unknown media', async () => {
    for (const url of ['/media/v1/p/spaceship/1-1.svg', '/media/v1/p/mug/1-999.svg', '/media/v1/p/mug/abc.svg', '/media/v1/b/0.svg',
      '/media/v1/pay/bitcoin.svg', '/media/v1/logo.png', '/media/v2/logo.svg', '/media/../package.json', '/media/v1/p/mug/1-1.svg/x',
      '/media/v2/c/a-spaceship-1.w240.avif', '/media/v2/c/a-mug-x.w240.avif', '/media/v2/c/a-mug-7.w240.avif', '/media/v2/c/a-mug-12.w240.avif', '/media/v2/c/a-mug-123456.w240.avif', '/media/v2/k/a-0.w480.avif', '/media/v2/k/a-mug-1.w480.avif', '/media/v2/p/a-mug-1.w240.avif']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['cache-control'] ?? ''), url).not.toMatch(/immutable/);
    }
  });
});
