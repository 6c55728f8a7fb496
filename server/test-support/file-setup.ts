// Before each server test file: the repository's modules loaded again, so each file starts with
// their module-level state new (the catalogue version's own-write wait, for one), as in a process
// of its own. The files share a worker's process (`isolate: false` in vitest.config.ts,
// docs/decisions/0069); node_modules' packages are loaded once a worker.
import { vi } from 'vitest';

vi.resetModules();
