// buildApp(): plugins, then every call module. One screen shows the API surface.
import v8 from 'node:v8';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { registerCall } from './http/call-route.ts';
import { registerOpenApi } from './http/openapi.ts';
import type { CallModule } from './http/call.ts';
import { errors } from './plugins/errors.ts';
import { cors } from './plugins/cors.ts';
import { legacyOrigins } from './plugins/legacy-origins.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { edgeOptions } from './http/server-options.ts';
import { TerminalRequestLogs, redactUrl, terminalLogStream } from './http/terminal-logs.ts';
import { staticApp } from './plugins/static-app.ts';
import { createImagePipeline, defaultMastersDir } from './images/pipeline.ts';
import { drawnMaster, media } from './plugins/media.ts';
import { createServices, type Services } from './services.ts';
import { loadFaultPoints } from './fault-points.ts';
import { catalogCalls } from './calls/catalog/catalog-calls.ts';
import { bitmapHeapBytes } from './calls/catalog/listing-index-data.ts';
import { orderCalls } from './calls/orders/order-calls.ts';
import { accountCalls } from './calls/account/account-calls.ts';
import { deleteAccountCalls } from './calls/account/delete-account.ts';
import { passwordResetCalls } from './calls/account/password-reset-calls.ts';
import { sellerCalls } from './calls/account/seller-calls.ts';
import { formCalls } from './calls/forms/form-calls.ts';
import { registerDownloadRoute } from './calls/orders/download-route.ts';
import { registerPhotoRoutes } from './calls/personalisation/photo-routes.ts';
import { registerAdminApi } from './admin/admin-api.ts';
import type { ProcessStatus } from './cluster.ts';

export const CALL_MODULES: readonly CallModule[] = [
  ...catalogCalls, ...orderCalls, ...accountCalls, ...deleteAccountCalls, ...passwordResetCalls, ...sellerCalls, ...formCalls,
];

export interface BuildOptions {
  db: Db;
  config: Config;
  downloadSecret: string;
  /** Token the admin API answers to (docs/rules.md R11.7). */
  adminToken: string;
  /** Serve the built PWA from config.distDir (off in server tests). */
  serveApp?: boolean;
  logger?: boolean;
  /** Logs as readable lines (pino-pretty), one a request once answered, instead of JSON: for a terminal. */
  prettyLogs?: boolean;
  /** Where the readable lines go (tests); stdout, in colour, by default. */
  logDestination?: NodeJS.WritableStream;
  /** One of several server processes (server/cluster.ts): all of them, as the primary last told, for /readyz. */
  processes?: () => ProcessStatus[];
}

export interface App {
  app: FastifyInstance;
  services: Services;
}

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { db, config } = opts;
  const apiOrigins = config.apiBaseUrl ? [new URL(config.apiBaseUrl).origin] : [];
  const app = Fastify({
    logger: opts.logger === false ? false : {
      level: config.logLevel,
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
      ...(opts.prettyLogs ? { stream: terminalLogStream(opts.logDestination) } : {}),
    },
    ...(opts.prettyLogs ? { logController: new TerminalRequestLogs() } : {}),
    bodyLimit: config.bodyLimit,
    ...edgeOptions(config, apiOrigins),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  const services = createServices(db, config, opts.downloadSecret, await loadFaultPoints(config.faultHook));

  app.server.maxConnections = config.maxConnections;
  await app.register(errors);
  await app.register(securityHeaders, { apiOrigins });
  await app.register(cors, { origins: config.corsOrigins });
  await app.register(legacyOrigins, { origins: config.legacyOrigins, corsOrigins: config.corsOrigins });

  // Collects every route that declares a schema (the admin API, contract/admin.ts); the calls'
  // paths join them in /api/openapi.json (server/http/openapi.ts).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tohfa API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await db.query('SELECT 1');
      // Listings answer by SQL until the listing index is loaded (the benches wait for it), and
      // while it is off, over its memory cap (LISTING_INDEX_MAX_MB) or the process over its resident limit (LISTING_INDEX_MAX_RSS_MB).
      const { state, products, bytes, maxBytes } = services.listingIndex.stats;
      const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;
      // The caches' memory beside the index's (server/http/answer-cache.ts): each bounded by its cap.
      const caches = Object.fromEntries(Object.entries(services.answerCache.stats()).map(([name, c]) => [name, {
        mb: mb(c.bytes), capMb: mb(c.maxBytes), entries: c.entries, hits: c.hits, misses: c.misses, ...(c.declined === undefined ? {} : { declined: c.declined }),
      }]));
      // Where the process's resident memory is: V8's heap, buffers outside it, the bitmaps' WebAssembly heap.
      const m = process.memoryUsage();
      // V8's heap by space (docs/decisions/0031-the-server-process-memory.md: what was tried on it, and why it is left as is).
      const heapSpacesMb = Object.fromEntries(v8.getHeapSpaceStatistics().map((sp) => [sp.space_name.replace(/_space$/, ''), mb(sp.space_size)]));
      const memory = {
        residentMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), heapTotalMb: mb(m.heapTotal), heapSpacesMb, externalMb: mb(m.external), arrayBuffersMb: mb(m.arrayBuffers),
        bitmapHeapMb: mb(bitmapHeapBytes()),
      };
      // The index's filter cache (filter-cache.ts) is in the bitmaps' heap, beside the index.
      const filters = services.listingIndex.filterCache();
      const listingIndexMemory = { products, mb: mb(bytes), capMb: mb(maxBytes), filterCacheMb: mb(filters.bytes), filterCacheCapMb: mb(filters.maxBytes) };
      // Several processes: each one's index and memory (this one's are above), so one address tells them all.
      const cluster = opts.processes ? { pid: process.pid, processes: opts.processes() } : {};
      return { status: 'ready', listingIndex: state, listingIndexMemory, caches, memory, ...cluster };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });

  const deps = { db, config, services };
  for (const module of CALL_MODULES) registerCall(app, module, deps);
  registerOpenApi(app);
  registerDownloadRoute(app, deps);
  registerPhotoRoutes(app, deps);
  registerAdminApi(app, { db, adminToken: opts.adminToken, config, services });

  await app.register(media, { images: createImagePipeline({
    mastersDir: defaultMastersDir(), cacheDir: config.imageCacheDir, uploaded: (kind, name) => services.productPhotos.read(kind, name),
    drawn: drawnMaster,
  }) });
  if (opts.serveApp) await app.register(staticApp, { distDir: config.distDir });
  return { app, services };
}
