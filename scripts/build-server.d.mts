export const SERVER_OUT: string;
export const SERVER_BUILT_MARKER: string;
export function buildServer(): void;
