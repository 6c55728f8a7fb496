// The entry ships only en-shell.ts (screen-messages.ts): a message id that the layout, the
// home route, the UI widgets or the libraries use must be in it, or it would show as a raw
// id on the home page. Reads the source, as the bundler does.
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enShell } from './en-shell.ts';

// The sources of the layout, the home route, the UI widgets, the libraries and the cart and
// wish-list store (the header's counts load it on the first paint).
const SOURCES = import.meta.glob<string>(
  ['/src/app/**/*.{ts,tsx}', '/src/components/ui/**/*.{ts,tsx}', '/src/features/home/**/*.{ts,tsx}', '/src/features/offline/**/*.{ts,tsx}', '/src/lib/**/*.{ts,tsx}', '/src/cart-and-wishlist/**/*.{ts,tsx}', '!**/*.test.*'],
  { query: '?raw', import: 'default', eager: true },
);

describe('the shell catalogue', () => {
  it('holds every message id the first paint can use', () => {
    const screenOnly = new Set(Object.keys(en).filter((id) => !(id in enShell)));
    const missing: string[] = [];
    expect(Object.keys(SOURCES).length).toBeGreaterThan(20);
    for (const [file, source] of Object.entries(SOURCES)) {
      for (const m of source.matchAll(/['"]([A-Za-z_][\w. -]*)['"]/g)) {
        if (screenOnly.has(m[1]!)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is part of the English catalogue with the same texts', () => {
    for (const [id, text] of Object.entries(enShell)) expect(en[id as keyof typeof en]).toBe(text);
  });
});
