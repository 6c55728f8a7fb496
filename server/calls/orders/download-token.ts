// Short-lived download tokens (docs/decisions/0009-tokens-and-sessions.md): `<exp>.<sig>`, where sig is
// HMAC-SHA256 over `${orderItemId}.${userId}.${exp}`, base64url. Bound to the order
// item and its owner, valid 10 minutes. The token is the capability: a download link
// cannot carry the session header.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_TOKEN_SECONDS = 600;
const TOKEN_RE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function sign(secret: string, orderItemId: number, userId: number, exp: number): Buffer {
  return createHmac('sha256', secret).update(`${orderItemId}.${userId}.${exp}`).digest();
}

export function makeDownloadToken(secret: string, orderItemId: number, userId: number, nowMs = Date.now()): string {
  const exp = Math.floor(nowMs / 1000) + DOWNLOAD_TOKEN_SECONDS;
  return `${exp}.${sign(secret, orderItemId, userId, exp).toString('base64url')}`;
}

/** True when the token was made for this item and owner and has not expired. */
export function checkDownloadToken(secret: string, token: string, orderItemId: number, userId: number, nowMs = Date.now()): boolean {
  const m = TOKEN_RE.exec(token);
  if (!m) return false;
  const exp = Number(m[1]);
  if (exp * 1000 <= nowMs) return false;
  const given = Buffer.from(m[2]!, 'base64url');
  const expected = sign(secret, orderItemId, userId, exp);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
