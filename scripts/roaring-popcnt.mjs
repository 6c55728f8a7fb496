// Gives roaring-wasm's WebAssembly a real byte popcount (docs/decisions/0053-the-bitmaps-popcount.md).
// roaring-wasm 1.1 compiles CRoaring's NEON code through SIMDe, which has no WebAssembly form for
// NEON's per-byte popcount (vcntq_u8): each one became a loop of 16 steps that stores the vector
// on the stack, counts one byte's bits in scalar code and loads the vector back. Every dense
// container's AND, OR, XOR, AND NOT and count runs 128 of them (about 50 µs a pair instead of
// under 1). This rewrites each such loop into WebAssembly SIMD's own `i8x16.popcnt` of the same
// vector, leaving the rest of the module as built. Run by `postinstall`; idempotent: a file it
// does not recognise (another version of the library) is left as it is, with one line saying so.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** roaring-wasm 1.1.0's index.wasm as published, and as this rewrites it. */
export const PUBLISHED_SHA256 = '1f3f5c2fdb6ea76eba814e3616e004b3c331e8a1bb627295970af71361da469b';
/** The emulated loops in that file: each counts one vector's 16 bytes. */
export const EMULATED_LOOPS = 80;

const leb = '(?:[\\x80-\\xff]{0,4}[\\x00-\\x7f])';
const local = '([\\x00-\\x7f])';
// loop; v128.store IN and OUT to the stack frame S; 16 x (load byte i, count its bits, store it
// into OUT's copy); OUT reloaded; C += 1; repeat while C != 16; end. (Locals under 128: one byte.)
const EMULATED = new RegExp(
  `\\x03\\x40\\x20${local}\\x20${local}\\xfd\\x0b[\\x00-\\x04]${leb}\\x20\\1\\x20${local}\\xfd\\x0b\\x04(${leb})` +
    `([\\s\\S]{40,100}?)\\x3a\\x00\\x00\\x20\\1\\xfd\\x00\\x04\\4\\x21\\3\\x20${local}\\x41\\x01\\x6a\\x22\\6\\x41\\x10\\x47\\x0d\\x00\\x0b`,
  'g',
);

function readLeb(bytes, at) {
  let value = 0, shift = 0, b;
  do { b = bytes[at++]; value += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
  return { value, at };
}

function writeLeb(value) {
  const out = [];
  do { let b = value & 0x7f; value = Math.floor(value / 128); if (value) b |= 0x80; out.push(b); } while (value);
  return Buffer.from(out);
}

/** The module with every emulated byte count replaced; `loops` how many were. */
export function patchPopcount(wasm) {
  const parts = [wasm.subarray(0, 8)];
  let at = 8, loops = 0;
  while (at < wasm.length) {
    const id = wasm[at];
    const size = readLeb(wasm, at + 1);
    const end = size.at + size.value;
    if (id !== 10) { parts.push(wasm.subarray(at, end)); at = end; continue; }
    // The code section: a count of bodies, each its size then its bytes.
    const count = readLeb(wasm, size.at);
    const bodies = [writeLeb(count.value)];
    let p = count.at;
    for (let i = 0; i < count.value; i++) {
      const body = readLeb(wasm, p);
      const text = wasm.subarray(body.at, body.at + body.value).toString('latin1');
      const patched = text.replace(EMULATED, (all, _frame, input, output, _slot, middle, counter) => {
        if (!middle.includes('\x41\xd5\x00\x71') || !middle.includes('\x41\x33\x71')) return all;
        loops++;
        // local.get IN; i8x16.popcnt; local.set OUT; the counter ends at 16 as the loop left it.
        return `\x20${input}\xfd\x62\x21${output}\x41\x10\x21${counter}`;
      });
      const bytes = Buffer.from(patched, 'latin1');
      bodies.push(writeLeb(bytes.length), bytes);
      p = body.at + body.value;
    }
    const section = Buffer.concat(bodies);
    parts.push(Buffer.from([id]), writeLeb(section.length), section);
    at = end;
  }
  return { wasm: Buffer.concat(parts), loops };
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Rewrites the installed library's index.wasm (a new file renamed over it). */
export function patchInstalled(file = createRequire(import.meta.url).resolve('roaring-wasm/index.wasm')) {
  const wasm = readFileSync(file);
  const { wasm: patched, loops } = patchPopcount(wasm);
  if (loops === 0) return 'already';
  if (sha256(wasm) !== PUBLISHED_SHA256 || loops !== EMULATED_LOOPS) return 'unknown';
  new WebAssembly.Module(patched); // validates before anything is replaced
  writeFileSync(`${file}.tmp`, patched);
  renameSync(`${file}.tmp`, file);
  return 'patched';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const state = patchInstalled();
  const say = {
    patched: `roaring-wasm: ${EMULATED_LOOPS} emulated byte counts replaced by i8x16.popcnt`,
    already: 'roaring-wasm: its byte counts are already i8x16.popcnt',
    unknown: 'roaring-wasm: not the 1.1.0 build this knows; left as installed (docs/decisions/0053-the-bitmaps-popcount.md)',
  };
  console.log(say[state]);
}
