import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, callPath, type CallName } from '../../contract/calls.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('the call envelope', () => {
  it('answers a call with the Result body and data as a JSON string', async () => {
    const res = await t.app.inject({ method: 'POST', url: callPath('GET_WEBSITE_LOGO'), payload: { requestParameters: { recordValueJson: '[]' } } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, statusMessage: 'Ok', message: '', errorMessage: '', isAuthorized: false, token: '' });
    expect(typeof body.data).toBe('string');
    expect(Array.isArray(JSON.parse(body.data))).toBe(true);
  });

  it('refuses a body without requestParameters with a 400 and a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: callPath('GET_WEBSITE_LOGO'), payload: { other: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'BAD_REQUEST', errorMessage: 'requestParameters is required' });
  });

  it('refuses malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST', url: callPath('GET_WEBSITE_LOGO'), payload: '{"requestParameters": ', headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errorMessage: 'The request body is not valid JSON.' });
  });

  it('answers an unknown call with a 404 JSON envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dynamic/dataoperation/no-such-call', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
  });

  it('refuses a body over the size limit with a 413 envelope', async () => {
    const big = 'x'.repeat(t.config.bodyLimit + 10);
    const res = await t.app.inject({ method: 'POST', url: callPath('GET_WEBSITE_LOGO'), payload: { requestParameters: { big } } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a non-numeric id with the field named', async () => {
    const r = await t.call('GET_STATES_PROVINCES_LIST', { CountryId: "1' OR '1'='1" });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('Country must be a number');
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the OpenAPI document (/api/openapi.json)', () => {
  it('names every call with the fields the checker runs, from the one declaration, beside the admin API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const callPaths = (Object.keys(CALLS) as CallName[]).map((name) => callPath(name));
    expect(callPaths).toHaveLength(39);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(callPaths));
    expect(Object.keys(doc.paths)).toContain('/admin/api/orders/{id}/status');
    const login = doc.paths[callPath('GET_USER_LOGIN')].post.requestBody.content['application/json'].schema.properties.requestParameters;
    expect(login.required).toEqual(['Email', 'Password']);
    expect(login.properties.Password).toMatchObject({ type: 'string', title: 'Password', minLength: 6, maxLength: 150 });
    expect(JSON.stringify(doc)).not.toContain('~optional');
  });
});
