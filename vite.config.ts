import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { tsImport } from 'tsx/esm/api';
import { ICU_SYNTAX } from './src/i18n/literal-parser.ts';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The hand-written manifest, passed to the plugin so it emits /manifest.webmanifest,
// links it and precaches the icons (linking it by hand does not).
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>;

/** Brotli and gzip copies of text assets and the print fonts (TrueType), sent by the server when accepted (docs/architecture.md). */
function precompress(root = 'dist', skip?: string): Plugin {
  // `skip`: a folder another build writes meanwhile (the console's, below), left to it.
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      if (p === skip) return [];
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
  return {
    name: 'tohfa-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(root)) {
        if (!/\.(js|css|html|svg|webmanifest|json|ttf)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The app's scripts at low fetch priority. A page with a first screen gets it painted from
 * the HTML (server/first-screen/first-screen-html.ts), so its image must not queue behind 190 KB of
 * scripts, and the scripts do not hold the first paint (bench/README.md, Lighthouse).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'tohfa-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
    },
  };
}

/**
 * The app's start (src/app/start.tsx, which src/main.tsx imports once the first screen is
 * painted) and every module it imports statically, as one chunk. Left to itself the bundler
 * splits out each module that a lazy screen shares with the start (React, the router's link,
 * React Query's hooks, a dozen small helpers): 36 files where one does, each compressed on
 * its own, 8 KB more gzip on a first visit and 35 requests on a phone's slow network
 * (bench/README.md, first visit's JavaScript). The modules main.tsx itself imports stay in
 * the entry: none of the start may load before the first paint.
 */
/**
 * The libraries' chunks' file names, once the bundle has them (startChunk's generateBundle):
 * React's (and the re-export chunk that stands for it until noReexportChunks removes it), and
 * the others'.
 */
const librariesFiles: { react: Set<string>; others?: string } = { react: new Set() };

