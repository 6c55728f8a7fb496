// Test support for download-log.test.ts: builds the app with its real request logger
// (pino writes straight to file descriptor 1, which a test can only read from outside
// the process), asks for a download with the token given in argv, and exits. Its database is
// a copy of the run's migrated one when the test names its dump (prepared-databases.ts), else a new one.
import { readFileSync } from 'node:fs';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

const [token = '', dump] = process.argv.slice(2);
const db = await openDatabase({ dataDir: 'memory://', ...(dump ? { dump: new Blob([new Uint8Array(readFileSync(dump))]) } : {}) });
await migrate(db);
const { app } = await buildApp({ db, config: loadConfig({ LOG_LEVEL: 'info' }), downloadSecret: 'probe-secret', adminToken: 'probe-admin' });
await app.inject({ method: 'GET', url: `/api/v1/common/download-digital-file/12/${token}` });
await app.close();
await db.close();
