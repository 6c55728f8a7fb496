// One server process: database, migrations and seed, listen, graceful shutdown. Run alone by
// server/main.ts, or as one of several workers (server/cluster.ts, `link`).
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { loadSecrets } from './secrets.ts';
import { releasePendingKeys } from './http/idempotency.ts';
import { createHousekeeper } from './db/housekeeping.ts';
import { isConnectionFault } from './db/database-unavailable.ts';
import { announceOwnWrites, wrote } from './db/catalogue-version.ts';
import { exitOnStartupProblem } from './startup-problem.ts';
import { reachableUrl, removeServerUrl, writeServerUrl } from './admin/server-address.ts';
import { ensureOwner, ownerSignIn } from './admin/owner-account.ts';
import type { WorkerLink } from './cluster.ts';

/** `processes`: how many the primary keeps (the banner says so); `link`: this worker's link to it, if one of them. */
export async function serve(config: Config, processes = 1, link?: WorkerLink): Promise<void> {
  const startupProblem = exitOnStartupProblem(config);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(startupProblem);
  // Several workers starting together take PostgreSQL's advisory lock in turn (db.exclusive): one migrates and seeds.
  const seeded = await db.exclusive(async () => {
    await migrate(db);
    // One process owns an embedded database: nothing can still be working on a pending key.
    if (db.kind === 'pglite') await releasePendingKeys(db);
    await ensureOwner(db, config);
    return config.seed === 'demo' ? await seedIfEmpty(db) : false;
  });
  const secrets = await loadSecrets(db, config);
  // A terminal reads request logs as lines; a file or a log collector gets JSON, no colour codes.
  const { app, services } = await buildApp({
    db, config, downloadSecret: secrets.downloadSecret, serveApp: true, adminToken: secrets.adminToken, prettyLogs: process.stdout.isTTY === true,
    ...(link ? { processes: link.processes } : {}),
  });
  // Deletes expired sessions, codes, keys and rate-limit windows; one instance at a time.
  const housekeeper = createHousekeeper(db, { log: app.log, photos: services.photos });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await housekeeper.stop();
      if (!link) removeServerUrl(config.dataDir);
      await app.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  }
  // Every database call handles its faults (503, or a retry on the next tick); should one
  // ever be missed in background work, a database fault still never ends the process.
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionFault(reason)) throw reason;
    app.log.error({ err: reason }, 'unhandled database fault');
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A primary killed outright leaves its workers without a port's owner: they close too.
  link?.onPrimaryGone(() => void shutdown('primary gone'));
  // A sibling's catalogue write is seen on this worker's next request, as this worker's own are.
  link?.shareBumps(announceOwnWrites, wrote);

  await app.listen({ host: config.host, port: config.port }).catch(async (err: unknown) => {
    await app.close();
    await db.close();
    return startupProblem(err);
  });
  // For `npm run admin`, which finds this shop through the data folder (the primary writes it for its workers).
  const listening = app.server.address();
  if (!link) writeServerUrl(config.dataDir, reachableUrl(config.host, typeof listening === 'object' && listening ? listening.port : config.port));
  // The listing's filter index loads in the background; listings answer by SQL until it is there.
  // Several processes load theirs at once (docs/decisions/0040-where-a-server-process-peaks.md).
  void services.listingIndex.warm();
  link?.report(() => {
    const { state, lastLoad } = services.listingIndex.stats;
    return { listingIndex: state, residentMb: Math.round(process.memoryUsage.rss() / 1048576), ...(lastLoad ? { indexLoad: lastLoad } : {}) };
  });
  housekeeper.start();
  if (link && !link.first) return;
  // The start-up logs (Fastify's listening line) are written out first, so the banner is the
  // last thing `npm start` prints.
  // Fastify's logger is pino's, which holds lines in a buffer until flushed.
  await new Promise<void>((resolve) => (app.log as typeof app.log & { flush(done: () => void): void }).flush(() => resolve()));
  const url = `http://${config.host}:${config.port}`;
  const owner = await ownerSignIn(db, config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`
  Tohfa is running at ${url}/${processes > 1 ? ` (${processes} server processes, WEB_CONCURRENCY)` : ''}
  Database: ${where}${seeded ? ' (seeded with the demo catalogue)' : ''}
  Demo customer: demo@shop.example / demo12345
  Owner's console: ${url}/admin  signs in as ${owner}
  Admin token: ${config.adminToken ? '(from ADMIN_TOKEN)' : secrets.adminToken}  (npm run admin -- help)
`);
}
