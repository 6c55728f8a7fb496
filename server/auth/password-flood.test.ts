// A login flood: password hashing runs at most N at once, a burst past the queue is told
// to come back (429, Retry-After) instead of piling up, and nothing is left stuck.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { PASSWORD_HASH_SLOTS, hashPassword, passwordHashing } from './password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { rateLimits: { login: 0, otp: 0, forms: 0 } } });
  await t.db.query("INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Flood', 'Test', 'flood@example.test', $1)", [await hashPassword('secret123')]);
});
afterAll(async () => t.close());

const login = () => t.call('GET_USER_LOGIN', { Email: 'flood@example.test', Password: 'secret123' });

describe('password hashing under a login flood', () => {
  it('never hashes more than the bound at once and answers the overflow 429 with Retry-After', async () => {
    passwordHashing.resize(1, 2);
    try {
      // 1 hashing + 2 waiting; 12 logins arrive within the time of one scrypt.
      const answers = await Promise.all(Array.from({ length: 12 }, login));
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 200 || s === 429), String(statuses)).toBe(true);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) {
        expect(r.headers['retry-after']).toBe('1');
        expect(r.body).toMatchObject({ errorCode: 'RATE_LIMITED', errorMessage: 'Too many attempts. Please try again in 1 seconds.' });
      }
      expect(passwordHashing.stats()).toMatchObject({ running: 0, waiting: 0, peak: 1 });
      expect((await login()).status).toBe(200); // nothing stuck
    } finally {
      passwordHashing.resize(PASSWORD_HASH_SLOTS, 16 * PASSWORD_HASH_SLOTS);
    }
  });
});
