// What shoppers sent the shop: contact messages, seller requests (approve or reject),
// newsletter subscribers, and the mail outbox (docs/rules.md R11.6).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { Failure, notFound } from '../http/failure.ts';
import { IdParams, OutboxQuery, Paging, ReviewUpdateBody, ReviewsQuery, SellerRequestsQuery } from '../../contract/admin.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import { refreshProductRating } from '../db/product-rating.ts';
import { csv } from './csv.ts';
import { adminWrite } from './audit.ts';

/** LIMIT and OFFSET of a checked page (Paging's defaults: page 1 of 50). */
function paging(query: Paging) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export function adminInboxRoutes(admin: FastifyInstance, db: Db): void {
  admin.get<{ Querystring: Paging }>('/contact-messages', { schema: { summary: 'Contact messages, newest first', querystring: Paging } }, async (req) => {
    const { limit, offset, page, pageSize } = paging(req.query);
    const messages = await db.query(
      `SELECT id, full_name AS "fullName", email, phone_number AS "phoneNumber", subject, message, created_at AS "createdAt"
       FROM contact_requests ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { messages, page, pageSize };
  });

  admin.get<{ Querystring: SellerRequestsQuery }>('/seller-requests', {
    schema: { summary: 'Seller requests, newest first (never the password hash)', querystring: SellerRequestsQuery },
  }, async (req) => {
    const { limit, offset, page, pageSize } = paging(req.query);
    const status = req.query.status ?? '';
    // Never the password hash.
    const sellerRequests = await db.query(
      `SELECT r.id, r.first_name AS "firstName", r.last_name AS "lastName", r.email, r.mobile_no AS "mobileNo",
              r.address_line_one AS "address", c.name AS "country", r.postal_code AS "postalCode", r.status,
              r.created_at AS "createdAt", r.decided_at AS "decidedAt"
       FROM seller_requests r LEFT JOIN countries c ON c.id = r.country_id
       WHERE ($3 = '' OR r.status = $3) ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, status],
    );
    return { sellerRequests, page, pageSize };
  });

  for (const [action, status] of [['approve', 'approved'], ['reject', 'rejected']] as const) {
    admin.post<{ Params: { id: string } }>(`/seller-requests/:id/${action}`, {
      schema: { summary: `${action === 'approve' ? 'Approves' : 'Rejects'} a pending seller request`, params: IdParams },
    }, async (req) => {
      const id = Number(req.params.id);
      const sellerRequest = await adminWrite(db, req.actor, async (tx, audit) => {
        const rows = await tx.query<{ id: number; status: string }>(
          `UPDATE seller_requests SET status = $2, decided_at = now() WHERE id = $1 AND status = 'pending'
           RETURNING id, status`,
          [id, status],
        );
        if (rows.length === 0) {
          const existing = (await tx.query<{ status: string }>('SELECT status FROM seller_requests WHERE id = $1', [id]))[0];
          if (!existing) throw notFound('Seller request');
          throw new Failure(409, 'CONFLICT', `This seller request was already ${existing.status}.`);
        }
        audit({ action, entity: 'seller-request', entityId: id, before: { status: 'pending' }, after: { status } });
        return rows[0];
      });
      return { sellerRequest };
    });
  }

  admin.get('/subscribers.csv', { schema: { summary: 'Every newsletter subscriber as CSV' } }, async (_req, reply) => {
    const rows = await db.query<Record<string, unknown>>('SELECT email, created_at AS "subscribedAt" FROM subscribers ORDER BY created_at, id');
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="subscribers.csv"').header('Cache-Control', 'private, no-store')
      .send(csv(['email', 'subscribedAt'], rows));
  });

  admin.get<{ Querystring: ReviewsQuery }>('/reviews', {
    schema: { summary: 'Reviews, newest first, hidden ones too', querystring: ReviewsQuery },
  }, async (req) => {
    const page = req.query.page ?? 1;
    const pageSize = req.query.pageSize ?? 50;
    const productId = req.query.productId ?? null;
    const reviews = await db.query(
      `SELECT r.id, r.product_id AS "productId", p.name AS "productName", r.reviewer_name AS "reviewerName", r.reviewer_email AS "reviewerEmail",
              r.title, r.body, r.rating::int AS rating, r.created_at AS "createdAt", r.hidden_at IS NOT NULL AS hidden
       FROM reviews r JOIN products p ON p.id = r.product_id WHERE ($3::int IS NULL OR r.product_id = $3)
       ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize, productId],
    );
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE ($1::int IS NULL OR product_id = $1)', [productId]))[0]!.n;
    return { reviews, total, page, pageSize };
  });

  admin.put<{ Params: { id: string }; Body: ReviewUpdateBody }>('/reviews/:id', {
    schema: { summary: 'Hides a review from the shop, or shows it again (the rating follows)', params: IdParams, body: ReviewUpdateBody },
  }, async (req) => {
    const id = Number(req.params.id);
    const review = await adminWrite(db, req.actor, async (tx, audit) => {
      const before = (await tx.query<{ product_id: number; hidden: boolean }>('SELECT product_id, hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = $1 FOR UPDATE', [id]))[0];
      if (!before) throw notFound('Review');
      if (before.hidden !== req.body.hidden) {
        await tx.query('UPDATE reviews SET hidden_at = CASE WHEN $2::boolean THEN now() ELSE NULL END WHERE id = $1', [id, req.body.hidden]);
        await refreshProductRating(tx, before.product_id);
        await bumpCatalogueVersion(tx);
        audit({ action: req.body.hidden ? 'hide' : 'show', entity: 'review', entityId: id, before: { hidden: before.hidden }, after: { hidden: req.body.hidden } });
      }
      return { id, hidden: req.body.hidden };
    });
    return { review };
  });

  admin.get<{ Querystring: Paging }>('/subscribers', { schema: { summary: 'Newsletter subscribers, newest first', querystring: Paging } }, async (req) => {
    const { limit, offset, page, pageSize } = paging(req.query);
    const subscribers = await db.query(
      'SELECT id, email, created_at AS "createdAt" FROM subscribers ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2',
      [limit, offset],
    );
    return { subscribers, page, pageSize };
  });

  admin.get<{ Querystring: OutboxQuery }>('/outbox', { schema: { summary: 'Queued mail, newest first', querystring: OutboxQuery } }, async (req) => {
    const { limit, offset, page, pageSize } = paging(req.query);
    const to = req.query.to?.trim() ?? '';
    const mails = await db.query(
      `SELECT id, to_address AS "to", subject, text_body AS "text", kind, created_at AS "createdAt", sent_at AS "sentAt"
       FROM mail_outbox WHERE ($3 = '' OR lower(to_address) = lower($3))
       ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, to],
    );
    return { mails, page, pageSize };
  });
}
