import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_DAYS, deviceTokenNonce, issueDeviceToken } from './device-token.ts';

const key = randomBytes(32);
const DAY = 86_400_000;

describe('device tokens', () => {
  it('a token issued for a user is read back for that user only, with its nonce', () => {
    const token = issueDeviceToken(key, 42);
    const nonce = deviceTokenNonce(key, token, 42);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(token).toContain(nonce);
    expect(deviceTokenNonce(key, token, 43)).toBeNull();
    expect(deviceTokenNonce(randomBytes(32), token, 42)).toBeNull();
    expect(issueDeviceToken(key, 42)).not.toBe(token);
  });

  it('any changed character, or a changed issue time, makes it worthless', () => {
    const token = issueDeviceToken(key, 7);
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === 'A' ? 'B' : 'A';
      const altered = token.slice(0, i) + c + token.slice(i + 1);
      expect(deviceTokenNonce(key, altered, 7)).toBeNull();
    }
  });

  it(`expires after ${DEVICE_TOKEN_DAYS} days, and a token from the future is refused`, () => {
    const now = Date.now();
    const token = issueDeviceToken(key, 5, now);
    expect(deviceTokenNonce(key, token, 5, now + (DEVICE_TOKEN_DAYS - 1) * DAY)).not.toBeNull();
    expect(deviceTokenNonce(key, token, 5, now + (DEVICE_TOKEN_DAYS + 1) * DAY)).toBeNull();
    expect(deviceTokenNonce(key, issueDeviceToken(key, 5, now + DAY), 5, now)).toBeNull();
  });

  it('values that are not tokens are nothing, never an error', () => {
    for (const v of [undefined, null, 12, {}, [], '', 'd1', 'd1....', 'x'.repeat(10_000), `d1.5.1.${'a'.repeat(22)}.${'b'.repeat(43)}`]) {
      expect(deviceTokenNonce(key, v, 5)).toBeNull();
    }
  });
});
