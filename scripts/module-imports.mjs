// The repository's own modules a TypeScript file imports, read with the TypeScript compiler's
// parser (no extra package): for the import-cycle check (scripts/import-cycles.mjs) and for the
// server tests of no database (vitest.config.ts, docs/decisions/0068-the-server-tests-time.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The files `file` imports by a relative path that exist: its static imports and re-exports;
 * `types: false` leaves out the type-only ones; `dynamic: true` adds its `import('...')` calls.
 */
export function relativeImports(file, { types = true, dynamic = false } = {}) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const s of source.statements) {
    if (!(ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) || !s.moduleSpecifier || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const typeOnly = ts.isImportDeclaration(s) ? Boolean(s.importClause?.isTypeOnly) : s.isTypeOnly;
    if (types || !typeOnly) specifiers.push(s.moduleSpecifier.text);
  }
  const calls = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, calls);
  };
  if (dynamic) calls(source);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => path.normalize(path.join(path.dirname(file), s)))
    .filter((p) => existsSync(p));
}
