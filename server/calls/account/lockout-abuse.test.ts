// Written as the attack: someone who knows a shopper's email tries to lock the shopper out,
// by guessing passwords from many addresses and by asking for reset codes in the shopper's
// name (docs/decisions/0004-device-cookies-and-reset-codes.md). Requests come from
// different addresses through inject's remoteAddress, never a forwarded-for header.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath, type CallName } from '../../../contract/calls.ts';
import { requestBody, type ResultEnvelope } from '../../../contract/envelope.ts';
import type { LoginRow } from '../../../contract/models.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const LOGIN_LIMIT = 10;
const MAIL_CAP = 3;
let t: TestApp;
let india = 0;
let maharashtra = 0;
let mumbai = 0;
let addressCounter = 0;
/** A fresh client address for each request of an attacker with many addresses. */
const anotherAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { login: LOGIN_LIMIT, otp: MAIL_CAP, forms: 100 } } });
  const loc = (await t.db.query<{ c: number; s: number; ci: number }>(
    `SELECT co.id AS c, st.id AS s, ci.id AS ci FROM countries co JOIN states st ON st.country_id = co.id JOIN cities ci ON ci.state_id = st.id
     WHERE co.name = 'India' AND st.name = 'Maharashtra' AND ci.name = 'Mumbai'`,
  ))[0]!;
  [india, maharashtra, mumbai] = [loc.c, loc.s, loc.ci];
}, 60_000);
afterAll(async () => t?.close());

async function post<T = unknown>(name: CallName, fields: Record<string, unknown>, remoteAddress: string) {
  const res = await t.app.inject({ method: 'POST', url: callPath(name), payload: requestBody(fields), remoteAddress });
  const body = res.json() as ResultEnvelope;
  return { status: res.statusCode, body, data: (body.data ? JSON.parse(body.data) : undefined) as T };
}

async function signUp(email: string, password = 'secret123') {
  const r = await post('SIGNUP_USER', {
    FirstName: 'Zoya', LastName: 'Khan', EmailAddress: email, Password: password, MobileNo: '9833333333',
    AddressLineOne: '8 Palm Road', CityId: mumbai, StateProvinceId: maharashtra, PostalCode: '400050', CountryID: india,
  }, anotherAddress());
  expect(r.status).toBe(200);
}

const logIn = (Email: string, Password: string, from: string, DeviceToken?: string) =>
  post<LoginRow[]>('GET_USER_LOGIN', { Email, Password, ...(DeviceToken === undefined ? {} : { DeviceToken }) }, from);

/** Wrong passwords for `email`, each from an address of its own; answers their statuses. */
async function guessFromManyAddresses(email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await logIn(email, `guess-${i}-xx`, anotherAddress())).status);
  return statuses;
}

const expectedGuessStatuses = (count: number) => Array.from({ length: count }, (_, i) => (i < LOGIN_LIMIT ? 401 : 429));

