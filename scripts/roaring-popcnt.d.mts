export const PUBLISHED_SHA256: string;
export const EMULATED_LOOPS: number;
export function patchPopcount(wasm: Buffer): { wasm: Buffer; loops: number };
export function patchInstalled(file?: string): 'patched' | 'already' | 'unknown';
