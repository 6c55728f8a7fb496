// What account-calls.test.ts leaves out: every per-IP and per-email rate limit, what the
// logs may and may not say, stored text cleaning, location checks, the full login row,
// a code asked for again beside the earlier one, and the seller request's password handling.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath, type CallName } from '../../../contract/calls.ts';
import { requestBody, type ResultEnvelope } from '../../../contract/envelope.ts';
import type { LoginRow } from '../../../contract/models.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { registerCall } from '../../http/call-route.ts';
import { verifyPassword } from '../../auth/password.ts';
import { createServices } from '../../services.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../test-support/test-app.ts';
import { accountCalls } from './account-calls.ts';
import { passwordResetCalls } from './password-reset-calls.ts';

const LIMITS = { login: 3, otp: 2, forms: 5 };
let t: TestApp;
let india = 0;
let maharashtra = 0;
let mumbai = 0;
let pune = 0;
let uaeState = 0;
let ipCounter = 0;
const newIp = () => `10.2.0.${++ipCounter}`;
const fromNewIp = () => ({ 'x-forwarded-for': newIp() });

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: LIMITS } });
  const loc = (await t.db.query<{ c: number; s: number; m: number; p: number }>(
    `SELECT co.id AS c, st.id AS s, m.id AS m, p.id AS p FROM countries co JOIN states st ON st.country_id = co.id
     JOIN cities m ON m.state_id = st.id AND m.name = 'Mumbai' JOIN cities p ON p.state_id = st.id AND p.name = 'Pune'
     WHERE co.name = 'India' AND st.name = 'Maharashtra'`,
  ))[0]!;
  [india, maharashtra, mumbai, pune] = [loc.c, loc.s, loc.m, loc.p];
  uaeState = (await t.db.query<{ id: number }>(
    "SELECT st.id FROM states st JOIN countries co ON co.id = st.country_id WHERE co.name <> 'India' ORDER BY st.id LIMIT 1",
  ))[0]!.id;
});
afterAll(async () => t.close());

const signupFields = (email: string) => ({
  FirstName: 'Nisha', LastName: 'Menon', EmailAddress: email, Password: 'secret123', MobileNo: '9822222222',
  AddressLineOne: '3 Lake Road', CityId: mumbai, StateProvinceId: maharashtra, PostalCode: '400050', CountryID: india,
});
const signup = (email: string, headers: Record<string, string> = fromNewIp()) => t.call('SIGNUP_USER', signupFields(email), headers);

