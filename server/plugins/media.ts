// Product, category, banner, campaign, payment and logo artwork under /media/v1/...
// (scheme in server/db/seed/media-urls.ts). Each SVG is generated from its path, so
// any instance answers the same bytes and browsers keep it for a year (immutable);
// a change to the artwork bumps the version segment. Unknown paths are a 404.
// The original storefront client joins its base URL (ending in '/') with our '/media/...',
// so it asks for '//media/...': those paths answer the same files (docs/decisions/0005).
// Any page may show these pictures, so they are readable from every origin (CORP).
// Product photographs are under /media/v2/: the image pipeline's sizes and formats
// (contract/images.ts, server/images/pipeline.ts), immutable as well.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CATEGORY_ART_CYCLE, parseImagePath } from '../../contract/images.ts';
import type { ImagePipeline } from '../images/pipeline.ts';
import { bannerArt, campaignArt, categoryArt, isArtShape, logoArt, paymentArt, productArt, type PaymentIcon } from '../db/seed/artwork.ts';
import { COLORS } from '../db/seed/lookups.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_LIMIT = 2000;

/** The SVG for a path under /media/v1/, or null when there is none. */
export function mediaFor(path: string): string | null {
  let m = /^p\/([a-z]+)\/(\d{1,9})-(\d{1,4})\.svg$/.exec(path);
  if (m) {
    const [, shape, id, color] = m;
    if (!isArtShape(shape!)) return null;
    const colorId = Number(color);
    if (colorId === 0) return productArt(shape, Number(id), null);
    const hex = COLORS.find((c) => c.id === colorId)?.hex;
    return hex ? productArt(shape, Number(id), hex) : null;
  }
  m = /^c\/([a-z]+)\/(\d{1,6})\.svg$/.exec(path);
  if (m) return isArtShape(m[1]!) ? categoryArt(m[1], Number(m[2])) : null;
  m = /^([bk])\/([1-9])\.svg$/.exec(path);
  if (m) return m[1] === 'b' ? bannerArt(Number(m[2])) : campaignArt(Number(m[2]));
  m = /^pay\/(cash|paypal|card)\.svg$/.exec(path);
  if (m) return paymentArt(m[1] as PaymentIcon);
  if (path === 'logo.svg') return logoArt();
  return null;
}

/**
 * The SVG of a master the image pipeline draws (contract/images.ts): a category's artwork
 * `a-<shape>-<id % 7>` or a campaign's cover `a-<n>`, or null.
 */
export function drawnMaster(kind: string, name: string): string | null {
  if (kind === 'k') {
    const n = /^a-([1-9])$/.exec(name);
    return n ? campaignArt(Number(n[1])) : null;
  }
  // Only the remainders contract/images.ts names: any other id would be another copy of one of them.
  const m = kind === 'c' ? /^a-([a-z]+)-(\d)$/.exec(name) : null;
  return m && isArtShape(m[1]!) && Number(m[2]) < CATEGORY_ART_CYCLE ? categoryArt(m[1], Number(m[2])) : null;
}

/** Routes only, so encapsulated (no fastify-plugin): it changes nothing of the app around it. */
export const media: FastifyPluginAsync<{ images: ImagePipeline }> = async (app, { images }) => {
  // Generating is cheap, but a listing page asks for dozens at once: keep recent ones.
  const cache = new Map<string, string>();
  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = (req.params as { '*': string })['*'];
    let body = cache.get(path);
    if (body === undefined) {
      const made = mediaFor(path);
      if (made === null) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      body = made;
      cache.set(path, body);
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    }
    return reply.header('Cache-Control', IMMUTABLE).header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type('image/svg+xml; charset=utf-8').send(body);
  };
  const notFound = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  const picture = async (req: FastifyRequest, reply: FastifyReply) => {
    const asked = parseImagePath(`/media/v2/${(req.params as { '*': string })['*']}`);
    const found = asked && (await images.variant(asked));
    if (!found) return notFound(req, reply);
    if (req.headers['if-none-match'] === found.etag) return reply.code(304).header('ETag', found.etag).header('Cache-Control', IMMUTABLE).send();
    return reply.header('Cache-Control', IMMUTABLE).header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('ETag', found.etag).type(found.contentType).send(found.body);
  };
  for (const root of ['/media', '//media']) {
    app.get(`${root}/v1/*`, serve);
    app.get(`${root}/v2/*`, picture);
    app.all(`${root}/*`, notFound);
  }
};
