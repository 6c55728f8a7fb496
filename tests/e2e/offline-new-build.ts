// Makes "the next deploy" of a built PWA without a second `vite build` (2 shared cores):
// every hashed asset gets a new name (the old names disappear, as after a real build that
// empties dist/), index.html changes, and sw.js carries the new precache list, so the
// browser finds a new worker byte for byte. Used by the update journey in offline-update.
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** Copies `from` into `to` (emptied first) as version `version` of the same app. */
export function writeNextBuild(from: string, to: string, version: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  // Precompressed copies would serve the old bytes; the server falls back to the plain file.
  for (const f of files(to)) if (/\.(br|gz)$/.test(f)) rmSync(f);
  const assetsDir = path.join(to, 'assets');
  const renames = new Map<string, string>();
  for (const name of readdirSync(assetsDir)) {
    const next = name.replace(/-([A-Za-z0-9_-]{6,})(\.[a-z0-9]+)$/, `-$1v${version}$2`);
    if (next !== name) renames.set(name, next);
  }
  for (const [from, next] of renames) renameSync(path.join(assetsDir, from), path.join(assetsDir, next));
  for (const f of files(to)) {
    if (!/\.(js|mjs|css|html|webmanifest|json)$/.test(f)) continue;
    let text = readFileSync(f, 'utf8');
    const before = text;
    for (const [from, next] of renames) text = text.split(from).join(next);
    if (path.basename(f) === 'index.html') {
      text = text.replace('<head>', `<head><meta name="tohfa-build" content="${version}">`);
    }
    if (path.basename(f) === 'sw.js') {
      text = text.replace(/("revision":")([0-9a-f]+)(","url":"index.html")/, `$1$2${version}$3`);
    }
    if (text !== before) writeFileSync(f, text);
  }
}

/** Replaces what the server serves from `live` with `next` (files only; the folder stays). */
export function deploy(next: string, live: string): void {
  for (const name of readdirSync(live)) rmSync(path.join(live, name), { recursive: true, force: true });
  cpSync(next, live, { recursive: true });
}