describe('rate limits', () => {
  it('sign-up: the sixth from one IP within a minute is a 429 with Retry-After; another IP is not affected', async () => {
    const headers = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signup(`limit-${i}@example.test`, headers)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await signup('limit-9@example.test', headers);
    expect(refused.body.errorCode).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.query("SELECT 1 FROM users WHERE email = 'limit-9@example.test'")).toEqual([]);
    expect((await signup('limit-9@example.test')).status).toBe(200);
  });

  it('log-in per IP: the fourth attempt from one IP is a 429, even with the right password', async () => {
    await signup('ip-limit@example.test');
    const headers = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.call('GET_USER_LOGIN', { Email: `other-${i}@example.test`, Password: 'whatever1' }, headers)).status);
    statuses.push((await t.call('GET_USER_LOGIN', { Email: 'ip-limit@example.test', Password: 'secret123' }, headers)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await t.call('GET_USER_LOGIN', { Email: 'ip-limit@example.test', Password: 'secret123' }, fromNewIp())).status).toBe(200);
  });

  it('log-in per email counts every case of the address together', async () => {
    await signup('case-limit@example.test');
    const emails = ['case-limit@example.test', 'CASE-LIMIT@example.test', 'Case-Limit@Example.Test', 'case-limit@EXAMPLE.test'];
    const statuses: number[] = [];
    for (const Email of emails) statuses.push((await t.call('GET_USER_LOGIN', { Email, Password: 'wrong-pass' }, fromNewIp())).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('OTP sending per IP: 4 times the per-email limit (8) from one IP, whatever the emails', async () => {
    const headers = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: `nobody-${i}@example.test` }, headers)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('OTP checking is limited per IP', async () => {
    const headers = fromNewIp();
    const attempt = () => t.call('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'nobody@example.test', Otp: '123456', Password: 'newpass1', ConfirmPassword: 'newpass1' }, headers);
    let status = 0;
    let tries = 0;
    while (tries < 40 && (status = (await attempt()).status) === 400) tries++;
    expect(status).toBe(429);
    expect(tries).toBeGreaterThanOrEqual(5); // at least the OTP's own 5 tries are reachable
    expect((await attempt()).body.errorCode).toBe('RATE_LIMITED');
  });

  it('the password-hashing call and the seller request are limited per IP', async () => {
    const headers = fromNewIp();
    const hashStatuses: number[] = [];
    for (let i = 0; i < 6; i++) hashStatuses.push((await t.call('EN_UR_DROW_PASS_RNDOM', { Password: 'sellerpass' }, headers)).status);
    expect(hashStatuses).toEqual([200, 200, 200, 200, 200, 429]);

    const sellerHeaders = fromNewIp();
    const sellerStatuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      sellerStatuses.push((await t.call('CREATE_VENDOR_REQUEST', { EmailAddress: `seller-${i}@example.test`, Password: 'sellerpass', AddressLineOne: '1 Bazaar', CountryID: india }, sellerHeaders)).status);
    }
    expect(sellerStatuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('what is stored', () => {
  it('trims text and drops control characters (tab too) but keeps line breaks; markup is stored and answered verbatim', async () => {
    const xss = '<script>alert("x")</script>';
    const r = await t.call('SIGNUP_USER', {
      ...signupFields('  clean@example.test '), FirstName: ' \u0007Nisha\u001b ', LastName: xss, AddressLineOne: '  Flat 2\n\tHill Road\u007f  ',
    }, fromNewIp());
    expect(r.status).toBe(200);
    const row = (await t.db.query<{ first_name: string; last_name: string; address_line_one: string; email: string }>(
      "SELECT first_name, last_name, address_line_one, email FROM users WHERE lower(email) = 'clean@example.test'",
    ))[0]!;
    expect(row).toEqual({ first_name: 'Nisha', last_name: xss, address_line_one: 'Flat 2\nHill Road', email: 'clean@example.test' });
    const login = await t.call<LoginRow[]>('GET_USER_LOGIN', { Email: 'clean@example.test', Password: 'secret123' }, fromNewIp());
    expect(login.data[0]!.LastName).toBe(xss);
  });

  it('the login row carries the whole profile, with location names', async () => {
    const r = await t.call<LoginRow[]>('GET_USER_LOGIN', { Email: 'demo@shop.example', Password: 'demo12345' }, fromNewIp());
    expect(r.status).toBe(200);
    const row = r.data[0]!;
    expect(Object.keys(row).sort()).toEqual([
      'AddressLineOne', 'CityID', 'CityName', 'CountryID', 'CountryName', 'DeviceToken', 'EmailAddress', 'FirstName', 'LastName', 'MobileNo',
      'PostalCode', 'ResponseMsg', 'StateName', 'StateProvinceID', 'UserID',
    ]);
    const stored = (await t.db.query<{ id: number; city: string; state: string; country: string }>(
      `SELECT u.id, ci.name AS city, st.name AS state, co.name AS country FROM users u JOIN cities ci ON ci.id = u.city_id
       JOIN states st ON st.id = u.state_id JOIN countries co ON co.id = u.country_id WHERE u.email = 'demo@shop.example'`,
    ))[0]!;
    expect(row).toMatchObject({ UserID: stored.id, CityName: stored.city, StateName: stored.state, CountryName: stored.country, ResponseMsg: 'Login Successfully' });
    expect(r.body.isAuthorized).toBe(true);
    expect(JSON.stringify(r.body)).not.toContain('scrypt');
  });
});

describe('location checks', () => {
  it('refuses ids that do not exist or do not belong together, and accepts none chosen', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ CountryID: 99999 }, 'Please choose a country from the list.'],
      [{ StateProvinceId: uaeState, CityId: -999 }, 'Please choose a state of the chosen country.'],
      [{ StateProvinceId: 99999, CityId: -999 }, 'Please choose a state of the chosen country.'],
      [{ CityId: 99999 }, 'Please choose a city of the chosen state.'],
    ];
    for (const [patch, message] of cases) {
      const r = await t.call('SIGNUP_USER', { ...signupFields('where@example.test'), ...patch }, fromNewIp());
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe(message);
    }
    expect(await t.db.query("SELECT 1 FROM users WHERE email = 'where@example.test'")).toEqual([]);

    const none = await t.call('SIGNUP_USER', { ...signupFields('where@example.test'), StateProvinceId: -999, CityId: '' }, fromNewIp());
    expect(none.status).toBe(200);
    const row = (await t.db.query<{ state_id: number | null; city_id: number | null }>("SELECT state_id, city_id FROM users WHERE email = 'where@example.test'"))[0]!;
    expect(row).toEqual({ state_id: null, city_id: null });
  });

  it('a profile update moves the user to another city of the state, and refuses a foreign state without saving', async () => {
    await signup('mover@example.test');
    const login = await t.call<LoginRow[]>('GET_USER_LOGIN', { Email: 'mover@example.test', Password: 'secret123' }, fromNewIp());
    const headers = { Token: login.body.token };
    const profile = { UserID: login.data[0]!.UserID, FirstName: 'Nisha', LastName: 'Menon', MobileNo: '', AddressLineOne: '9 Camp', PostalCode: '411001' };
    const moved = await t.call<LoginRow[]>('UPDATE_PROFILE', { ...profile, StateProvinceId: maharashtra, CityId: pune }, headers);
    expect(moved.data[0]).toMatchObject({ CityID: pune, CityName: 'Pune', StateName: 'Maharashtra', CountryName: 'India', AddressLineOne: '9 Camp', ResponseMsg: 'Saved Successfully' });
    const foreign = await t.call('UPDATE_PROFILE', { ...profile, AddressLineOne: 'Elsewhere', StateProvinceId: uaeState, CityId: -999 }, headers);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errorMessage).toBe('Please choose a state of the chosen country.');
    const missing = await t.call('UPDATE_PROFILE', { ...profile, FirstName: '  ' }, headers);
    expect(missing.body.errorMessage).toBe('First Name is required');
    const stored = (await t.db.query<{ address_line_one: string; city_id: number }>("SELECT address_line_one, city_id FROM users WHERE email = 'mover@example.test'"))[0]!;
    expect(stored).toEqual({ address_line_one: '9 Camp', city_id: pune });
  });
});

describe('password reset details', () => {
  const otpMails = (email: string) =>
    t.db.query<{ subject: string; text_body: string }>("SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'otp' ORDER BY id", [email]);
  const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

  it('answers the same body for an email with and without an account', async () => {
    await signup('known@example.test');
    const known = await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'known@example.test' }, fromNewIp());
    const unknown = await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'unknown@example.test' }, fromNewIp());
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const mails = await otpMails('known@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Tohfa password reset code');
  });

  it('mails the code to the address as written at sign-up, whatever case the request uses', async () => {
    await signup('Mixed.Case@Example.test');
    const r = await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: ' mixed.case@EXAMPLE.test ' }, fromNewIp());
    expect(r.body.message).toBe('Sent Successfully');
    expect(await otpMails('Mixed.Case@Example.test')).toHaveLength(1);
  });

  it('refuses an OTP or email of control characters only with the field message', async () => {
    const r = await t.call('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'known@example.test', Otp: '\u0001\u0002\u0003\u0004\u0005', Password: 'newpass1', ConfirmPassword: 'newpass1' }, fromNewIp());
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('OTP is required');
  });

  it('a code asked for again a minute later is a new one, and either works, whatever the case of the email', async () => {
    await signup('twice@example.test');
    await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'twice@example.test' }, fromNewIp());
    // What a minute's wait does: the first mail is no longer "moments ago".
    await t.db.query("UPDATE password_otps SET created_at = created_at - interval '61 seconds' WHERE email = 'twice@example.test'");
    await t.call('VALIDATE_EMAIL_SEND_OTP', { Email: 'TWICE@example.test' }, fromNewIp());
    const mailed = (await otpMails('twice@example.test')).map((m) => codeOf(m.text_body));
    expect(mailed).toHaveLength(2);
    const attempt = (Otp: string) => t.call('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'Twice@Example.test', Otp, Password: 'fresh-pass', ConfirmPassword: 'fresh-pass' }, fromNewIp());
    const ok = await attempt(mailed[0]!);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password reset successfully');
    expect((await t.call('GET_USER_LOGIN', { Email: 'twice@example.test', Password: 'secret123' }, fromNewIp())).status).toBe(401);
    expect((await t.call('GET_USER_LOGIN', { Email: 'twice@example.test', Password: 'fresh-pass' }, fromNewIp())).status).toBe(200);
    // The reset spent the other code too.
    expect((await attempt(mailed[1]!)).body.errorMessage).toBe('Invalid OTP.');
  });
});