function startChunk(): { plugin: Plugin; test: (id: string) => boolean; isLibrary: (id: string) => boolean; isReact: (id: string) => boolean; screenPart: (id: string) => string | null } {
  const members = new Set<string>();
  // The members from node_modules and what they import (a module of ours that a library
  // imports, as the literal parser that replaces formatjs's, goes with them: the libraries'
  // chunk must import nothing from the app's, or the app's would be evaluated first).
  const libraries = new Set<string>();
  // The modules the first screens' lazy chunks import (home, listing, product detail): left
  // to itself the bundler makes a file of each module two lazy chunks share, and the product
  // screen came in 18 files, most under 1 KB gzip, each a request and a modulepreload link
  // in the start's tasks (now 5). Instead: what the product
  // screen alone of the three imports in one file (`product-parts`), and what two or three
  // of them share in one (`screen-parts`).
  const parts = new Map<string, string>();
  return {
    test: (id) => members.has(id),
    screenPart: (id) => parts.get(id) ?? null,
    isLibrary: (id) => libraries.has(id) || id.split('?')[0]!.endsWith('/src/app/libraries.ts'),
    // React, React DOM and the scheduler of the libraries, with the module main.tsx imports
    // for them (src/app/react-libraries.ts, docs/decisions/0061).
    isReact: (id) => (libraries.has(id) && /\/node_modules\/(react|react-dom|scheduler)\//.test(id)) || id.split('?')[0]!.endsWith('/src/app/react-libraries.ts'),
    plugin: {
      name: 'tohfa-start-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const find = (suffix: string) => ids.find((id) => id.split('?')[0]!.endsWith(suffix));
        const closure = (from: string | undefined): Set<string> => {
          const seen = new Set<string>();
          const visit = (id: string) => {
            if (seen.has(id)) return;
            seen.add(id);
            for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
          };
          if (from) visit(from);
          return seen;
        };
        const entry = closure(find('/src/main.tsx'));
        const startModule = find('/src/app/start.tsx');
        members.clear();
        for (const id of closure(startModule)) if (!entry.has(id)) members.add(id);
        // start.tsx itself stays out, in its own small chunk: it awaits at its top level (the
        // catalogue, the first screen's answers), and a chunk that awaits while the lazy
        // chunks it loads import from it would wait for itself.
        if (startModule) members.delete(startModule);
        if (members.size === 0) this.error('src/app/start.tsx was not found: the start chunk would be empty');
        libraries.clear();
        const addLibrary = (id: string) => {
          if (!members.has(id) || libraries.has(id)) return;
          libraries.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) addLibrary(dep);
        };
        for (const id of members) if (id.includes('/node_modules/')) addLibrary(id);
        parts.clear();
        const screens = ['/features/home/components/home-screen.tsx', '/features/catalog/components/product-listing-screen.tsx', '/features/product/components/product-detail-screen.tsx'].map((suffix) => {
          const id = find(suffix);
          if (!id) this.error(`${suffix} was not found: the first screens' parts would be wrong`);
          return id;
        });
        const closures = screens.map((id) => closure(id));
        const outside = (id: string) => entry.has(id) || members.has(id) || id === startModule || screens.includes(id) || id.includes('/src/i18n/');
        const uses = new Map<string, number[]>();
        closures.forEach((c, i) => { for (const id of c) if (!outside(id)) uses.set(id, [...(uses.get(id) ?? []), i]); });
        for (const [id, by] of uses) {
          if (by.length > 1) parts.set(id, 'screen-parts');
          else if (by[0] === 2) parts.set(id, 'product-parts');
        }
      },
      // The file names of the libraries' two chunks, for their preload (modulePreload below,
      // docs/decisions/0061); and React's must import nothing from the others', or importing it
      // would evaluate them in its task.
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const named = (name: string) => chunks.filter((c) => c.name === name);
        const react = named('react-libraries').find((c) => c.moduleIds.length > 0);
        const libraries = named('libraries').find((c) => c.moduleIds.length > 0);
        if (!react || !libraries) this.error('the react-libraries or libraries chunk is missing (vite.config.ts, startChunk; docs/decisions/0061)');
        if (react.imports.includes(libraries.fileName)) this.error(`${react.fileName} imports ${libraries.fileName}: both would be evaluated in one task (docs/decisions/0061)`);
        librariesFiles.react = new Set(named('react-libraries').map((c) => c.fileName));
        librariesFiles.others = libraries.fileName;
      },
    },
  };
}

/**
 * No chunk that only re-exports another. Rolldown gives a lazily imported module a chunk of
 * its own names (a facade: `export { t as enShell } from "./en-shell-….js"`) whenever the
 * module's code sits in a chunk with other exports: one a group above puts with others
 * (src/app/libraries.ts, the product page's API in `product-parts`), or one another chunk
 * imports statically too (the shell catalogues, which the full catalogues spread; home's
 * API, which its screen imports), whose chunk then exports minified names. Each facade was a
 * request of 50-270 bytes in a first load that only forwarded to another chunk: three on
 * home and the listing, six on the product page
 * (docs/decisions/0050-no-chunk-that-only-re-exports.md). Rollup answers such an import by
 * reading the names from the real chunk's namespace; so does this, once the bundle is made
 * (a facade's names are in its code only): each `import("./facade.js")` becomes
 * `import("./real.js").then(m => ({ name: m.x }))` and the facade is dropped. The names are
 * read once the chunk has run, right for bindings that never change (the build fails on an
 * `export let` or `var`). A chunk so changed has its name's hash salted before the hashes
 * are made, so a name never stands for two contents (a browser keeps `/assets/` files a
 * year, immutable, and one holding the old file would ask for the dropped facade). A facade
 * still named anywhere afterwards fails the build.
 */
