// `npm start` in a terminal logs one readable line a request once it is answered: the time,
// the level, the method, the path (a download's token hidden), the status and the time taken;
// no JSON and, when the terminal has no colour, no escape codes; the calls the server makes
// to itself to paint a page are not lines of their own. (Not a terminal: JSON lines.)
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_PATH, callPath } from '../contract/calls.ts';
import { requestBody } from '../contract/envelope.ts';
import { OWN_REQUEST_HEADER } from './http/terminal-logs.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

let written = '';
const terminal = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written += chunk.toString();
    done();
  },
});
const lines = () => written.split('\n').filter(Boolean);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, logTo: terminal });
});
afterAll(async () => {
  await t?.close();
});

describe('request logs in a terminal', () => {
  it('are one line a request, with its method, path, status and time', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'POST', url: callPath('GET_CATEGORIES_LIST'), payload: requestBody({ PageNo: 'x' }) });
    // What the server asks itself while painting a page is not a line of its own.
    await t.app.inject({ method: 'POST', url: callPath('GET_SIZE_LIST'), payload: requestBody({}), headers: { [OWN_REQUEST_HEADER]: '1' } });
    await t.app.inject({ method: 'GET', url: `${DOWNLOAD_PATH}/12/secret-token-123` });
    await vi.waitFor(() => expect(lines().filter((l) => l.includes('/download-digital-file/'))).toHaveLength(1));
    const requests = lines().filter((l) => /: (GET|POST) /.test(l));
    expect(requests).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/healthz 200 \d+ ms$/),
      expect.stringMatching(new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO: POST ${callPath('GET_CATEGORIES_LIST')} 400 \\d+ ms$`)),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/common\/download-digital-file\/12\/\[redacted\] 404 \d+ ms$/),
    ]);
    expect(written).not.toContain('secret-token-123');
    expect(written).not.toContain('{"level"');
    expect(written).not.toContain('\u001b[');
  });
});
