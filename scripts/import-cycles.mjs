// Lists import cycles among the repository's own TypeScript modules. Static imports and
// re-exports count, type-only ones included (a cycle of types is still two files that cannot
// be read apart); a dynamic import() does not (it is how a module loads another lazily).
// Exits 1 on a cycle. The imports are read by scripts/module-imports.mjs.
//   node scripts/import-cycles.mjs [folder ...]   (default: server contract src sw bench tests)
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { relativeImports } from './module-imports.mjs';

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['server', 'contract', 'src', 'sw', 'bench', 'tests'];

function* sources(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* sources(p);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield p;
  }
}

const graph = new Map();
for (const root of roots) {
  for (const file of sources(root)) {
    graph.set(path.normalize(file), relativeImports(file));
  }
}

// Tarjan's strongly connected components: each component of more than one file is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(v) {
  const s = { index, low: index, onStack: true };
  index++;
  state.set(v, s);
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    const t = state.get(w);
    if (!t) { visit(w); s.low = Math.min(s.low, state.get(w).low); }
    else if (t.onStack) s.low = Math.min(s.low, t.index);
  }
  if (s.low === s.index) {
    const component = [];
    let w;
    do { w = stack.pop(); state.get(w).onStack = false; component.push(w); } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const v of graph.keys()) if (!state.has(v)) visit(v);

for (const c of cycles) console.log(`import cycle: ${c.join(' <-> ')}`);
if (cycles.length) process.exit(1);
console.log(`no import cycles in ${graph.size} modules`);
