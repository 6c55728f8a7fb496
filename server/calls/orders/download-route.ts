// GET /api/v1/common/download-digital-file/:orderItemId/:token (docs/rules.md R7.9, docs/decisions/0009-tokens-and-sessions.md):
// the file's bytes for the owner of a Completed digital order item. Every failure is
// the same 404, so a guess learns nothing (which items exist, whose they are, why).
import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_PATH } from '../../../contract/calls.ts';
import { nameSlug } from '../../../contract/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import { failureEnvelope } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { checkDownloadToken } from './download-token.ts';
import { isDownloadable } from './order-history-calls.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf', 'application/zip': 'zip', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg',
  'audio/mpeg': 'mp3', 'video/mp4': 'mp4', 'text/plain': 'txt', 'application/epub+zip': 'epub',
};

interface FileRow {
  user_id: number; is_digital: boolean; latest_status_id: number; shipping_status_id: number | null;
  product_name: string; file_id: number; file_name: string; content_type: string;
}

function extension(fileName: string, contentType: string): string {
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1];
  return (fromName ?? EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'bin').toLowerCase();
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<utf-8>` after the product name. */
export function contentDisposition(productName: string, ext: string): string {
  const slug = nameSlug(productName);
  const ascii = slug.replace(/[^A-Za-z0-9-]+/g, '').replace(/^-+|-+$/g, '') || 'Your_Digital_Product';
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${slug}.${ext}`)}`;
}

export function registerDownloadRoute(app: FastifyInstance, deps: { db: Db; services: Services }): void {
  const notFound = JSON.stringify(failureEnvelope(404, 'NOT_FOUND', 'File not found.'));
  app.get<{ Params: { orderItemId: string; token: string } }>(`${DOWNLOAD_PATH}/:orderItemId/:token`, async (req, reply) => {
    const refuse = () => reply.code(404).type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(notFound);
    const { orderItemId, token } = req.params;
    if (!/^\d{1,9}$/.test(orderItemId)) return refuse();
    const itemId = Number(orderItemId);
    const rows = await deps.db.query<FileRow>(
      `SELECT o.user_id, i.is_digital, i.latest_status_id, i.shipping_status_id, p.name AS product_name,
              f.id AS file_id, f.file_name, f.content_type
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id
       JOIN digital_files f ON f.product_id = i.product_id
       WHERE i.id = $1`,
      [itemId],
    );
    const row = rows[0];
    if (!row || !checkDownloadToken(deps.services.downloadSecret, token, itemId, row.user_id) || !isDownloadable(row)) return refuse();
    // The bytes are read only after the token checks out: a guess costs no file read.
    const file = (await deps.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM digital_files WHERE id = $1', [row.file_id]))[0];
    if (!file) return refuse();
    return reply
      .code(200)
      .type(row.content_type)
      .header('Content-Disposition', contentDisposition(row.product_name, extension(row.file_name, row.content_type)))
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.bytes));
  });
}
