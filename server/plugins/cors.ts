// CORS for a PWA served from another origin (API_BASE_URL, CORS_ORIGINS allow-list), by
// @fastify/cors. Only the listed origins get Access-Control-Allow-Origin; with no list the
// plugin is not registered at all (one origin serves the PWA and the API: nothing to allow).
import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

/** What the PWA's client sends besides the safelisted headers (docs/decisions/0009, 0010). */
const ALLOWED_HEADERS = ['Content-Type', 'Accept', 'Token', 'UserID', 'Idempotency-Key'];
/**
 * Answer headers a page on another origin may read: Retry-After (on 429, 503 and a key in
 * progress, so the client and the offline queue wait as long as asked), Idempotent-Replayed
 * (the answer is the first attempt's) and X-Cache (hit or miss of the answer cache).
 */
const EXPOSED_HEADERS = ['Retry-After', 'Idempotent-Replayed', 'X-Cache'];

/** Wrapped with fastify-plugin: its hooks answer for every route of the app. */
export const cors = fp<{ origins: readonly string[] }>(async (app, { origins }) => {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: [...origins],
    methods: ['GET', 'POST'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}, { name: 'cors' });