function noReexportChunks(): Plugin {
  const MAX_NAMES = 8;
  const FACADE = /^\s*export\s*\{([^}]*)\}\s*from\s*(["'`])([^"'`]+)\2;?\s*$/;
  // A facade, by what the bundler says of it: a lazily imported module's chunk with no module
  // of its own, that imports one chunk.
  const isFacade = (c: { isEntry: boolean; isDynamicEntry: boolean; moduleIds: readonly string[]; imports: readonly string[] }) =>
    !c.isEntry && c.isDynamicEntry && c.moduleIds.length === 0 && c.imports.length === 1;
  const salted = new Set<string>();
  return {
    name: 'tohfa-no-reexport-chunks',
    apply: 'build',
    enforce: 'post',
    renderStart() {
      salted.clear();
    },
    renderChunk(_code, chunk, _options, meta) {
      if (chunk.dynamicImports.some((d) => { const c = meta.chunks[d]; return c !== undefined && isFacade(c); })) salted.add(chunk.fileName);
      return null;
    },
    augmentChunkHash(chunk) {
      return salted.has(chunk.fileName) ? 'tohfa-no-reexport-chunks' : undefined;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const facades = new Map<string, { target: string; names: [exported: string, local: string][] }>();
        for (const [fileName, out] of Object.entries(bundle)) {
          if (out.type !== 'chunk' || !isFacade(out)) continue;
          const m = FACADE.exec(out.code);
          if (!m || !m[3]!.startsWith('./')) continue;
          const names = m[1]!.split(',').map((spec): [string, string] => {
            const [local, exported = local] = spec.trim().split(/\s+as\s+/) as [string, string?];
            return [exported, local];
          });
          // Its names are written out at each import: past a few, they weigh more than the
          // request saved (contract/form-fields.ts's 28, which the newsletter fetches on a
          // submit: 0.2 KB gzip more in home's screen, for a request no first load makes).
          if (names.length > MAX_NAMES) continue;
          // The names are read once, when the chunk has run: right for a binding that never
          // changes, which every export of a module lazily imported must be.
          const source = out.facadeModuleId ? this.getModuleInfo(out.facadeModuleId)?.code : undefined;
          if (source == null || /\bexport\s+(let|var)\b/.test(source)) this.error(`${out.facadeModuleId}: a lazily imported module whose exports may change (export let or var) cannot lose its re-export chunk (vite.config.ts, noReexportChunks)`);
          facades.set(fileName, { target: path.posix.join(path.posix.dirname(fileName), m[3]!), names });
        }
        if (facades.size === 0) return;
        const relative = (from: string, to: string) => {
          const r = path.posix.relative(path.posix.dirname(from), to);
          return r.startsWith('.') ? r : `./${r}`;
        };
        const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        for (const [fileName, out] of Object.entries(bundle)) {
          if (out.type !== 'chunk' || facades.has(fileName)) continue;
          for (const [facade, { target, names }] of facades) {
            if (!out.dynamicImports.includes(facade)) continue;
            const read = names.map(([exported, local]) => `${/^[A-Za-z_$][\w$]*$/.test(exported) ? exported : JSON.stringify(exported)}:m.${local}`).join(',');
            const call = new RegExp(`import\\((["'\`])${escape(relative(fileName, facade))}\\1\\)`, 'g');
            out.code = out.code.replace(call, `import(\`${relative(fileName, target)}\`).then(m=>({${read}}))`);
            out.dynamicImports = [...new Set(out.dynamicImports.map((d) => (d === facade ? target : d)))];
          }
        }
        for (const facade of facades.keys()) delete bundle[facade];
        for (const out of Object.values(bundle)) {
          const text = out.type === 'chunk' ? out.code : typeof out.source === 'string' ? out.source : '';
          for (const facade of facades.keys()) {
            if (text.includes(path.posix.basename(facade))) this.error(`${out.fileName} still names ${facade}, a re-export chunk the build drops (vite.config.ts, noReexportChunks)`);
          }
        }
      },
    },
  };
}