describe('the seller request password', () => {
  it('hashes a plain password, and stores a value from EN_UR_DROW_PASS_RNDOM as it is', async () => {
    const base = { FirstName: 'Ravi', LastName: 'Das', MobileNo: '', AddressLineOne: '4 Craft Street', CityId: -999, StateProvinceId: -999, PostalCode: '', CountryID: india };
    await t.call('CREATE_VENDOR_REQUEST', { ...base, EmailAddress: 'plain@crafts.example', Password: 'plain-pass' }, fromNewIp());
    const hashed = await t.call<{ Password: string }>('EN_UR_DROW_PASS_RNDOM', { Password: 'pre-hashed' }, fromNewIp());
    await t.call('CREATE_VENDOR_REQUEST', { ...base, EmailAddress: 'hashed@crafts.example', Password: hashed.data.Password }, fromNewIp());
    const rows = await t.db.query<{ email: string; password_hash: string }>(
      "SELECT email, password_hash FROM seller_requests WHERE email IN ('plain@crafts.example', 'hashed@crafts.example') ORDER BY email",
    );
    expect(rows.map((r) => r.email)).toEqual(['hashed@crafts.example', 'plain@crafts.example']);
    expect(rows[0]!.password_hash).toBe(hashed.data.Password);
    expect(await verifyPassword('pre-hashed', rows[0]!.password_hash)).toBe(true);
    expect(rows[1]!.password_hash).not.toContain('plain-pass');
    expect(await verifyPassword('plain-pass', rows[1]!.password_hash)).toBe(true);
  });

  it('hashes a scrypt-looking value with other parameters instead of storing it (no weak or memory-hungry hash)', async () => {
    const base = { FirstName: 'Ravi', LastName: 'Das', AddressLineOne: '4 Craft Street', CountryID: india };
    const weak = 'scrypt$2$1$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==';
    const r = await t.call('CREATE_VENDOR_REQUEST', { ...base, EmailAddress: 'weak@crafts.example', Password: weak }, fromNewIp());
    expect(r.status).toBe(200);
    const stored = (await t.db.query<{ password_hash: string }>("SELECT password_hash FROM seller_requests WHERE email = 'weak@crafts.example'"))[0]!;
    expect(stored.password_hash).not.toBe(weak);
    expect(stored.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(weak, stored.password_hash)).toBe(true);
  });
});

