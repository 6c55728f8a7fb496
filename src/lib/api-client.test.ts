// The typed API client against a stubbed fetch handed to ky: what goes out (envelope,
// headers, Idempotency-Key) and what comes back (results, never throws; data parsed once).
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { callApi, queryApi, ApiError, type ApiResult } from './api-client.ts';
import type { Size } from '../../contract/models.ts';

const CONTACT = { FullName: 'Asha', Email: 'asha@shop.example', PhoneNumber: '0300', Subject: 'Hello', Message: 'Where is my order?' };
const SIGNUP = { FirstName: 'Asha', LastName: 'K', EmailAddress: 'asha@shop.example', Password: 'secret1', CountryID: 1, AddressLineOne: '1 Mall Road' };
import { clearSession, saveLogin, type SessionUser } from './session.ts';
import { resetBootAnswers } from './boot-answers.ts';
import { BOOT_ANSWERS_ID, answerKey } from '../../contract/first-screen.ts';

interface Sent { url: string; method: string; headers: Headers; body: unknown }

/** A fetch that answers from a list (the last answer repeats) and records each request. */
function stubFetch(...answers: Array<() => Response | Promise<Response>>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    sent.push({ url: req.url, method: req.method, headers: req.headers, body: JSON.parse(await req.text()) });
    return answers[Math.min(sent.length - 1, answers.length - 1)]!();
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({
  statusCode: 200, statusMessage: 'Ok', message: '', errorMessage: '', isAuthorized: false, token: '', data: JSON.stringify(data), ...extra,
});

const user: SessionUser = { UserID: 7, FirstName: 'Asha', LastName: 'Rao' } as SessionUser;

beforeEach(() => clearSession());
afterEach(() => clearSession());

describe('the request', () => {
  it('is a JSON POST to the call path with requestParameters, recordValueJson and the language', async () => {
    const { fetch, sent } = stubFetch(json(200, envelope([])));
    await callApi('GET_All_PRODUCTS', { SearchTerm: 'mug', PageNo: 1 }, { lang: 'ar', fetch });
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe('/api/v1/dynamic/dataoperation/get-all-products');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
    expect(sent[0]!.body).toEqual({ requestParameters: { SearchTerm: 'mug', PageNo: 1, languageCode: 'ar', recordValueJson: '[]' } });
  });

  it('sends empty Token and UserID headers when logged out, and the stored ones when logged in', async () => {
    const { fetch, sent } = stubFetch(json(200, envelope([])));
    await callApi('GET_WEBSITE_LOGO', {}, { fetch });
    expect(sent[0]!.headers.get('Token')).toBe('');
    expect(sent[0]!.headers.get('UserID')).toBe('');
    saveLogin(user, 'tok-123');
    await callApi('GET_WEBSITE_LOGO', {}, { fetch });
    expect(sent[1]!.headers.get('Token')).toBe('tok-123');
    expect(sent[1]!.headers.get('UserID')).toBe('7');
  });

  it('puts an Idempotency-Key on writes only, a new one per submission unless given', async () => {
    const { fetch, sent } = stubFetch(json(200, envelope([{ ResponseMsg: 'Saved Successfully' }])));
    await callApi('GET_POPULAR_CATEGORIES', {}, { fetch });
    await callApi('INSERT_SUBSCRIBER', { SubscriberEmail: 'a@b.in' }, { fetch });
    await callApi('INSERT_SUBSCRIBER', { SubscriberEmail: 'a@b.in' }, { fetch });
    await callApi('INSERT_SUBSCRIBER', { SubscriberEmail: 'a@b.in' }, { fetch, idempotencyKey: 'key-1' });
    expect(sent[0]!.headers.has('Idempotency-Key')).toBe(false);
    const [a, b, c] = sent.slice(1).map((s) => s.headers.get('Idempotency-Key'));
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    expect(c).toBe('key-1');
  });

  it('retries a write the server could not answer with the same Idempotency-Key', async () => {
    const { fetch, sent } = stubFetch(
      json(503, { statusCode: 503, errorCode: 'SERVER_ERROR', data: '' }),
      () => { throw new TypeError('Failed to fetch'); },
      json(200, envelope([{ ResponseMsg: 'Saved Successfully' }])),
    );
    const r = await callApi('CONTACT_US', CONTACT, { fetch });
    expect(r.kind).toBe('ok');
    expect(sent).toHaveLength(3);
    const keys = new Set(sent.map((s) => s.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the answer', () => {
  it('parses data exactly once: nested arrays stay arrays, JSON-looking text stays text', async () => {
    const rows = [{ ProductId: 1, ProductImagesJson: [{ AttachmentURL: '/media/a.svg' }], ShortDescription: '["not parsed again"]' }];
    const { fetch } = stubFetch(json(200, envelope(rows, { message: 'ok' })));
    const r = await callApi('GET_POPULAR_PRODUCTS_LIST', {}, { fetch });
    expect(r).toEqual({ kind: 'ok', data: rows, message: 'ok', token: '' });
  });

  it('returns the login token', async () => {
    const { fetch } = stubFetch(json(200, envelope([{ UserID: 7, ResponseMsg: 'Login Successfully' }], { token: 't-9' })));
    const r = await callApi('GET_USER_LOGIN', { Email: 'a@b.in', Password: 'secret1' }, { fetch });
    expect(r.kind === 'ok' && r.token).toBe('t-9');
  });

  it('returns a failure with its code, params and rows instead of throwing', async () => {
    const { fetch } = stubFetch(json(409, {
      statusCode: 409, statusMessage: 'Conflict', message: '', errorMessage: 'Email already exists!', isAuthorized: false, token: '',
      data: JSON.stringify([{ ResponseMsg: 'Email already exists!' }]), errorCode: 'EMAIL_EXISTS', errorParams: {},
    }));
    const r = await callApi('SIGNUP_USER', SIGNUP, { fetch });
    expect(r).toEqual({ kind: 'error', status: 409, code: 'EMAIL_EXISTS', message: 'Email already exists!', params: {}, data: [{ ResponseMsg: 'Email already exists!' }] });
  });

  it('returns a field failure with its params', async () => {
    const { fetch } = stubFetch(json(400, { statusCode: 400, errorMessage: 'Email is required', errorCode: 'REQUIRED', errorParams: { field: 'Email' }, data: '' }));
    const r = await callApi('CONTACT_US', CONTACT, { fetch });
    expect(r).toMatchObject({ kind: 'error', status: 400, code: 'REQUIRED', params: { field: 'Email' }, message: 'Email is required' });
  });

  it('returns a soft failure on a 200 that carries an errorCode', async () => {
    const { fetch } = stubFetch(json(200, envelope({ DiscountValueAfterCouponAppliedWithQuantity: 0 }, { errorCode: 'INVALID_COUPON' })));
    const r = await callApi('GET_COUPON_CODE_DISCOUNT', { CouponCode: 'NOPE', cartJsonData: '[]' }, { fetch });
    expect(r).toMatchObject({ kind: 'error', status: 200, code: 'INVALID_COUPON' });
  });

  it('returns a network failure, after retrying, as a result', async () => {
    const { fetch, sent } = stubFetch(() => { throw new TypeError('Failed to fetch'); });
    const r = await callApi('GET_HOME_SCREEN_BANNER', {}, { fetch });
    expect(r).toMatchObject({ kind: 'error', status: 0, code: 'NETWORK' });
    expect(sent).toHaveLength(3);
  });

  it('returns a server error that stays an error after its retries, with the server body', async () => {
    const { fetch, sent } = stubFetch(json(500, { statusCode: 500, errorMessage: 'boom', errorCode: 'SERVER_ERROR', data: '' }));
    const r = await callApi('GET_HOME_SCREEN_BANNER', {}, { fetch });
    expect(r).toMatchObject({ kind: 'error', status: 500, code: 'SERVER_ERROR', message: 'boom' });
    expect(sent).toHaveLength(3);
  });

  it('returns a body that is not JSON as a server error', async () => {
    const { fetch } = stubFetch(() => new Response('<html>proxy error</html>', { status: 404 }));
    expect(await callApi('GET_HOME_SCREEN_BANNER', {}, { fetch })).toMatchObject({ kind: 'error', status: 404, code: 'SERVER_ERROR' });
  });

  it("returns the service worker's 202 for a post queued offline as queued", async () => {
    const { fetch } = stubFetch(json(202, { statusCode: 202, queued: true }));
    expect(await callApi('CONTACT_US', CONTACT, { fetch })).toEqual({ kind: 'queued' });
  });
});

describe('queryApi', () => {
  it('gives the data of an ok answer and throws an ApiError for React Query otherwise', async () => {
    const real = globalThis.fetch;
    try {
      globalThis.fetch = stubFetch(json(200, envelope([{ CategoryID: 1 }]))).fetch;
      expect(await queryApi('GET_POPULAR_CATEGORIES', {}, 'en')).toEqual([{ CategoryID: 1 }]);
      globalThis.fetch = stubFetch(json(404, { statusCode: 404, errorCode: 'NOT_FOUND', data: '' })).fetch;
      await expect(queryApi('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: 99 }, 'en')).rejects.toBeInstanceOf(ApiError);
    } finally {
      globalThis.fetch = real;
    }
  });
});

describe('answers that came with the page (first screen)', () => {
  afterEach(() => resetBootAnswers());

  it('a read the page came with is answered without the network, once; then the server is asked', async () => {
    resetBootAnswers(); // earlier calls read the page's (empty) answers already
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = BOOT_ANSWERS_ID;
    el.textContent = JSON.stringify([{ key: answerKey('GET_HOME_SCREEN_BANNER', 'en', {}), data: [{ BannerId: 1 }] }]);
    document.body.append(el);
    const { fetch, sent } = stubFetch(json(200, envelope([{ BannerId: 2 }])));
    expect(await callApi('GET_HOME_SCREEN_BANNER', {}, { lang: 'en', fetch })).toMatchObject({ kind: 'ok', data: [{ BannerId: 1 }] });
    expect(sent).toHaveLength(0);
    expect(await callApi('GET_HOME_SCREEN_BANNER', {}, { lang: 'en', fetch })).toMatchObject({ kind: 'ok', data: [{ BannerId: 2 }] });
    expect(sent).toHaveLength(1);
  });
});

describe('the types, from the contract (checked by tsc)', () => {
  it('gives each call its own payload and answer, with no cast at the call site', () => {
    const { fetch } = stubFetch(json(200, envelope([])));
    const sizes = () => callApi('GET_SIZE_LIST', { PageNo: 1 }, { fetch });
    expectTypeOf(sizes).returns.resolves.toEqualTypeOf<ApiResult<Size[]>>();
    expectTypeOf(queryApi<'GET_SIZE_LIST'>).returns.resolves.toEqualTypeOf<Size[]>();
    // @ts-expect-error another call's field: the contract has no CouponCode for the newsletter
    void (() => callApi('INSERT_SUBSCRIBER', { SubscriberEmail: 'a@shop.example', CouponCode: 'GIFT10' }, { fetch }));
    // @ts-expect-error a field of the wrong type
    void (() => callApi('GET_SIZE_LIST', { PageNo: [1] }, { fetch }));
    expect(typeof sizes).toBe('function');
  });
});
