export function isStale(): boolean;
export function buildIfStale(): Promise<boolean>;
/** Runs fn while no other run in this checkout builds or copies dist/. */
export function withDistLock<T>(fn: () => T | Promise<T>): Promise<T>;
