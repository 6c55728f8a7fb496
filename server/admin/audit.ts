// The audit log (docs/decisions/0021-staff-accounts-and-the-audit-log.md): every admin write
// goes through adminWrite, which runs it in one transaction with its audit entries, so a
// change is never made without its entry nor logged without being made.
import type { FastifyInstance } from 'fastify';
import { AuditAnswer, Paging } from '../../contract/admin.ts';
import type { Db, Queryable } from '../db/database.ts';
import type { Actor } from './admin-auth.ts';

export interface AuditRecord {
  /** What was done: 'create', 'update', 'status', 'approve', ... */
  action: string;
  /** What it was done to: 'product', 'order', 'staff', ... */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export type Audit = (record: AuditRecord) => void;

/**
 * Runs an admin write in one transaction; `audit` records what it changed (a write that
 * found nothing to change, e.g. a retried request, records nothing).
 */
export async function adminWrite<T>(db: Db, actor: Actor, write: (tx: Queryable, audit: Audit) => Promise<T>): Promise<T> {
  return db.tx(async (tx) => {
    const records: AuditRecord[] = [];
    const result = await write(tx, (r) => void records.push(r));
    for (const r of records) {
      await tx.query(
        `INSERT INTO audit_log (staff_id, actor_email, action, entity, entity_id, before, after)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [actor.id, actor.email, r.action, r.entity, String(r.entityId), json(r.before), json(r.after)],
      );
    }
    return result;
  });
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

interface AuditRow { id: string; at: Date | string; staff_id: number | null; actor_email: string; action: string; entity: string; entity_id: string; before: unknown; after: unknown; total: number }

// jsonb comes back parsed from both drivers; text when a driver did not parse it.
const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) as unknown : v);

export function adminAuditRoutes(admin: FastifyInstance, db: Db): void {
  admin.get<{ Querystring: Paging }>('/audit', {
    config: { ownerOnly: true },
    schema: { summary: 'The audit log, newest first (owner only)', querystring: Paging, response: { 200: AuditAnswer } },
  }, async (req) => {
    const page = req.query.page ?? 1;
    const pageSize = req.query.pageSize ?? 50;
    const rows = await db.query<AuditRow>(
      `SELECT id, at, staff_id, actor_email, action, entity, entity_id, before, after, count(*) OVER ()::int AS total
       FROM audit_log ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    );
    const total = rows[0]?.total ?? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
    return {
      entries: rows.map((r) => ({
        id: Number(r.id), at: new Date(r.at).toISOString(), actor: { id: r.staff_id, email: r.actor_email },
        action: r.action, entity: r.entity, entityId: r.entity_id, before: parsed(r.before), after: parsed(r.after),
      })),
      total, page, pageSize,
    };
  });
}
