export function relativeImports(file: string, opts?: { types?: boolean; dynamic?: boolean }): string[];
