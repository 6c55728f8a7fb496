import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRow } from '../../../contract/models.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let india = 0;
let maharashtra = 0;
let mumbai = 0;
let ip = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `10.1.0.${++ip}` });

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { login: 3, otp: 2, forms: 50 } } });
  const loc = (await t.db.query<{ c: number; s: number; ci: number }>(
    `SELECT co.id AS c, st.id AS s, ci.id AS ci FROM countries co JOIN states st ON st.country_id = co.id JOIN cities ci ON ci.state_id = st.id
     WHERE co.name = 'India' AND st.name = 'Maharashtra' AND ci.name = 'Mumbai'`,
  ))[0]!;
  [india, maharashtra, mumbai] = [loc.c, loc.s, loc.ci];
});
afterAll(async () => t.close());

const signupFields = (email: string) => ({
  FirstName: 'Kavya', LastName: 'Iyer', EmailAddress: email, Password: 'secret123', MobileNo: '9811111111',
  AddressLineOne: '12 Hill Road', CityId: mumbai, StateProvinceId: maharashtra, PostalCode: '400050', CountryID: india,
});

async function login(email: string, password = 'secret123') {
  return t.call<LoginRow[]>('GET_USER_LOGIN', { Email: email, Password: password }, fromNewIp());
}

describe('sign-up and log-in', () => {
  it('signs up, then logs in with the full profile row and a token', async () => {
    const s = await t.call('SIGNUP_USER', signupFields('kavya@example.test'), fromNewIp());
    expect(s.status).toBe(200);
    expect(s.data).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    const l = await login('KAVYA@example.test');
    expect(l.status).toBe(200);
    expect(l.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(l.body.isAuthorized).toBe(true);
    expect(l.data[0]).toMatchObject({ FirstName: 'Kavya', LastName: 'Iyer', EmailAddress: 'kavya@example.test', CityName: 'Mumbai', StateName: 'Maharashtra', CountryName: 'India', ResponseMsg: 'Login Successfully' });
    const stored = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'kavya@example.test'");
    expect(stored[0]!.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const r = await t.call('SIGNUP_USER', signupFields('Kavya@Example.test'), fromNewIp());
    expect(r.status).toBe(409);
    expect(r.body.errorMessage).toBe('Email already exists!');
    expect(r.data).toEqual([{ ResponseMsg: 'Email already exists!' }]);
  });

  it('refuses a city that is not in the chosen state, and missing required fields with their messages', async () => {
    const wrongCity = await t.call('SIGNUP_USER', { ...signupFields('city@example.test'), StateProvinceId: -999 }, fromNewIp());
    expect(wrongCity.status).toBe(400);
    expect((await t.call('SIGNUP_USER', { ...signupFields('x@example.test'), CountryID: -999 }, fromNewIp())).body.errorMessage).toBe('Country is required');
    expect((await t.call('SIGNUP_USER', { ...signupFields('x@example.test'), AddressLineOne: '' }, fromNewIp())).body.errorMessage).toBe('Shipping address is required');
    expect((await t.call('SIGNUP_USER', { ...signupFields('x@example.test'), Password: '123' }, fromNewIp())).body.errorMessage).toBe('Password min length should be 6 characters');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await login('kavya@example.test', 'wrong-pass');
    const unknown = await login('nobody@example.test', 'wrong-pass');
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body.errorMessage).toBe('Incorrect email or password!');
      expect(r.body.errorCode).toBe('INVALID_LOGIN');
    }
  });

  it('rate-limits log-in attempts on one email (429)', async () => {
    await t.call('SIGNUP_USER', signupFields('brute@example.test'), fromNewIp());
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login('brute@example.test', `guess-${i}xx`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('the profile and the session', () => {
  it('updates the profile for the token user only, and log-out revokes the token', async () => {
    await t.call('SIGNUP_USER', signupFields('arjun@example.test'), fromNewIp());
    await t.call('SIGNUP_USER', signupFields('bela@example.test'), fromNewIp());
    const a = await login('arjun@example.test');
    const b = await login('bela@example.test');
    const aId = a.data[0]!.UserID;
    const bId = b.data[0]!.UserID;
    const profile = { FirstName: 'Arjun', LastName: 'Rao', MobileNo: '9000000000', AddressLineOne: '5 Sea View', CityId: mumbai, StateProvinceId: maharashtra, PostalCode: '400001' };

    const ok = await t.call<LoginRow[]>('UPDATE_PROFILE', { ...profile, UserID: aId }, { Token: a.body.token, UserID: String(aId) });
    expect(ok.status).toBe(200);
    expect(ok.data[0]).toMatchObject({ FirstName: 'Arjun', LastName: 'Rao', AddressLineOne: '5 Sea View', ResponseMsg: 'Saved Successfully' });

    const forbidden = await t.call('UPDATE_PROFILE', { ...profile, UserID: bId }, { Token: a.body.token, UserID: String(bId) });
    expect(forbidden.status).toBe(403);
    expect((await t.db.query<{ last_name: string }>('SELECT last_name FROM users WHERE id = $1', [bId]))[0]!.last_name).toBe('Iyer');
    expect((await t.call('UPDATE_PROFILE', { ...profile, UserID: aId })).status).toBe(401);

    expect((await t.call('LOGOUT', {}, { Token: a.body.token })).status).toBe(200);
    expect((await t.call('UPDATE_PROFILE', { ...profile, UserID: aId }, { Token: a.body.token })).status).toBe(401);

    await t.db.query('UPDATE sessions SET expires_at = now() - interval \'1 minute\' WHERE user_id = $1', [bId]);
    expect((await t.call('UPDATE_PROFILE', { ...profile, UserID: bId }, { Token: b.body.token })).status).toBe(401);
  });
});

describe('password reset', () => {
  const otpFromOutbox = async (email: string) => {
    const rows = await t.db.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'otp' ORDER BY id DESC LIMIT 1", [email]);
    return /\b(\d{6})\b/.exec(rows[0]!.text_body)![1]!;
  };

  it('resets a password with the OTP from the mail, and revokes old sessions', async () => {
    await t.call('SIGNUP_USER', signupFields('reset@example.test'), fromNewIp());
    const before = await login('reset@example.test');
    const sent = await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'reset@example.test' }, fromNewIp());
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Sent Successfully');
    const otp = await otpFromOutbox('reset@example.test');
    const stored = await t.db.query<{ code_hash: string }>("SELECT code_hash FROM password_otps WHERE email = 'reset@example.test'");
    expect(stored[0]!.code_hash).not.toContain(otp);

    const mismatch = await t.call('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'reset@example.test', Otp: otp, Password: 'newpass1', ConfirmPassword: 'newpass2' }, fromNewIp());
    expect(mismatch.body.errorMessage).toBe('Password does not match!');
    const done = await t.call('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'reset@example.test', Otp: otp, Password: 'newpass1', ConfirmPassword: 'newpass1' }, fromNewIp());
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Password reset successfully');
    expect((await login('reset@example.test', 'newpass1')).status).toBe(200);
    expect((await t.call('LOGOUT', {}, { Token: before.body.token })).status).toBe(401);
    const again = await t.call('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'reset@example.test', Otp: otp, Password: 'newpass9', ConfirmPassword: 'newpass9' }, fromNewIp());
    expect(again.status).toBe(400);
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const r = await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'ghost@example.test' }, fromNewIp());
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Sent Successfully');
    expect(await t.db.query("SELECT 1 FROM mail_outbox WHERE to_address = 'ghost@example.test'")).toEqual([]);
  });

  it('refuses an expired OTP and stops after 5 wrong tries', async () => {
    await t.call('SIGNUP_USER', signupFields('tries@example.test'), fromNewIp());
    await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'tries@example.test' }, fromNewIp());
    const otp = await otpFromOutbox('tries@example.test');
    const attempt = (code: string) =>
      t.call('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'tries@example.test', Otp: code, Password: 'newpass1', ConfirmPassword: 'newpass1' }, fromNewIp());
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).body.errorMessage).toBe('Invalid OTP.');
    expect((await attempt(otp)).body.errorMessage).toBe('Too many wrong attempts. Please request a new OTP.');

    await t.db.query("UPDATE password_otps SET tries = 0, expires_at = now() - interval '1 minute' WHERE email = 'tries@example.test'");
    expect((await attempt(otp)).body.errorMessage).toBe('OTP has expired. Please request a new one.');
  });

  it('never refuses a code request for the email: one within a minute of the last mail mails nothing new', async () => {
    await t.call('SIGNUP_USER', signupFields('otp-limit@example.test'), fromNewIp());
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'otp-limit@example.test' }, fromNewIp())).status);
    expect(statuses).toEqual([200, 200, 200]);
    const mails = await t.db.query("SELECT 1 FROM mail_outbox WHERE to_address = 'otp-limit@example.test' AND kind = 'otp'");
    expect(mails).toHaveLength(1);
  });
});

