// Password hashing (docs/rules.md R11.2): scrypt from node:crypto, a 16-byte random salt
// per password, stored with its parameters so they can change later:
//   scrypt$16384$8$1$<salt base64>$<hash base64>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createWorkLimit } from './work-limit.ts';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/**
 * scrypt takes about 16 MB and a core for tens of milliseconds. Left unbounded, a burst of
 * logins fills the thread pool and every core, and catalogue reads wait behind it. At most
 * one core less than the machine has hashes at once (so the event loop keeps one), and
 * a short queue waits; past it a login is answered 429 with Retry-After.
 */
export const PASSWORD_HASH_SLOTS = Math.max(1, availableParallelism() - 1);
export const passwordHashing = createWorkLimit({ concurrency: PASSWORD_HASH_SLOTS, queue: 16 * PASSWORD_HASH_SLOTS, retryAfterSeconds: 1 });

function derive(plain: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return passwordHashing.run(() => new Promise<Buffer>((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  }));
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(plain, salt, { N, r: R, p: P }, KEY_LENGTH);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** False for a wrong password and for a stored value that is not ours (never throws on it). */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse parameters we would never write: a tampered row must not make us burn memory.
  if (![n, r, p].every(Number.isInteger) || n < 2 || n > 1 << 20 || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(plain, salt, { N: n, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}
