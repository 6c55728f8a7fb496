// A journey's own server (the console's journeys, a deploy while tabs are open): the real
// server on a copy of the run's prepared data folder, keeping its pictures' variants in the
// run's one folder, as the shared server does (docs/decisions/0065-one-picture-cache-a-run.md).
import { inject } from 'vitest';
import { startServer, type StartedServer } from './global-setup.ts';

export const startOwnServer = (env: Record<string, string> = {}): Promise<StartedServer> =>
  startServer({ ...env, IMAGE_CACHE_DIR: inject('imageCacheDir') }, { copyOf: inject('preparedDataDir') });
