import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The hand-written manifest, passed to the plugin so it emits /manifest.webmanifest,
// links it and precaches the icons (STACK-NOTES: linking it by hand does not).
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>;

/** Brotli and gzip copies of text assets, sent by the server when accepted (DESIGN section 2). */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
  return {
    name: 'tohfa-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk('dist')) {
        if (!/\.(js|css|html|svg|webmanifest|json)$/.test(file)) continue;
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
 * the HTML (server/plugins/first-screen.ts), so its image must not queue behind 190 KB of
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

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico}'], globIgnores: ['screenshots/**'] },
    }),
    lowPriorityScripts(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
      '/admin': 'http://127.0.0.1:8080',
    },
  },
});
