// The answer cache against a stream of anonymous reads made to fill memory: a listing call
// carrying a large field it never reads, different on every request. Only the fields a call
// declares reach its cache key (and its handler), and the cache is capped in bytes
// (ANSWER_CACHE_MB), so the process's memory stays flat.
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../contract/calls.ts';
import { CALL_FIELDS } from '../../contract/call-fields.ts';
import { requestBody } from '../../contract/envelope.ts';
import { CALL_MODULES } from '../app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const MB = 1024 * 1024;
const FIELD_BYTES = 240 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The listing's first answer is made and cached before measuring.
  expect((await t.call('GET_All_PRODUCTS', { PageNo: 1, PageSize: 12 })).status).toBe(200);
});
afterAll(async () => t.close());

const listing = (extra: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: requestBody({ PageNo: 1, PageSize: 12, languageCode: 'en', ...extra }) });

describe('the answer cache under anonymous reads', () => {
  it('keys an answer on the fields the call reads: a request differing only by an unknown field is a cache hit', async () => {
    const first = await listing({ Unused: 'a' });
    const second = await listing({ Unused: 'b', AlsoUnused: [1, 2, 3] });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // A field it reads does make a different answer.
    const page2 = await listing({ PageNo: 2 });
    expect(page2.headers['x-cache']).toBe('miss');
    expect(JSON.parse(page2.json<{ data: string }>().data)).not.toEqual(JSON.parse(first.json<{ data: string }>().data));
  });

  it('keys a filter\'s ids as a set: the same ids in another order or repeated are a cache hit, other ids are not', async () => {
    const [a, b] = (await t.db.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 2')).map((r) => Number(r.id));
    const first = await listing({ CategoryID: `${a},${b}`, ColorID: '3,1' });
    expect(first.headers['x-cache']).toBe('miss');
    const same = await listing({ CategoryID: `${b},${a},${b}`, ColorID: '1,3' });
    expect(same.headers['x-cache']).toBe('hit');
    expect(same.body).toBe(first.body);
    expect((await listing({ CategoryID: `${a}`, ColorID: '1,3' })).headers['x-cache']).toBe('miss');
  });

  it('keeps the memory flat under 2,000 listings each carrying a distinct unused 240 KB field', { timeout: 240_000 }, async () => {
    const filler = 'x'.repeat(FIELD_BYTES);
    // The request must be one the server accepts (under the body limit), or nothing is tested.
    expect(JSON.stringify(requestBody({ PageNo: 1, PageSize: 12, languageCode: 'en', Junk0000: `${filler}0000` })).length).toBeLessThan(t.config.bodyLimit);
    const before = heapAfterGc();
    let hits = 0;
    for (let i = 0; i < 2000; i++) {
      const tag = String(i).padStart(4, '0');
      const res = await listing({ [`Junk${tag}`]: `${tag}${filler}` });
      expect(res.statusCode).toBe(200);
      if (res.headers['x-cache'] === 'hit') hits++;
    }
    const grown = heapAfterGc() - before;
    expect(hits).toBe(2000);
    // 2,000 x 240 KB is 469 MB of requests: kept, they would be hundreds of MB.
    expect(grown).toBeLessThan(64 * MB);
  });

  it('gives every cacheable call only the fields it declares: each declared field reaches the handler', async () => {
    // An object is a wrong value for every declared field: the call must refuse it (400),
    // which it can only do if the field reached it.
    const needs: Record<string, Record<string, unknown>> = {
      GET_WEB_CAMPAIGN_DETAIL: { CampaignId: 1 },
      GET_PRODUCT_DETAIL: { ProductId: 1 },
      GET_PRODUCT_ALL_ATTRIBUTES_BY_ID: { ProductId: 1 },
      GET_PRODUCT_REVIEWS: { ProductId: 1 },
      GET_RELATED_PRODUCTS_LIST: { ProductId: 1 },
      GET_LOCALIZATION_DATA: { entityId: 1 },
    };
    const cacheable = CALL_MODULES.filter((m) => m.cacheable);
    expect(cacheable.length).toBe(17);
    for (const m of cacheable) {
      for (const field of Object.keys(CALL_FIELDS[m.name].properties)) {
        const r = await t.call(m.name, { ...needs[m.name], [field]: { wrong: true } });
        expect({ call: m.name, field, status: r.status }).toEqual({ call: m.name, field, status: 400 });
      }
    }
  });
});

describe('the answer cache cap in bytes (ANSWER_CACHE_MB)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ config: { answerCacheBytes: 8 * 1024 } });
  });
  afterAll(async () => small.close());

  it('drops the least recently used answers past the cap, for an answer missed twice', async () => {
    // Pages of one product: each answer is about a kilobyte.
    const page = (no: number) => small.call('GET_All_PRODUCTS', { PageNo: no, PageSize: 1 });
    const first = await page(1);
    expect(first.headers['x-cache']).toBe('miss');
    expect((await page(1)).headers['x-cache']).toBe('hit');
    let held = 0;
    for (let no = 2; no <= 20; no++) {
      const r = await page(no);
      expect(r.data).toHaveLength(1);
      held += JSON.stringify(r.body).length * 2;
    }
    // 19 other answers are well over 8 KB: once full, those asked once were given out, not kept;
    // asked again, one is kept and the oldest goes.
    expect(held).toBeGreaterThan(2 * 8 * 1024);
    expect((await page(20)).headers['x-cache']).toBe('miss');
    expect((await page(20)).headers['x-cache']).toBe('hit');
    expect((await page(1)).headers['x-cache']).toBe('miss');
  });
});
