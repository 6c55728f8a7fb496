// The shop owner's HTTP API under /admin/api/ (docs/rules.md R11.7), for the command line
// (server/admin/cli.ts) and the tests. Plain JSON answers; failures are the envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import { WorkLimitFull } from '../auth/work-limit.ts';
import { tooManyAttempts } from '../http/rate-limit.ts';
import { failureEnvelope } from '../http/envelope.ts';
import { Failure } from '../http/failure.ts';
import { DatabaseUnavailable } from '../db/database-unavailable.ts';
import { serviceUnavailable } from '../http/service-unavailable.ts';
import { adminAuth } from './admin-auth.ts';
import { adminBackupRoutes } from './admin-backup.ts';
import { adminCouponRoutes } from './admin-coupons.ts';
import { adminInboxRoutes } from './admin-inbox.ts';
import { adminOrderRoutes } from './admin-orders.ts';
import { adminPhotoRoutes } from './admin-photos.ts';
import { adminProductRoutes } from './admin-products.ts';
import { adminProductMediaRoutes } from './admin-product-media.ts';
import { adminCategoryRoutes } from './admin-categories.ts';
import { adminStaffRoutes } from './admin-staff.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminTodayRoutes } from './admin-today.ts';
import { adminShopSettingsRoutes } from './admin-shop-settings.ts';
import { adminBannerCampaignRoutes } from './admin-banners-campaigns.ts';
import { adminPictureRoutes } from './admin-pictures.ts';
import { AdminValidationError, adminValidatorCompiler } from './admin-validation.ts';
import { adminIdempotency } from './admin-idempotency.ts';
import type { Answered } from '../http/idempotency.ts';

export const ADMIN_PREFIX = '/admin/api';

/** A failure as the admin API answers it: the envelope with a real status (docs/decisions/0007-envelope-and-status-codes.md). */
export function adminFailure(thrown: unknown, req: FastifyRequest): Answered {
  const err = thrown instanceof DatabaseUnavailable ? serviceUnavailable()
    : thrown instanceof WorkLimitFull ? tooManyAttempts(thrown.retryAfterSeconds) : thrown;
  // A schema refused the input (contract/admin.ts): its message names the field and the rule.
  if (err instanceof AdminValidationError) return { status: 400, body: failureEnvelope(400, 'BAD_REQUEST', err.message), headers: {} };
  if (err instanceof Failure) return { status: err.status, body: failureEnvelope(err.status, err.code, err.message, err.params), headers: err.headers };
  const code = (err as { statusCode?: unknown } | null)?.statusCode;
  const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
  if (status === 500) req.log.error({ err }, 'admin request failed');
  const message = status === 500 ? 'An error occured. Please try again!' : status === 413 ? 'The request is too large.' : 'The request is malformed.';
  return { status, body: failureEnvelope(status, status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST', message), headers: {} };
}

export function registerAdminApi(app: FastifyInstance, opts: { db: Db; adminToken: string; config: Config; services: Services }): void {
  void app.register(
    async (admin) => {
      admin.addHook('onRequest', adminAuth(opts.db, opts.adminToken));
      admin.setValidatorCompiler(adminValidatorCompiler);
      admin.setErrorHandler((thrown: Error & { statusCode?: number }, req, reply) => {
        const answer = adminFailure(thrown, req);
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      });
      // Before the routes: it wraps each write's handler as it is added.
      adminIdempotency(admin, opts.db, adminFailure);
      adminStaffRoutes(admin, opts);
      adminAuditRoutes(admin, opts.db);
      adminTodayRoutes(admin, opts.db);
      adminOrderRoutes(admin, opts);
      adminPhotoRoutes(admin, opts.db, opts.services.photos);
      adminProductRoutes(admin, opts.db);
      adminProductMediaRoutes(admin, opts.db, opts.services.productPhotos);
      adminCategoryRoutes(admin, opts.db, opts.services.productPhotos);
      adminInboxRoutes(admin, opts.db);
      adminCouponRoutes(admin, opts.db);
      adminBackupRoutes(admin, opts.db);
      adminShopSettingsRoutes(admin, opts.db);
      adminBannerCampaignRoutes(admin, opts.db, opts.services.productPhotos);
      adminPictureRoutes(admin, opts.db, opts.services.productPhotos);
      // Inside the token check: without the token nobody learns which admin paths exist.
      const unknown = failureEnvelope(404, 'NOT_FOUND', 'This call does not exist.');
      admin.all('/*', async (_req, reply) => reply.code(404).send(unknown));
    },
    { prefix: ADMIN_PREFIX },
  );
}