describe('the seller request', () => {
  const seller = { FirstName: 'Dev', LastName: 'Patel', EmailAddress: 'dev@crafts.example', Password: 'sellerpass', MobileNo: '', AddressLineOne: '7 Market Lane', CityId: -999, StateProvinceId: -999, PostalCode: '', CountryID: 0 };

  it('stores a request with a hashed password, once per email', async () => {
    const missingCountry = await t.call('CREATE_VENDOR_REQUEST', seller, fromNewIp());
    expect(missingCountry.body.errorMessage).toBe('Country is required');
    const ok = await t.call('CREATE_VENDOR_REQUEST', { ...seller, CountryID: india }, fromNewIp());
    expect(ok.data).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    const row = (await t.db.query<{ password_hash: string; status: string }>("SELECT password_hash, status FROM seller_requests WHERE email = 'dev@crafts.example'"))[0]!;
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.status).toBe('pending');
    const dup = await t.call('CREATE_VENDOR_REQUEST', { ...seller, CountryID: india }, fromNewIp());
    expect(dup.status).toBe(409);
    expect(dup.body.errorMessage).toBe('Email already exists!');
  });

  it('hashes a password one way (EN_UR_DROW_PASS_RNDOM)', async () => {
    const r = await t.call<{ Password: string }>('EN_UR_DROW_PASS_RNDOM', { Password: 'sellerpass' }, fromNewIp());
    expect(r.data.Password).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(r.data.Password).not.toContain('sellerpass');
  });
});
