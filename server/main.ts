// The program `npm start` runs: one server process (server/serve.ts), or with WEB_CONCURRENCY
// above 1 on PostgreSQL a primary that keeps that many (server/cluster.ts). The primary loads
// none of the server's modules.
import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { processCount, runPrimary, workerLink } from './cluster.ts';

const config = loadConfig();
const processes = processCount(config);
if (config.webConcurrency > processes) {
  console.error(`WEB_CONCURRENCY=${config.webConcurrency} is ignored: the embedded database is owned by one process (set DATABASE_URL for several).`);
}
if (cluster.isPrimary && processes > 1) {
  await runPrimary(config, processes);
} else {
  const { serve } = await import('./serve.ts');
  await serve(config, processes, workerLink());
}