/** The message catalogues of the build, each with the shell catalogue it spreads. */
const CATALOGUES: Record<string, { name: string; spreads?: { file: string; name: string } }> = {
  'en-shell.ts': { name: 'enShell' },
  'ar-shell.ts': { name: 'arShell' },
  'en.ts': { name: 'en', spreads: { file: 'en-shell.ts', name: 'enShell' } },
  'ar.ts': { name: 'ar', spreads: { file: 'ar-shell.ts', name: 'arShell' } },
};

/**
 * Messages compiled at build time (react-intl's "pre-compiled messages"): each message of
 * the catalogues in src/i18n/ with ICU syntax ships as its syntax tree, plain text as text
 * (literal-parser.ts), and the ICU parser (26 KB of the first load's JavaScript) is left
 * out of the build, so no message is parsed on the shopper's phone.
 * The sources stay plain strings (tests and the server read them as such); a message that
 * fails to parse fails the build. Texts from the server (labels) are never parsed as ICU:
 * label-scope.ts passes them as literal text.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'tohfa-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: path.resolve('src/i18n/literal-parser.ts') }] },
    }),
    async transform(_code, id) {
      const file = path.basename(id);
      const catalogue = CATALOGUES[file];
      if (!catalogue || path.basename(path.dirname(id)) !== 'i18n') return null;
      const load = async (f: string, name: string) =>
        ((await tsImport(pathToFileURL(path.join(path.dirname(id), f)).href, import.meta.url)) as Record<string, Record<string, string>>)[name]!;
      const messages = await load(file, catalogue.name);
      const base = catalogue.spreads ? await load(catalogue.spreads.file, catalogue.spreads.name) : {};
      const own = Object.entries(messages).filter(([key, text]) => base[key] !== text);
      // Plain text ships as text (src/i18n/literal-parser.ts turns it into its one literal at
      // run time, as the parser would); anything else as its syntax tree.
      const trees = Object.fromEntries(
        own.map(([key, text]) => {
          const tree = parse(text);
          if (ICU_SYNTAX.test(text)) return [key, tree];
          if (tree.length !== 1 || tree[0]!.type !== 0 || tree[0]!.value !== text) throw new Error(`${file}: ${key} is not plain text`);
          return [key, text];
        }),
      );
      const spread = catalogue.spreads;
      return {
        code:
          (spread ? `import { ${spread.name} } from './${spread.file}';\n` : '') +
          `export const ${catalogue.name} = { ${spread ? `...${spread.name}, ` : ''}...${JSON.stringify(trees)} };\n`,
        map: null,
      };
    },
  };
}

/**
 * The owner's console (src/admin-console/, served under /admin) is its own Vite build into
 * dist/admin/, run once the shop's is written: a second input of the shop's own build would
 * make Rollup split the code both share (React, the router, react-intl) into new common
 * chunks and change the shop's first load; its own build leaves the shop's chunks, budget
 * and precache byte for byte as they were (docs/architecture.md, the owner's console).
 */
function consoleBuild(): Plugin {
  return {
    name: 'tohfa-admin-console',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        root: path.resolve('src/admin-console'),
        base: '/admin/',
        logLevel: 'warn',
        plugins: [react(), precompress(path.resolve('dist/admin'))],
        build: { target: 'es2022', outDir: path.resolve('dist/admin'), emptyOutDir: true, assetsInlineLimit: 0, sourcemap: false },
      });
    },
  };
}

/**
 * React's render slices at 2 ms instead of 5. A transition (the first render is one, in
 * src/app/start.tsx) renders until React's scheduler says to yield: 5 ms after the slice began,
 * plus whatever the unit of work under way still takes. On a phone 8 times slower than a
 * desktop each slice is then a task of 45-60 ms, every one at or over the 50 ms a long task
 * starts at, and the first render is 30-40 of them (docs/decisions/0032). At 2 ms each slice
 * stays well under it; the same work, in more and shorter tasks. The scheduler offers no
 * setting below 8 ms (`unstable_forceFrameRate` takes at most 125 fps), so the build changes
 * its constant; when the scheduler's code no longer has it, the build fails rather than ship
 * 5 ms slices unnoticed.
 */
