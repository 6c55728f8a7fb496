// The shop owner's HTTP API under /admin/api/ (docs/rules.md R11.7), for the command line
// (server/admin/cli.ts) and the tests. Plain JSON answers; failures are the envelope.
import type { FastifyInstance } from 'fastify';
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

export const ADMIN_PREFIX = '/admin/api';

export function registerAdminApi(app: FastifyInstance, opts: { db: Db; adminToken: string; config: Config; services: Services }): void {
  void app.register(
    async (admin) => {
      admin.addHook('onRequest', adminAuth(opts.db, opts.adminToken));
      admin.setValidatorCompiler(adminValidatorCompiler);
      admin.setErrorHandler((thrown: Error & { statusCode?: number }, req, reply) => {
        const err = thrown instanceof DatabaseUnavailable ? serviceUnavailable()
          : thrown instanceof WorkLimitFull ? tooManyAttempts(thrown.retryAfterSeconds) : thrown;
        // A schema refused the input (contract/admin.ts): its message names the field and the rule.
        if (err instanceof AdminValidationError) return reply.code(400).send(failureEnvelope(400, 'BAD_REQUEST', err.message));
        if (err instanceof Failure) return reply.code(err.status).headers(err.headers).send(failureEnvelope(err.status, err.code, err.message, err.params));
        const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
        if (status === 500) req.log.error({ err }, 'admin request failed');
        const message = status === 500 ? 'An error occured. Please try again!' : status === 413 ? 'The request is too large.' : 'The request is malformed.';
        return reply.code(status).send(failureEnvelope(status, status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST', message));
      });
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

