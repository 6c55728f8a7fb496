// The bitmap library's dense containers count their bits with WebAssembly's own popcount
// (docs/decisions/0053-the-bitmaps-popcount.md): `postinstall` rewrote the installed module, and
// rewriting it again finds nothing left to rewrite.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EMULATED_LOOPS, patchPopcount } from '../../scripts/roaring-popcnt.mjs';

describe('roaring-wasm as installed', () => {
  it('has none of the emulated byte counts left, and still compiles', () => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('roaring-wasm/index.wasm'));
    const again = patchPopcount(wasm);
    expect(EMULATED_LOOPS).toBe(80);
    expect(again.loops).toBe(0);
    expect(again.wasm.equals(wasm)).toBe(true);
    expect(() => new WebAssembly.Module(wasm)).not.toThrow();
  });
});