describe('password guessing from many addresses', () => {
  it("the shopper's device logs in after 12 wrong passwords from 12 other addresses, while an unknown client stays limited", async () => {
    const email = 'zoya@example.test';
    await signUp(email);
    const home = '192.168.7.10';
    const first = await logIn(email, 'secret123', home);
    expect(first.status).toBe(200);
    const deviceToken = first.data[0]!.DeviceToken!;
    expect(deviceToken).toMatch(/^d1\./);

    expect(await guessFromManyAddresses(email, 12)).toEqual(expectedGuessStatuses(12));

    // A new client, with the right password: limited with the email, as before.
    const stranger = await logIn(email, 'secret123', anotherAddress());
    expect(stranger.status).toBe(429);
    expect(stranger.body.errorCode).toBe('RATE_LIMITED');
    expect(stranger.body.token).toBe('');

    // The shopper's own device: logged in, with a session that works and a new device token.
    const again = await logIn(email, 'secret123', home, deviceToken);
    expect(again.status).toBe(200);
    expect(again.data[0]).toMatchObject({ EmailAddress: email, ResponseMsg: 'Login Successfully' });
    expect(again.data[0]!.DeviceToken).toMatch(/^d1\./);
    expect(again.data[0]!.DeviceToken).not.toBe(deviceToken);
    const sessions = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE lower(u.email) = $1 AND s.revoked_at IS NULL', [email],
    );
    expect(sessions[0]!.n).toBe(2);
    const logout = await t.app.inject({
      method: 'POST', url: callPath('LOGOUT'), payload: requestBody({}), remoteAddress: home,
      headers: { Token: again.body.token, 'Idempotency-Key': 'lockout-abuse-logout-1' },
    });
    expect(logout.statusCode).toBe(200);

    // The same device with a wrong password is still told so (401), not let in.
    expect((await logIn(email, 'not-the-password', home, again.data[0]!.DeviceToken)).status).toBe(401);
    // And unknown clients are still limited meanwhile.
    expect((await logIn(email, 'secret123', anotherAddress())).status).toBe(429);
  });

  it('a device token that fails too often is locked out on its own, never the shopper\'s other devices', async () => {
    const email = 'two-devices@example.test';
    await signUp(email);
    const phone = (await logIn(email, 'secret123', '192.168.8.1')).data[0]!.DeviceToken!;
    const laptop = (await logIn(email, 'secret123', '192.168.8.2')).data[0]!.DeviceToken!;

    // Someone holding the phone's token guesses from many addresses.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await logIn(email, `guess-${i}-xx`, anotherAddress(), phone)).status);
    expect(statuses).toEqual(expectedGuessStatuses(12));
    expect((await logIn(email, 'secret123', anotherAddress(), phone)).status).toBe(429);

    // The laptop and new clients did not pay for the phone's failures.
    expect((await logIn(email, 'secret123', '192.168.8.2', laptop)).status).toBe(200);
    expect((await logIn(email, 'secret123', anotherAddress())).status).toBe(200);
  });

  it("a forged, altered or another user's device token does not exempt a client", async () => {
    const victim = 'victim@example.test';
    const mallory = 'mallory@example.test';
    await signUp(victim);
    await signUp(mallory, 'mallory-pass');
    const victimId = (await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [victim]))[0]!.id;
    const malloryToken = (await logIn(mallory, 'mallory-pass', anotherAddress())).data[0]!.DeviceToken!;
    const [, , issued, nonce, mac] = malloryToken.split('.') as [string, string, string, string, string];
    const key = Buffer.from('00'.repeat(32), 'hex');
    const ownKeyMac = createHmac('sha256', key).update(`device-token\nd1\n${victimId}\n${issued}\n${nonce}`).digest('base64url');

    expect(await guessFromManyAddresses(victim, 11)).toEqual(expectedGuessStatuses(11));
    const tokens = [
      malloryToken, // signed by the server, for another user
      `d1.${victimId}.${issued}.${nonce}.${mac}`, // that token moved to the victim
      `d1.${victimId}.${issued}.${nonce}.${ownKeyMac}`, // signed with a key of the attacker's
      `d1.${victimId}.${issued}.${nonce}.${'A'.repeat(43)}`,
      'd1.1.2.3.4',
      'x'.repeat(5000),
    ];
    for (const token of tokens) {
      const r = await logIn(victim, 'secret123', anotherAddress(), token);
      expect(r.status).toBe(429);
    }
    // Not a string at all: the same, never a 5xx.
    for (const DeviceToken of [12345, { token: malloryToken }, [malloryToken], null, true]) {
      const r = await post('GET_USER_LOGIN', { Email: victim, Password: 'secret123', DeviceToken }, anotherAddress());
      expect(r.status).toBe(429);
    }
    // The stored key is not the one the attacker tried.
    const stored = await t.db.query<{ value: string }>("SELECT value FROM app_config WHERE key = 'auth_secret'");
    expect(stored[0]!.value).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.value).not.toBe(key.toString('hex'));
  });
});

