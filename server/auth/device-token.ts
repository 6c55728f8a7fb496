// Device tokens ("device cookies", docs/decisions/0004-device-cookies-and-reset-codes.md):
// a successful login hands the client a token signed with the server's key, bound to the
// user and to a random nonce. A later login for the same user that sends it back is counted
// against that token alone, not against the email that anyone can type.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'd1';
/** A device that has not logged in for a year is an unknown client again. */
export const DEVICE_TOKEN_DAYS = 365;
/** Longer input is not a token of ours (and is not worth an HMAC). */
const MAX_LENGTH = 200;

/**
 * Whose token: a shopper's id, or `s<id>` for a staff account
 * (docs/decisions/0021-staff-accounts-and-the-audit-log.md), so a shopper's token never
 * counts for the staff account of the same number.
 */
export type DeviceSubject = number | `s${number}`;

const sign = (key: Buffer, userId: DeviceSubject, issued: number, nonce: string) =>
  createHmac('sha256', key).update(`device-token\n${VERSION}\n${userId}\n${issued}\n${nonce}`).digest('base64url');

export function issueDeviceToken(key: Buffer, userId: DeviceSubject, now = Date.now()): string {
  const issued = Math.floor(now / 1000);
  const nonce = randomBytes(16).toString('base64url');
  return `${VERSION}.${userId}.${issued}.${nonce}.${sign(key, userId, issued, nonce)}`;
}

/**
 * The nonce of a token that this server signed for `userId` within DEVICE_TOKEN_DAYS, else
 * null: a forged, altered, expired or foreign token (or any other value) counts for nothing.
 */
export function deviceTokenNonce(key: Buffer, token: unknown, userId: DeviceSubject, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > MAX_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, user, issuedText, nonce, mac] = parts as [string, string, string, string, string];
  if (user !== String(userId) || !/^\d{1,12}$/.test(issuedText) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const issued = Number(issuedText);
  const age = now / 1000 - issued;
  if (age < -300 || age > DEVICE_TOKEN_DAYS * 86_400) return null;
  const expected = Buffer.from(sign(key, userId, issued, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
