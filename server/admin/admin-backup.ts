// GET /admin/api/backup: the running shop's embedded database as a gzipped tarball
// (server/db/backup.ts restores it). A shop on PostgreSQL is backed up with pg_dump.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { Failure } from '../http/failure.ts';

export function adminBackupRoutes(admin: FastifyInstance, db: Db): void {
  // The whole database, password hashes included: the owner's only.
  admin.get('/backup', { config: { ownerOnly: true } }, async (_req, reply) => {
    if (!db.dumpDataDir) {
      throw new Failure(400, 'BAD_REQUEST', 'This shop runs on PostgreSQL: back it up with pg_dump (README, "Backups").');
    }
    const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    const name = `tohfa-${new Date().toISOString().slice(0, 10)}.tar.gz`;
    return reply.type('application/gzip').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(dump);
  });
}
