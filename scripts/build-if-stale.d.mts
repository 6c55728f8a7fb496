export function buildState(part: 'pwa' | 'server'): 'missing' | 'stale' | 'built';
export function isStale(part?: 'pwa' | 'server'): boolean;
/** serverOnly: the compiled server alone (npm run admin, npm run seed). */
export function buildIfStale(opts?: { serverOnly?: boolean }): Promise<boolean>;
/** Runs fn while no other run in this checkout builds or copies dist/ or dist-server/. */
export function withDistLock<T>(fn: () => T | Promise<T>): Promise<T>;
