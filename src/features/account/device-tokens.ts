// The device tokens the server hands out on each successful login (docs/decisions/
// 0004-device-cookies-and-reset-codes.md), kept per email in local storage and sent back
// on the next login with that email: a device the shopper logged in from is then not
// locked out by someone else guessing the shopper's password elsewhere. Per email, not one
// per device, because a token only counts for the user it was issued to: on a shared
// tablet each shopper keeps their own. They outlive logout on purpose (they say which
// device this is, not who is logged in) and hold no access to anything by themselves.
const KEY = 'tohfa:deviceTokens';
/** Shoppers remembered on one device; the one unused the longest is forgotten first. */
const MAX_EMAILS = 5;
/** Longer than any token the server issues: not kept. */
const MAX_TOKEN_LENGTH = 200;

type Stored = [email: string, token: string][];

const normalise = (email: string) => email.trim().toLowerCase();

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) || '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string');
  } catch {
    return [];
  }
}

/** The token this device got at its last login with `email`, if any. */
export function deviceTokenFor(email: string): string | undefined {
  const e = normalise(email);
  return read().find(([stored]) => stored === e)?.[1];
}

/** Keeps the newest token for `email` (a storage that is full or off keeps nothing). */
export function keepDeviceToken(email: string, token: unknown): void {
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return;
  const e = normalise(email);
  const next: Stored = [[e, token] as [string, string], ...read().filter(([stored]) => stored !== e)].slice(0, MAX_EMAILS);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    /* the next login is an unknown client's, as before */
  }
}
