// A real server on a real database for server tests (app.inject). PGlite in memory by
// default, a copy of the run's migrated or seeded database (prepared-databases.ts); with
// TEST_DB=postgres and TEST_DATABASE_URL, a fresh database on that server, dropped
// afterwards. Each test file gets its own.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { callPath, type CallName } from '../../contract/calls.ts';
import { requestBody, type ResultEnvelope } from '../../contract/envelope.ts';
import { answerData } from './post-call.ts';
import { buildApp } from '../app.ts';
import type { Services } from '../services.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { usingPostgres } from './using-postgres.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  adminToken: string;
  services: Services;
  /** Posts a call the way the PWA does; answers the status, the envelope and `data` parsed once. */
  call<T = unknown>(name: CallName, fields?: Record<string, unknown>, headers?: Record<string, string>): Promise<CallResult<T>>;
  close(): Promise<void>;
}

export interface CallResult<T> {
  status: number;
  body: ResultEnvelope;
  data: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * What a test database starts as on PGlite: empty (a test of migrating or seeding itself), or
 * a copy of the run's database migrated, or migrated and seeded (prepared-databases.ts; empty
 * when the run made none). Its callers still migrate and seed: on a copy both do nothing
 * (docs/decisions/0063-test-databases-start-as-copies.md). On PostgreSQL it is always empty.
 */
type TestDatabaseStart = 'empty' | 'migrated' | 'seeded';

export async function openTestDatabase(start: TestDatabaseStart): Promise<{ db: Db; drop(): Promise<void>; url?: string }> {
  if (!usingPostgres()) {
    const prepared = start === 'empty' ? undefined : inject('preparedDatabases')?.[start];
    const dump = prepared ? new Blob([new Uint8Array(readFileSync(prepared))]) : undefined;
    const db = await openDatabase({ dataDir: 'memory://', ...(dump ? { dump } : {}) });
    return { db, drop: async () => {} };
  }
  const admin = new URL(process.env.TEST_DATABASE_URL!);
  const name = `tohfa_test_${randomBytes(6).toString('hex')}`;
  const root = await openDatabase({ databaseUrl: admin.toString(), poolSize: 1 });
  await root.query(`CREATE DATABASE ${name}`);
  await root.close();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    db,
    url: url.toString(),
    async drop() {
      const r = await openDatabase({ databaseUrl: admin.toString(), poolSize: 1 });
      await r.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await r.close();
    },
  };
}

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<Config>;
  /** Serve a built PWA made of these files (path in dist/ → content), in a folder removed on close. */
  dist?: Record<string, string>;
  /** Log as a terminal reads it (readable lines, no colour) into this stream; else no logs. */
  logTo?: NodeJS.WritableStream;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase(opts.seed === false ? 'migrated' : 'seeded');
  await migrate(db);
  if (opts.seed !== false) await seedIfEmpty(db);
  const distDir = opts.dist ? writeDist(opts.dist) : undefined;
  // app.inject comes from 127.0.0.1: tests play clients behind a proxy there, each with its
  // own X-Forwarded-For (server/http/client-ip.test.ts tests the server's own default: no one).
  // Encoded pictures go to a folder of this app's own, removed on close (unless the test chose one).
  const imageCacheDir = mkdtempSync(path.join(tmpdir(), 'tohfa-images-'));
  const photoDir = mkdtempSync(path.join(tmpdir(), 'tohfa-photos-'));
  const config: Config = { ...loadConfig({}), trustProxy: ['127.0.0.1'], imageCacheDir, photoDir, ...(distDir ? { distDir } : {}), ...opts.config };
  const adminToken = 'test-admin-token';
  const { app, services } = await buildApp({
    db, config, downloadSecret: 'test-download-secret', adminToken, serveApp: !!distDir,
    logger: !!opts.logTo, prettyLogs: !!opts.logTo, ...(opts.logTo ? { logDestination: opts.logTo } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    config,
    adminToken,
    services,
    async call<T>(name: CallName, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      const res = await app.inject({ method: 'POST', url: callPath(name), payload: requestBody(fields), headers });
      const body = res.json() as ResultEnvelope;
      return { status: res.statusCode, body, data: answerData<T>(body), headers: res.headers };
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      rmSync(imageCacheDir, { recursive: true, force: true });
      rmSync(photoDir, { recursive: true, force: true });
      if (distDir) rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** A built PWA's folder holding `files`. */
function writeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tohfa-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
