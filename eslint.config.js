// One lint setup: typescript-eslint's recommended rules plus the import boundaries of
// docs/architecture.md C1: contract <- lib <- cart-and-wishlist, components/ui <- features <- routes <- app; server/ and
// src/ never import each other; features do not import other features; server/db imports nothing of HTTP.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Where an import lands, as a repo-relative path (or null for packages). */
function target(file, spec) {
  if (!spec.startsWith('.')) return null;
  return path.relative(root, path.resolve(path.dirname(file), spec));
}

const area = (rel) => {
  const parts = rel.split(path.sep);
  if (parts[0] === 'src') {
    if (parts[1] === 'features') return { top: 'src', layer: 'features', feature: parts[2] };
    return { top: 'src', layer: parts[1] === 'components' ? 'components' : parts[1] };
  }
  return { top: parts[0], layer: parts[0] };
};

// Which layers each layer may import (inside src/).
const SRC_ALLOWED = {
  lib: ['lib', 'i18n'],
  i18n: ['i18n', 'lib'],
  'cart-and-wishlist': ['cart-and-wishlist', 'lib', 'i18n'],
  components: ['components', 'lib', 'i18n'],
  features: ['features', 'components', 'cart-and-wishlist', 'lib', 'i18n'],
  routes: ['routes', 'features', 'components', 'cart-and-wishlist', 'lib', 'i18n', 'app'],
  app: ['app', 'routes', 'features', 'components', 'cart-and-wishlist', 'lib', 'i18n'],
  styles: [],
  // The owner's console: its own app; it may use the shop's shared pieces, nothing imports it.
  'admin-console': ['admin-console', 'lib', 'i18n', 'components'],
};
/** The server's folders above its query layer: server/db imports none of them. */
const SERVER_ABOVE_DB = new Set(['http', 'calls', 'plugins', 'first-screen', 'admin']);
const TOP_ALLOWED = {
  contract: ['contract'],
  // media/: committed files, not code (the print fonts the preview loads, docs/decisions/0028-the-print-fonts-ship-with-the-shop.md).
  src: ['src', 'contract', 'media'],
  sw: ['sw', 'contract'],
  server: ['server', 'contract'],
  tests: ['tests', 'contract', 'server', 'scripts', 'src', 'bench', 'sw'],
  bench: ['bench', 'contract', 'server', 'scripts', 'tests'],
  scripts: ['scripts', 'contract', 'server'],
};

const boundaries = {
  meta: { type: 'problem', messages: { cross: '{{from}} may not import {{to}} (docs/architecture.md C1, import boundaries)' } },
  create(context) {
    const file = context.filename;
    const rel = path.relative(root, file);
    const from = area(rel);
    const check = (node, spec) => {
      const t = typeof spec === 'string' ? target(file, spec) : null;
      if (!t) return;
      const to = area(t);
      const allowedTop = TOP_ALLOWED[from.top];
      let ok = !allowedTop || allowedTop.includes(to.top);
      // The console replays its offline writes by the shop worker's own rule.
      if (from.layer === 'admin-console' && t === path.join('sw', 'queue-decision.ts')) ok = true;
      if (ok && from.top === 'src' && to.top === 'src') {
        const allowed = SRC_ALLOWED[from.layer];
        ok = !allowed || allowed.includes(to.layer) || (from.layer === to.layer && from.layer !== 'features');
        if (from.layer === 'features' && to.layer === 'features') ok = from.feature === to.feature;
      }
      // The query layer, migrations and seed sit below every request: nothing of HTTP (tests aside).
      if (ok && rel.startsWith(`server${path.sep}db${path.sep}`) && !/\.test\.ts$/.test(rel)) {
        const [top, dir] = t.split(path.sep);
        ok = !(top === 'server' && (SERVER_ABOVE_DB.has(dir) || dir === 'app.ts'));
      }
      if (!ok) context.report({ node, messageId: 'cross', data: { from: path.dirname(rel), to: t } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'dist-server.*/**', 'node_modules/**', 'dev-dist/**', 'tests/.artifacts/**', 'coverage/**', '.data*/**', '**/*.d.mts', '.tmp/**', '.tmp-*', 'bench/.results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The Rules of React for the PWA: hooks called unconditionally, effects' dependencies
  // complete, and the recommended checks of the React Compiler's rules.
  { ...reactHooks.configs.flat.recommended, files: ['src/**/*.{ts,tsx}'] },
  {
    plugins: { local: { rules: { boundaries } } },
    languageOptions: {
      globals: {
        console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly', self: 'readonly',
        fetch: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', crypto: 'readonly',
      },
    },
    rules: {
      'local/boundaries': 'error',
      'no-undef': 'off', // TypeScript checks names
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
);
