// The repository explains itself: what the code cites is in docs/, by a name or number that
// exists there (a rule R5.11, a shop rule P7, a decision's file), every decision is listed
// in docs/README.md, and nothing cites a document outside the repository.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'server', 'contract', 'sw', 'scripts', 'tests', 'bench'];
const SKIP = new Set(['node_modules', '.artifacts', '.results']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx|mjs|js|css|sql)$/.test(name) ? [p] : [];
  });
}

const code = SOURCES.flatMap((d) => files(path.join(ROOT, d))).map((f) => ({ file: path.relative(ROOT, f), text: readFileSync(f, 'utf8') }))
  .filter(({ file }) => file !== path.join('tests', 'docs', 'citations.test.ts'));
const doc = (name: string) => readFileSync(path.join(ROOT, 'docs', name), 'utf8');

/** Every `what` cited in the code with the file it stands in: "R7.2 in server/calls/x.ts". */
function cited(re: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of code) for (const m of text.matchAll(re)) if (!found.has(m[1]!)) found.set(m[1]!, file);
  return found;
}

describe('what the code cites', () => {
  it('names files of docs/ that exist', () => {
    const missing = [...cited(/\b(docs\/[\w./-]+\.md)/g)].filter(([p]) => {
      try {
        return !statSync(path.join(ROOT, p)).isFile();
      } catch {
        return true;
      }
    });
    expect(missing.map(([p, file]) => `${p} in ${file}`)).toEqual([]);
  });

  it('names product rules that docs/rules.md numbers', () => {
    const rules = doc('rules.md');
    const sections = new Set([...rules.matchAll(/^## (R\d+)\./gm)].map((m) => m[1]!));
    const items = new Set<string>();
    let section = '';
    for (const line of rules.split('\n')) {
      const s = /^## (R\d+)\./.exec(line);
      if (s) section = s[1]!;
      const n = /^(\d+)\. /.exec(line);
      if (section && n) items.add(`${section}.${n[1]}`);
    }
    expect(sections.size).toBeGreaterThan(5);
    const unknown = [...cited(/docs\/rules\.md,? (R\d+(?:\.\d+)?)/g)].filter(([r]) => !(r.includes('.') ? items.has(r) : sections.has(r)));
    expect(unknown.map(([r, file]) => `${r} in ${file}`)).toEqual([]);
  });

  it('names shop rules that docs/shop-rules.md numbers', () => {
    const numbered = new Set([...doc('shop-rules.md').matchAll(/^- \*\*(P\d+)\./gm)].map((m) => m[1]!));
    expect(numbered.size).toBeGreaterThan(5);
    const unknown = [...cited(/docs\/shop-rules\.md,? (P\d+)/g)].filter(([p]) => !numbered.has(p));
    expect(unknown.map(([p, file]) => `${p} in ${file}`)).toEqual([]);
  });

  it('never a document outside the repository', () => {
    const outside = code.filter(({ text }) => /\.\.\/shared\/|\b(?:spec|DESIGN|STYLE) section \d|SPEC\.md|DESIGN\.md|STACK-NOTES/.test(text));
    expect(outside.map(({ file }) => file)).toEqual([]);
  });
});

describe('docs/README.md', () => {
  it('lists every decision record', () => {
    const listed = doc('README.md');
    const records = readdirSync(path.join(ROOT, 'docs', 'decisions')).filter((f) => f.endsWith('.md'));
    expect(records.length).toBeGreaterThan(20);
    expect(records.filter((f) => !listed.includes(`(decisions/${f})`))).toEqual([]);
  });
});
