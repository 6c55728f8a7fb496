// Shoppers' photos and the print-ready image of a personalised line, for the shop owner
// (docs/shop-rules.md P6, P9).
import type { FastifyInstance } from 'fastify';
import { UPLOAD_ID_RE, type OrderedPersonalisation } from '../../contract/personalisation.ts';
import type { PhotoBytes } from '../calls/personalisation/photo-bytes.ts';
import { readPhoto } from '../calls/personalisation/photo-store.ts';
import { renderPrint } from '../calls/personalisation/print-image.ts';
import type { Db } from '../db/database.ts';
import { Type } from 'typebox';
import { PrintParams } from '../../contract/admin.ts';
import { notFound } from '../http/failure.ts';

export function adminPhotoRoutes(admin: FastifyInstance, db: Db, photos: PhotoBytes): void {
  admin.get<{ Params: { id: string } }>('/photos/:id', {
    schema: { summary: "A shopper's photo (JPEG), for the shop owner", params: Type.Object({ id: Type.String({ maxLength: 100 }) }) },
  }, async (req, reply) => {
    const bytes = UPLOAD_ID_RE.test(req.params.id) ? await readPhoto(db, photos, req.params.id, { owner: true }) : null;
    if (!bytes) throw notFound('Photo');
    return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(bytes);
  });

  admin.get<{ Params: { id: string; itemId: string } }>('/orders/:id/items/:itemId/print.png', {
    schema: { summary: "A personalised line's print-ready PNG", params: PrintParams },
  }, async (req, reply) => {
    const rows = await db.query<{ personalisation: OrderedPersonalisation | string | null }>(
      'SELECT personalisation FROM order_items WHERE order_id = $1 AND id = $2',
      [Number(req.params.id), Number(req.params.itemId)],
    );
    const raw = rows[0]?.personalisation ?? null;
    const personalisation = typeof raw === 'string' ? JSON.parse(raw) as OrderedPersonalisation : raw;
    const png = personalisation ? await renderPrint(db, photos, personalisation) : null;
    if (!png) throw notFound('Personalisation');
    return reply.type('image/png').header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="order-${req.params.id}-item-${req.params.itemId}-print.png"`).send(png);
  });
}
