// What the console never queues (uploads, signing in) goes with an Idempotency-Key and, when
// its answer is lost on the way, again with the same key: the server keeps it once.
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleApiError, consoleUpload, consoleWrite, setConsoleFetch } from './console-api.ts';

interface Sent { method: string; path: string; key: string | null; type: string | null }

function server(answers: Array<Response | 'lost'>) {
  const sent: Sent[] = [];
  setConsoleFetch(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    sent.push({ method: req.method, path: new URL(req.url).pathname, key: req.headers.get('Idempotency-Key'), type: req.headers.get('Content-Type') });
    const answer = answers.shift() ?? 'lost';
    if (answer === 'lost') throw new TypeError('Failed to fetch');
    return answer;
  });
  return sent;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => setConsoleFetch(undefined));

describe('uploads and sign-in, sent once', () => {
  it('an upload whose answer was lost goes again with the same key, as multipart, and gives the answer', async () => {
    const picture = { url: '/media/v2/b/ub-0123456789abcdef.jpg', kind: 'banner', width: 1600, height: 600 };
    const sent = server(['lost', json(201, { picture })]);
    const answer = await consoleUpload<{ picture: typeof picture }>('pictures?kind=banner', 'photo', new Blob(['jpeg']), 'IMG_1.jpg', 'post');
    expect(answer.picture).toEqual(picture);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent.map((s) => [s.method, s.path, s.type?.split(';')[0]])).toEqual([
      ['POST', '/admin/api/pictures', 'multipart/form-data'],
      ['POST', '/admin/api/pictures', 'multipart/form-data'],
    ]);
  });

  it('each upload has a key of its own; a refusal is not sent again', async () => {
    const sent = server([json(409, { statusCode: 409, errorCode: 'VERSION_CONFLICT', errorMessage: 'Changed' }), json(201, { product: { id: 1 } })]);
    const refused = await consoleUpload('products/1/photos?version=1', 'photo', new Blob(['a']), 'a.jpg', 'post').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConsoleApiError);
    expect((refused as ConsoleApiError).code).toBe('VERSION_CONFLICT');
    await consoleUpload('products/1/photos?version=2', 'photo', new Blob(['a']), 'a.jpg', 'post');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('a sign-in still being made (409 with Retry-After) is asked again with its key; a wrong password is not', async () => {
    const staff = { id: 1, email: 'owner@shop.example', name: 'Amina', role: 'owner' };
    const sent = server([json(409, { statusCode: 409, errorCode: 'IDEMPOTENCY_IN_PROGRESS', errorMessage: 'Still' }, { 'Retry-After': '1' }), json(200, { token: 'tok-1', staff })]);
    const key = crypto.randomUUID();
    expect(await consoleWrite('auth/login', { email: staff.email, password: 'secret-123' }, { idempotencyKey: key, resend: true })).toEqual({ token: 'tok-1', staff });
    expect(sent.map((s) => s.key)).toEqual([key, key]);

    const wrong = server([json(401, { statusCode: 401, errorCode: 'INVALID_LOGIN', errorMessage: 'Wrong' })]);
    await expect(consoleWrite('auth/login', { email: staff.email, password: 'nope' }, { idempotencyKey: crypto.randomUUID(), resend: true })).rejects.toMatchObject({ status: 401 });
    expect(wrong).toHaveLength(1);
  });
});