describe('logs', () => {
  // The test app runs without a logger, so these calls get an app of their own whose log
  // lines are kept, to check what an operator would read.
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase('seeded'));
    await migrate(db);
    await seedIfEmpty(db);
    const config = { ...loadConfig({}), rateLimits: { ...loadConfig({}).rateLimits, ...LIMITS } };
    app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } }, trustProxy: true });
    const deps = { db, config, services: createServices(db, config, 'test-download-secret') };
    for (const module of [...accountCalls, ...passwordResetCalls]) registerCall(app, module, deps);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await drop?.();
  });

  const post = async (name: CallName, fields: Record<string, unknown>, ip: string) => {
    const res = await app.inject({ method: 'POST', url: callPath(name), payload: requestBody(fields), headers: { 'x-forwarded-for': ip } });
    return { status: res.statusCode, body: res.json() as ResultEnvelope };
  };

  it('a login rate limit warns with the IP, and no line holds the password or the OTP', async () => {
    const ip = '10.9.9.9';
    const password = 'Very-Secret-Guess-42';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('GET_USER_LOGIN', { Email: 'demo@shop.example', Password: password }, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const parsed = lines.map((l) => JSON.parse(l) as { level: number; ip?: string; msg?: string });
    expect(parsed.some((l) => l.level === 40 && l.ip === ip)).toBe(true);

    await post('VALIDATE_EMAIL_SEND_OTP', { Email: 'demo@shop.example' }, '10.9.9.10');
    const mail = (await db.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE kind = 'otp' ORDER BY id DESC LIMIT 1"))[0]!;
    const code = /\b(\d{6})\b/.exec(mail.text_body)![1]!;
    const all = lines.join('');
    expect(all).not.toContain(password);
    expect(all).not.toContain('demo12345');
    expect(all).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });

  it('OTP guessing ends in a 429 that warns with the IP, and the session token of a login appears in no line', async () => {
    const ip = '10.9.9.20';
    const statuses: number[] = [];
    for (let i = 0; i < 40 && statuses.at(-1) !== 429; i++) {
      statuses.push((await post('VALIDATE_OTP_CHANGE_PASSWORD', { Email: 'demo@shop.example', Otp: String(100000 + i), Password: 'newpass1', ConfirmPassword: 'newpass1' }, ip)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    const warned = lines.map((l) => JSON.parse(l) as { level: number; ip?: string }).filter((l) => l.level === 40 && l.ip === ip);
    expect(warned.length).toBeGreaterThan(0);

    // An account of its own: the test before spent demo@shop.example's login allowance.
    expect((await post('SIGNUP_USER', signupFields('logs@example.test'), '10.9.9.22')).status).toBe(200);
    const login = await post('GET_USER_LOGIN', { Email: 'logs@example.test', Password: 'secret123' }, '10.9.9.21');
    expect(login.status).toBe(200);
    const token = (login.body as ResultEnvelope & { token: string }).token;
    expect(token.length).toBeGreaterThan(20);
    const res = await app.inject({ method: 'POST', url: callPath('LOGOUT'), payload: requestBody({}), headers: { 'x-forwarded-for': '10.9.9.21', Token: token, 'Idempotency-Key': 'log-check-logout' } });
    expect(res.statusCode).toBeLessThan(500);
    expect(lines.join('')).not.toContain(token);
  });
});
