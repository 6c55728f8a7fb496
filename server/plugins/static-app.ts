// Serves the built PWA from dist/ (when built): hashed assets immutable for a year,
// index.html, sw.js and the manifest `no-cache` (docs/architecture.md); brotli/gzip
// copies made at build time are sent when the browser accepts them. Every other GET
// outside the API gets index.html, and the PWA's router takes it from there.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { firstScreenPage } from '../first-screen/first-screen-html.ts';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** Routes only, so encapsulated (no fastify-plugin): @fastify/static's reply.sendFile stays inside. */
export const staticApp: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', async (_req, reply) =>
      reply.type('text/html').send('<!doctype html><title>Tohfa API</title><p>The Tohfa API is up. Build the PWA with <code>npm run build</code>.</p>'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (NO_CACHE.has(base)) reply.header('Cache-Control', 'no-cache');
      else if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'public, max-age=86400');
    },
  });
  // Pages get index.html with their first screen written in (server/first-screen/first-screen-html.ts), compressed
  // here: it differs per page, so there is no build-time copy. Read per request: a deploy
  // replaces dist/ under a running server.
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const page = await firstScreenPage(app, await readFile(indexFile, 'utf8'), req.url);
    // A product's older address moves to its canonical one (docs/rules.md R12.1).
    if (page.movedTo) return reply.header('Cache-Control', 'no-cache').redirect(page.movedTo, 301);
    const { html } = page;
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };
  // The owner's console (src/admin-console/, built into dist/admin/): its own HTML for
  // /admin and every /admin/... page; /admin/api/ is the admin API's, registered before.
  const consoleFile = path.join(distDir, 'admin', 'index.html');
  const sendConsole = async (_req: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(consoleFile)) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(await readFile(consoleFile));
  };
  app.get('/', sendIndex);
  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // dist/admin is a folder, not a page.
    if (url === '/admin' || url === '/admin/') return sendConsole(req, reply);
    const file = path.join(distDir, path.normalize(decodeURIComponent(url)).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(distDir) && url !== '/' && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    // A missing hashed asset must be a 404, not the HTML shell.
    if (url.startsWith('/assets/') || url.startsWith('/admin/assets/') || /\.[a-z0-9]{2,5}$/i.test(url)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (url.startsWith('/admin/')) return sendConsole(req, reply);
    return sendIndex(req, reply);
  });
};
