// The entry ships only en-shell.ts (screen-messages.ts): a message id that the layout, the
// home route, the UI widgets or the libraries use must be in it, or it would show as a raw
// id on the home page. Reads the source, as the bundler does.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enShell } from './en-shell.ts';

const SHELL_DIRS = ['src/app', 'src/components/ui', 'src/features/home', 'src/features/offline', 'src/lib'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(f) && !/\.test\./.test(f) ? [p] : [];
  });

describe('the shell catalogue', () => {
  it('holds every message id the first paint can use', () => {
    const screenOnly = new Set(Object.keys(en).filter((id) => !(id in enShell)));
    const missing: string[] = [];
    for (const file of SHELL_DIRS.flatMap(walk)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"]([A-Za-z_][\w. -]*)['"]/g)) {
        if (screenOnly.has(m[1]!)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is part of the English catalogue with the same texts', () => {
    for (const [id, text] of Object.entries(enShell)) expect(en[id as keyof typeof en]).toBe(text);
  });
});
