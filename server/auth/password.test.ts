// scrypt password hashes: the stored format, verification, and refusal of values that
// are not ours (false, never a throw).
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('stores scrypt with its parameters and a fresh salt, and verifies only the right password', async () => {
    const a = await hashPassword('demo12345');
    const b = await hashPassword('demo12345');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(a).not.toBe(b); // per-password salt
    expect(await verifyPassword('demo12345', a)).toBe(true);
    expect(await verifyPassword('demo12345', b)).toBe(true);
    expect(await verifyPassword('Demo12345', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
    expect(await verifyPassword('كلمة المرور', await hashPassword('كلمة المرور'))).toBe(true);
  });

  it('answers false for stored values it did not write', async () => {
    const good = await hashPassword('secret1');
    const parts = good.split('$');
    for (const stored of ['', 'plain', 'bcrypt$x', 'scrypt$16384$8$1$$', `scrypt$3$8$1$${parts[4]}$${parts[5]}`,
      `scrypt$${1 << 24}$8$1$${parts[4]}$${parts[5]}`, `scrypt$16384$8$1$${parts[4]}$AAAA`, `${good}$extra`]) {
      expect(await verifyPassword('secret1', stored), stored).toBe(false);
    }
  });
});