describe('reset codes asked for in the shopper\'s name', () => {
  const codes = async (email: string) =>
    (await t.db.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE lower(to_address) = $1 AND kind = 'otp' ORDER BY id", [email]))
      .map((m) => /\b(\d{6})\b/.exec(m.text_body)![1]!);
  const askForCode = (email: string, from = anotherAddress()) => post('VALIDATE_EMAIL_SEND_OTP', { Email: email }, from);
  const reset = (Email: string, Otp: string, Password: string, from = anotherAddress()) =>
    post('VALIDATE_OTP_CHANGE_PASSWORD', { Email, Otp, Password, ConfirmPassword: Password }, from);
  /** Moves the email's codes a minute into the past (what waiting a minute would do). */
  const aMinuteLater = (email: string) =>
    t.db.query("UPDATE password_otps SET created_at = created_at - interval '61 seconds' WHERE lower(email) = $1", [email]);
  const wrongCodeFor = (known: string[]) => {
    for (let n = 0; ; n++) {
      const guess = String(n).padStart(6, '0');
      if (!known.includes(guess)) return guess;
    }
  };

  it("the shopper's own reset request after three by others gets a usable code", async () => {
    const email = 'reset-me@example.test';
    await signUp(email);
    for (let i = 0; i < 3; i++) {
      const r = await askForCode(email);
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Sent Successfully');
    }
    // Three requests within a minute mailed one code, to the shopper's inbox.
    expect(await codes(email)).toHaveLength(1);

    // The shopper asks a minute later: answered as sent, with a fresh code in the mail.
    await aMinuteLater(email);
    const own = await askForCode(email, '192.168.9.9');
    expect(own.status).toBe(200);
    expect(own.body.message).toBe('Sent Successfully');
    const mailed = await codes(email);
    expect(mailed).toHaveLength(2);

    const done = await reset(email, mailed[1]!, 'brand-new-1', '192.168.9.9');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Password reset successfully');
    expect((await logIn(email, 'brand-new-1', anotherAddress())).status).toBe(200);
    expect((await logIn(email, 'secret123', anotherAddress())).status).toBe(401);
    // The reset spent every code of the email, the others' too.
    const spent = await reset(email, mailed[0]!, 'brand-new-2');
    expect(spent.status).toBe(400);
    expect(spent.body.errorMessage).toBe('Invalid OTP.');
  });

  it('a request within a minute of a mail answers as sent, and a fresh code leaves the earlier one valid until it expires or is used', async () => {
    const email = 'earlier@example.test';
    await signUp(email);
    await askForCode(email);
    const withinTheMinute = await askForCode(email, '192.168.9.10');
    expect(withinTheMinute.body.message).toBe('Sent Successfully');
    expect(await codes(email)).toHaveLength(1);
    await aMinuteLater(email);
    await askForCode(email, '192.168.9.10');
    const [earlier, fresh] = await codes(email);
    expect(fresh).toBeDefined();

    // The earlier code expired: refused; the fresh one still works.
    await t.db.query(
      "UPDATE password_otps SET expires_at = now() - interval '1 second' WHERE id = (SELECT min(id) FROM password_otps WHERE lower(email) = $1)", [email],
    );
    if (earlier !== fresh) expect((await reset(email, earlier!, 'brand-new-3')).body.errorMessage).toBe('Invalid OTP.');
    await t.db.query("UPDATE password_otps SET expires_at = now() + interval '5 minutes' WHERE lower(email) = $1", [email]);
    // Both live again: the earlier one resets the password.
    const done = await reset(email, earlier!, 'brand-new-4');
    expect(done.body.message).toBe('Password reset successfully');
    expect((await logIn(email, 'brand-new-4', anotherAddress())).status).toBe(200);
  });

  it('requests at the same moment from many addresses mail one code', async () => {
    const email = 'at-once@example.test';
    await signUp(email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => askForCode(email)));
    expect(answers.map((a) => a.body.message)).toEqual(Array(6).fill('Sent Successfully'));
    expect(await codes(email)).toHaveLength(1);
  });

  it('mail per email stays bounded: past the hourly cap a request answers as sent and mails nothing', async () => {
    const email = 'flooded@example.test';
    await signUp(email);
    const answers: string[] = [];
    for (let i = 0; i < MAIL_CAP + 3; i++) {
      answers.push((await askForCode(email)).body.message);
      await aMinuteLater(email);
    }
    expect(answers).toEqual(Array(MAIL_CAP + 3).fill('Sent Successfully'));
    const mailed = await codes(email);
    expect(mailed).toHaveLength(MAIL_CAP);
    // Every code mailed is stored once, as an HMAC, never as the code itself.
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM password_otps WHERE lower(email) = $1', [email]);
    expect(stored).toHaveLength(MAIL_CAP);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^h1\$[0-9a-f]{16}\$[0-9a-f]{64}$/);
      for (const code of mailed) expect(code_hash).not.toContain(code);
    }
    // The codes mailed are all usable: the latest resets the password.
    expect((await reset(email, mailed.at(-1)!, 'brand-new-5')).body.message).toBe('Password reset successfully');
  });

  it('wrong guesses are bounded per email across all its live codes, from any number of addresses', async () => {
    const email = 'guessed@example.test';
    await signUp(email);
    for (let i = 0; i < MAIL_CAP; i++) {
      await askForCode(email);
      await aMinuteLater(email);
    }
    const live = await codes(email);
    expect(live).toHaveLength(MAIL_CAP);
    const wrong = wrongCodeFor(live);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await reset(email, wrong, 'attacker-pass')).body.errorMessage);
    expect(messages).toEqual(Array(5).fill('Invalid OTP.'));
    // Five wrong guesses used up every live code: none of the three works now.
    for (const code of live) {
      const r = await reset(email, code, 'attacker-pass');
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe('Too many wrong attempts. Please request a new OTP.');
    }
    expect((await logIn(email, 'secret123', anotherAddress())).status).toBe(200);
    expect((await logIn(email, 'attacker-pass', anotherAddress())).status).toBe(401);
  });

  it('on a new device, while guesses keep unknown clients out, the shopper resets by mail and that device logs in', async () => {
    const email = 'new-phone@example.test';
    await signUp(email);
    expect(await guessFromManyAddresses(email, 11)).toEqual(expectedGuessStatuses(11));
    const phone = '192.168.9.12';
    expect((await logIn(email, 'secret123', phone)).status).toBe(429);

    await askForCode(email, phone);
    const [code] = await codes(email);
    const done = await post<{ DeviceToken?: string }[]>('VALIDATE_OTP_CHANGE_PASSWORD', { Email: email, Otp: code, Password: 'phone-pass-1', ConfirmPassword: 'phone-pass-1' }, phone);
    expect(done.body.message).toBe('Password reset successfully');
    const deviceToken = done.data[0]?.DeviceToken;
    expect(deviceToken).toMatch(/^d1\./);

    expect((await logIn(email, 'phone-pass-1', phone, deviceToken)).status).toBe(200);
    expect((await logIn(email, 'phone-pass-1', anotherAddress())).status).toBe(429);
  });

  it('after guesses used up the codes, the shopper asking again gets a fresh code at once', async () => {
    const email = 'burnt@example.test';
    await signUp(email);
    await askForCode(email);
    const [first] = await codes(email);
    const wrong = wrongCodeFor([first!]);
    for (let i = 0; i < 5; i++) await reset(email, wrong, 'attacker-pass');
    // Within the same minute: the used-up code is not a reason to mail nothing.
    const own = await askForCode(email, '192.168.9.11');
    expect(own.body.message).toBe('Sent Successfully');
    const mailed = await codes(email);
    expect(mailed).toHaveLength(2);
    expect((await reset(email, mailed[1]!, 'brand-new-6', '192.168.9.11')).body.message).toBe('Password reset successfully');
  });
});
