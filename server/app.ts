// buildApp(): plugins, then every call module. One screen shows the API surface.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { registerCall } from './http/call-route.ts';
import type { CallModule } from './http/call.ts';
import { apiNotFound, errorHandling } from './plugins/errors.ts';
import { cors } from './plugins/cors.ts';
import { legacyOrigins } from './plugins/legacy-origins.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { edgeOptions } from './http/server-options.ts';
import { staticApp } from './plugins/static-app.ts';
import { mediaRoutes } from './plugins/media.ts';
import { createServices, type Services } from './services.ts';
import { loadFaultPoints } from './fault-points.ts';
import { catalogCalls } from './calls/catalog/catalog-calls.ts';
import { orderCalls } from './calls/orders/order-calls.ts';
import { accountCalls } from './calls/account/account-calls.ts';
import { deleteAccountCalls } from './calls/account/delete-account.ts';
import { passwordResetCalls } from './calls/account/password-reset-calls.ts';
import { sellerCalls } from './calls/account/seller-calls.ts';
import { formCalls } from './calls/forms/form-calls.ts';
import { registerDownloadRoute } from './calls/orders/download-route.ts';
import { registerPhotoRoutes } from './calls/personalisation/photo-routes.ts';
import { registerAdminApi } from './admin/admin-api.ts';

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
}

export interface App {
  app: FastifyInstance;
  services: Services;
}

// Request logs never carry a download token, a session token or a password.
const redactUrl = (url: string) => url.replace(/(download-digital-file\/[^/]+\/)[^/?]+/, '$1[redacted]');

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
    },
    bodyLimit: config.bodyLimit,
    ...edgeOptions(config, apiOrigins),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  const services = createServices(db, config, opts.downloadSecret, await loadFaultPoints(config.faultHook));

  app.server.maxConnections = config.maxConnections;
  errorHandling(app);
  await securityHeaders(app, apiOrigins);
  await cors(app, config.corsOrigins);
  legacyOrigins(app, config.legacyOrigins, config.corsOrigins);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await db.query('SELECT 1');
      // Listings answer by SQL until the filter index is loaded (bench/calls.ts waits for it).
      return { status: 'ready', listingIndex: services.listingIndex.stats.loads > 0 ? 'loaded' : 'loading' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });

  const deps = { db, config, services };
  for (const module of CALL_MODULES) registerCall(app, module, deps);
  registerDownloadRoute(app, deps);
  registerPhotoRoutes(app, deps);
  registerAdminApi(app, { db, adminToken: opts.adminToken });
  apiNotFound(app);

  mediaRoutes(app);
  if (opts.serveApp) await staticApp(app, config.distDir);
  return { app, services };
}
