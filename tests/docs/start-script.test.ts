// `npm start` is how the shop runs (README), with the allocator settings of
// docs/decisions/0031-the-server-process-memory.md; the tests and benches start their
// servers by reading that script, so what they read must be what a shell would run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStartScript } from '../e2e/support/global-setup.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const startScript = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

describe('the start script the tests and benches read', () => {
  it("reads package.json's start: the allocator's settings, V8's old space bound and the compiled server", () => {
    expect(parseStartScript(startScript)).toEqual({
      env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '262144' },
      nodeArgs: ['--max-old-space-size=1024'],
      script: 'dist-server/server/main.js',
    });
  });

  it("keeps node's flags apart from the file it runs", () => {
    expect(parseStartScript('A=1 node --max-semi-space-size=8 --enable-source-maps dist/x.js')).toEqual({
      env: { A: '1' },
      nodeArgs: ['--max-semi-space-size=8', '--enable-source-maps'],
      script: 'dist/x.js',
    });
  });

  it.each([
    ['a second command', 'node a.js && node b.js'],
    ['a quoted value', 'NODE_OPTIONS="--x --y" node a.js'],
    ['no node', 'tsx server/main.ts'],
    ['a variable', 'node $ENTRY'],
    ['no file', 'node --inspect'],
  ])('refuses %s rather than starting it wrongly', (_, script) => {
    expect(() => parseStartScript(script)).toThrow(/not of the form/);
  });
});