const REACT_SLICE_MS = 2;
function shortRenderSlices(): Plugin {
  const file = /\/node_modules\/scheduler\/cjs\/scheduler\.(production|development)\.js$/;
  let changed = 0;
  return {
    name: 'tohfa-short-render-slices',
    apply: 'build',
    buildStart() {
      changed = 0;
    },
    transform(code, id) {
      if (!file.test(id.split('?')[0]!)) return null;
      const next = code.replace(/\bframeInterval = 5,/g, `frameInterval = ${REACT_SLICE_MS},`);
      if (next === code) this.error(`${id}: React's scheduler has no "frameInterval = 5": the render slices would stay at 5 ms (vite.config.ts, shortRenderSlices)`);
      changed += 1;
      return { code: next, map: null };
    },
    buildEnd(error) {
      if (!error && changed === 0) this.error("React's scheduler was not in the build: the render slices would stay at 5 ms (vite.config.ts, shortRenderSlices)");
    },
  };
}

const start = startChunk();

export default defineConfig({
  plugins: [
    start.plugin,
    shortRenderSlices(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      // The owner's console is never precached for shoppers.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico}'], globIgnores: ['screenshots/**', 'admin/**'] },
    }),
    precompiledMessages(),
    lowPriorityScripts(),
    noReexportChunks(),
    precompress('dist', path.join('dist', 'admin')),
    consoleBuild(),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    minify: process.env.NO_MINIFY ? false : undefined,
    // A lazy import's preload links are its chunk's imports only, never the chunk itself:
    // Vite's helper adds a link for each, then imports the chunk a microtask later, which
    // fetches it anyway. Each link was an `appendChild` in the first load's tasks (17 on
    // /ar/, 7 of them the imported chunks themselves, 4 of those re-export stubs of 55-200
    // bytes): docs/decisions/0046-the-first-loads-links-and-labels.md.
    //
    // And the import of React's part of the libraries (src/main.tsx) preloads the others' chunk,
    // which main.tsx imports a task after React's is evaluated: both files on their way at
    // once, each linked and evaluated in a task of its own (docs/decisions/0061).
    modulePreload: {
      resolveDependencies: (file, deps) => {
        const list = deps.filter((dep) => dep !== file);
        if (librariesFiles.react.has(file) && librariesFiles.others && !list.includes(librariesFiles.others)) list.push(librariesFiles.others);
        return list;
      },
    },
    // The start's static imports in one chunk, `app-*.js` (startChunk above), which
    // main.tsx preloads with the start's own chunk. Only the members: the modules main.tsx shares with it (Vite's preload helper)
    // stay with the entry.
    // The start's libraries (what it takes from node_modules) are a chunk of their own,
    // `libraries-*.js`, which main.tsx imports and evaluates a task before the start's own
    // code: two evaluations of about half the size each instead of one long task on a phone
    // (docs/decisions/0024-the-first-loads-long-tasks.md). src/app/libraries.ts, the module
    // main.tsx imports for it, is put in that chunk, so the import loads nothing more.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React's part of them first, a task before the others (docs/decisions/0061).
            { name: 'react-libraries', test: (id) => start.isReact(id), priority: 3, includeDependenciesRecursively: false },
            { name: 'libraries', test: (id) => start.isLibrary(id), priority: 2, includeDependenciesRecursively: false },
            { name: 'app', test: start.test, priority: 1, includeDependenciesRecursively: false },
            { name: (id) => start.screenPart(id), priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
      '/admin/api': 'http://127.0.0.1:8080',
      // The console's own dev server (scripts/dev.mjs, `npm run dev`).
      '/admin': { target: 'http://127.0.0.1:5174', ws: true },
    },
  },
});
