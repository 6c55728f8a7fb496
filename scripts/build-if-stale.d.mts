export function isStale(): boolean;
export function buildIfStale(): Promise<boolean>;
