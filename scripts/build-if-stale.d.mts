export function buildState(part: 'pwa' | 'server'): 'missing' | 'stale' | 'built';
export function isStale(part?: 'pwa' | 'server'): boolean;
export function buildIfStale(): Promise<boolean>;
/** Runs fn while no other run in this checkout builds or copies dist/ or dist-server/. */
export function withDistLock<T>(fn: () => T | Promise<T>): Promise<T>;
