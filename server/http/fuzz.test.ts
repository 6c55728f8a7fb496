// Bad input over every call of the contract: malformed envelopes, wrong types,
// oversized fields, unicode edge cases and injection strings. Zero 5xx; every answer is
// the JSON envelope with a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, callPath, type CallName } from '../../contract/calls.ts';
import { CALL_FIELDS } from '../../contract/call-fields.ts';
import { createSession } from '../auth/sessions.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Every field name the contract declares, plus the calls' other parameters (docs/rules.md R7).
const RULE_KEYS = Object.values(CALL_FIELDS).flatMap((schema) => Object.keys(schema.properties));
const OTHER_KEYS = [
  'ProductId', 'CategoryID', 'SizeID', 'ColorID', 'TagID', 'ManufacturerID', 'MinPrice', 'MaxPrice', 'Rating',
  'OrderByColumnName', 'PageNo', 'PageSize', 'SearchTerm', 'CampaignId', 'CountryId', 'StateProvinceId', 'OrderId',
  'UserId', 'UserID', 'entityId', 'languageCode', 'cartJsonData', 'CouponCode', 'PaymentMethod', 'OrderNote',
  'ReviewRating', 'TabName', 'paymentToken', 'payPalOrderConfirmJson', 'Otp',
];
const KEYS = [...new Set([...RULE_KEYS, ...OTHER_KEYS])];

const NASTY: unknown[] = [
  null, true, -1, 0, 1.5, 1e308, -2147483649, 2 ** 53 + 2, -0,
  '', ' ', 'x'.repeat(5000), "' OR '1'='1", '1; DROP TABLE products; --', '%_\\', '${7*7}', '{{7*7}}',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '\u202e\u0645\u0631\u062d\u0628\u0627', '\u200b\u200d',
  '😀🎁', 'ﷺ', '١٢٣', '1,2,abc', ',,,', '-999', '[]', '[{"ProductId":"x"}]', '[{"ProductId":1,"Quantity":-5}]',
  '{"a":1}', [], [1, 2], {}, { nested: { deeper: [1, { x: 'y' }] } }, [{ ProductId: 1, Quantity: 1e9, productSelectedAttributes: 'x' }],
];

// A small deterministic generator, so a failure reproduces.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function bodiesFor(name: CallName): unknown[] {
  const rand = rng(name.length * 7919 + name.charCodeAt(0));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const out: unknown[] = [
    null, [], 'text', 42, {}, { requestParameters: null }, { requestParameters: 'x' }, { requestParameters: [] },
    { requestParameters: { recordValueJson: '[]' } },
  ];
  for (let i = 0; i < 14; i++) {
    const fields: Record<string, unknown> = {};
    const n = 1 + Math.floor(rand() * 8);
    for (let j = 0; j < n; j++) fields[pick(KEYS)] = pick(NASTY);
    out.push({ requestParameters: fields });
  }
  // Every key at once with one nasty value each.
  out.push({ requestParameters: Object.fromEntries(KEYS.map((k) => [k, pick(NASTY)])) });
  return out;
}

let t: TestApp;
let token = '';
let userId = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { login: 0, otp: 0, forms: 0 } } });
  const rows = await t.db.query<{ id: number }>(
    "INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Fuzz', 'User', 'fuzz@example.test', 'x') RETURNING id",
  );
  userId = rows[0]!.id;
  token = await createSession(t.db, userId, 1);
});
afterAll(async () => t.close());

describe('bad input over every call', () => {
  const names = Object.keys(CALLS) as CallName[];
  it.each(names)('%s never answers 5xx and always answers the JSON envelope with a message', async (name) => {
    for (const auth of [{}, { Token: token, UserID: String(userId) }, { Token: 'forged-token', UserID: '1' }]) {
      for (const body of bodiesFor(name)) {
        const res = await t.app.inject({
          method: 'POST',
          url: callPath(name),
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...auth },
        });
        const context = `${name} ${JSON.stringify(body).slice(0, 300)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        const answer = res.json();
        expect(answer.statusCode, context).toBe(res.statusCode);
        expect(typeof answer.data, context).toBe('string');
        if (res.statusCode >= 400) expect(answer.errorMessage, context).not.toBe('');
      }
    }
  });

  it('refuses NUL characters and lone surrogates with a 400 instead of a database error', async () => {
    for (const bad of ['a\u0000b', 'x\ud800y']) {
      const res = await t.app.inject({
        method: 'POST', url: callPath('GET_COUNTRIES_LIST'), payload: JSON.stringify({ requestParameters: { FullName: bad } }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe('The request contains characters that are not allowed.');
    }
  });

  it('answers a wrong content type with a 4xx envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().statusCode).toBe(res.statusCode);
  });
});
