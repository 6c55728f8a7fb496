// The login keeps the server's device token per email and sends it back on that email's
// next login only (docs/decisions/0004-device-cookies-and-reset-codes.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/session.ts';
import { changePassword, logIn } from './account-api.ts';
import { deviceTokenFor, keepDeviceToken } from './device-tokens.ts';

interface Sent { fields: Record<string, unknown> }

/** A server that answers each login from a list and records the fields sent. */
function stubLogin(...answers: Array<{ status: number; row?: Record<string, unknown>; token?: string }>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const body = JSON.parse(await req.text()) as { requestParameters: Record<string, unknown> };
    sent.push({ fields: body.requestParameters });
    const a = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    const ok = a.status === 200;
    return new Response(JSON.stringify({
      statusCode: a.status, statusMessage: ok ? 'Ok' : 'Unauthorized', message: '', isAuthorized: ok, token: a.token ?? '',
      errorMessage: ok ? '' : 'Incorrect email or password!', ...(ok ? {} : { errorCode: 'INVALID_LOGIN' }),
      data: JSON.stringify(a.row ? [a.row] : []),
    }), { status: a.status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const row = (UserID: number, EmailAddress: string, DeviceToken?: string) => ({
  UserID, FirstName: 'Asha', LastName: 'Rao', EmailAddress, MobileNo: '', AddressLineOne: '', CityID: null, CityName: null,
  StateProvinceID: null, StateName: null, CountryID: null, CountryName: null, PostalCode: '', ResponseMsg: 'Login Successfully',
  ...(DeviceToken ? { DeviceToken } : {}),
});

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => {
  localStorage.clear();
  clearSession();
});

describe('the device token of a login', () => {
  it('is kept after a successful login and sent on the next login with that email, whatever its case', async () => {
    const server = stubLogin(
      { status: 200, row: row(7, 'asha@example.in', 'd1.7.first'), token: 'session-1' },
      { status: 200, row: row(7, 'asha@example.in', 'd1.7.second'), token: 'session-2' },
      { status: 200, row: row(7, 'asha@example.in', 'd1.7.third'), token: 'session-3' },
    );
    expect((await logIn('asha@example.in', 'secret123', 'en', { fetch: server.fetch })).ok).toBe(true);
    expect(server.sent[0]!.fields).not.toHaveProperty('DeviceToken');
    expect(deviceTokenFor('asha@example.in')).toBe('d1.7.first');
    // Not part of the stored user (the original app's `user` key and persist:root).
    expect(localStorage.getItem('user')).not.toContain('DeviceToken');
    expect(localStorage.getItem('persist:root')).not.toContain('d1.7.first');
    expect(localStorage.getItem('Token')).toBe('session-1');

    clearSession(); // logging out keeps the device token
    await logIn(' ASHA@Example.in ', 'secret123', 'en', { fetch: server.fetch });
    expect(server.sent[1]!.fields.DeviceToken).toBe('d1.7.first');
    // The newest token replaces the older one.
    await logIn('asha@example.in', 'secret123', 'en', { fetch: server.fetch });
    expect(server.sent[2]!.fields.DeviceToken).toBe('d1.7.second');
    expect(deviceTokenFor('asha@example.in')).toBe('d1.7.third');
  });

  it("is never sent with another email's login, and each shopper of a shared device keeps their own", async () => {
    keepDeviceToken('asha@example.in', 'd1.7.asha');
    const server = stubLogin({ status: 200, row: row(8, 'ravi@example.in', 'd1.8.ravi'), token: 'session-r' });
    await logIn('ravi@example.in', 'ravi-pass', 'en', { fetch: server.fetch });
    expect(server.sent[0]!.fields).not.toHaveProperty('DeviceToken');
    expect(deviceTokenFor('ravi@example.in')).toBe('d1.8.ravi');
    expect(deviceTokenFor('asha@example.in')).toBe('d1.7.asha');
  });

  it('a failed login sends the token and keeps it unchanged', async () => {
    keepDeviceToken('asha@example.in', 'd1.7.asha');
    const server = stubLogin({ status: 401 });
    const outcome = await logIn('asha@example.in', 'wrong-pass', 'en', { fetch: server.fetch });
    expect(outcome.ok).toBe(false);
    expect(server.sent[0]!.fields.DeviceToken).toBe('d1.7.asha');
    expect(deviceTokenFor('asha@example.in')).toBe('d1.7.asha');
  });

  it('a server that sends no token (an older one) changes nothing, and a login still succeeds', async () => {
    keepDeviceToken('asha@example.in', 'd1.7.asha');
    const server = stubLogin({ status: 200, row: row(7, 'asha@example.in'), token: 'session-1' });
    expect((await logIn('asha@example.in', 'secret123', 'en', { fetch: server.fetch })).ok).toBe(true);
    expect(deviceTokenFor('asha@example.in')).toBe('d1.7.asha');
  });

  it('a password reset by mail makes this a known device for that email', async () => {
    const server = stubLogin({ status: 200, row: { DeviceToken: 'd1.7.reset' } });
    const r = await changePassword({ Email: ' Asha@Example.in', Otp: '123456', Password: 'newpass1', ConfirmPassword: 'newpass1' }, 'en', { fetch: server.fetch });
    expect(r.kind).toBe('ok');
    expect(deviceTokenFor('asha@example.in')).toBe('d1.7.reset');
    const failed = stubLogin({ status: 401 });
    await changePassword({ Email: 'asha@example.in', Otp: '000000', Password: 'newpass1', ConfirmPassword: 'newpass1' }, 'en', { fetch: failed.fetch });
    expect(deviceTokenFor('asha@example.in')).toBe('d1.7.reset');
  });

  it('remembers the five shoppers who logged in last, and ignores a damaged store', () => {
    for (let i = 1; i <= 6; i++) keepDeviceToken(`s${i}@example.in`, `d1.${i}.t`);
    expect(deviceTokenFor('s1@example.in')).toBeUndefined();
    for (let i = 2; i <= 6; i++) expect(deviceTokenFor(`s${i}@example.in`)).toBe(`d1.${i}.t`);
    localStorage.setItem('tohfa:deviceTokens', '{not json');
    expect(deviceTokenFor('s6@example.in')).toBeUndefined();
    keepDeviceToken('s6@example.in', 'd1.6.u');
    expect(deviceTokenFor('s6@example.in')).toBe('d1.6.u');
    keepDeviceToken('s7@example.in', 'x'.repeat(500));
    expect(deviceTokenFor('s7@example.in')).toBeUndefined();
  });
});
