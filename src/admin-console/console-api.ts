// The console's client for the admin API under /admin/api/ (server/admin/README.md), on ky
// like the shop's: the staff member's bearer token on every request, plain JSON answers,
// failures in the envelope {statusCode, errorCode, errorMessage} (docs/decisions/0007-envelope-and-status-codes.md).
// A 401 ends the session (the layout goes back to sign-in); a 403 is "owner only".
import ky, { HTTPError, isHTTPError, type KyInstance, type RetryOptions } from 'ky';
import { readSession, saveSession } from './session.ts';

export const CONSOLE_API = '/admin/api';

export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

/** For tests: the fetch ky uses. */
let fetchImpl: typeof fetch | undefined;
export function setConsoleFetch(f: typeof fetch | undefined): void {
  fetchImpl = f;
}

function client(): KyInstance {
  return ky.create({
    prefixUrl: new URL(CONSOLE_API, location.origin).href,
    retry: 0,
    timeout: 20_000,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = readSession()?.token;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

/** The failure as the console shows it; a 401 (not the sign-in's own) also ends the session. */
async function failure(err: unknown, path: string): Promise<ConsoleApiError> {
  if (err instanceof HTTPError) {
    const res = err.response;
    let code = 'SERVER_ERROR';
    let message = '';
    try {
      const body = (await res.json()) as { errorCode?: unknown; errorMessage?: unknown };
      if (typeof body.errorCode === 'string') code = body.errorCode;
      if (typeof body.errorMessage === 'string') message = body.errorMessage;
    } catch {
      /* not JSON: the status says enough */
    }
    if (res.status === 401 && path !== 'auth/login') saveSession(null);
    return new ConsoleApiError(res.status, code, message, res.headers.get('Retry-After'));
  }
  if (err instanceof ConsoleApiError) return err;
  return new ConsoleApiError(0, 'NETWORK', err instanceof Error ? err.message : '');
}

export type SearchParams = Record<string, string | number | undefined>;

function cleanSearch(search: SearchParams = {}): Record<string, string | number> {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
}

export async function consoleGet<T>(path: string, search?: SearchParams): Promise<T> {
  try {
    return await client().get(path, { searchParams: cleanSearch(search) }).json<T>();
  } catch (err) {
    throw await failure(err, path);
  }
}

export interface WriteOptions {
  method?: 'post' | 'put' | 'delete';
  /** Made once per submission and kept across retries and the offline replay (docs/decisions/0010-idempotency.md). */
  idempotencyKey?: string;
  /**
   * Sent again at once, with its key, when the answer is lost on the way (a flaky network, a
   * gateway's 502-504, the key's first attempt still running): for what is never queued
   * (signing in, uploads); the server makes it once and answers the retry with the first answer.
   */
  resend?: boolean;
}

const RESEND: RetryOptions = {
  limit: 2,
  methods: ['post', 'put', 'delete'],
  statusCodes: [408, 409, 502, 503, 504],
  afterStatusCodes: [409, 503],
  maxRetryAfter: 5_000,
  // Of the 409s only IDEMPOTENCY_IN_PROGRESS (it says when to come back); a conflict stays one.
  shouldRetry: ({ error }) => (isHTTPError(error) && error.response.status === 409 && !error.response.headers.has('Retry-After') ? false : undefined),
};

async function send<T>(path: string, body: { json: unknown } | { body: FormData }, opts: WriteOptions): Promise<T> {
  if (opts.resend && !opts.idempotencyKey) throw new Error('A write sent again needs its Idempotency-Key');
  try {
    const res = await client()(path, {
      method: opts.method ?? 'post',
      ...body,
      headers: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {},
      ...(opts.resend ? { retry: RESEND } : {}),
      // A phone's photo of megabytes on a slow network takes what it takes.
      ...('body' in body ? { timeout: false as const } : {}),
    });
    const text = await res.text();
    return (text ? JSON.parse(text) : {}) as T;
  } catch (err) {
    throw await failure(err, path);
  }
}

export function consoleWrite<T>(path: string, body: unknown, opts: WriteOptions = {}): Promise<T> {
  return send<T>(path, { json: body ?? {} }, opts);
}

/** One file as multipart (part `field`), with a key made here and sent again with it when its answer is lost: kept once. */
export function consoleUpload<T>(path: string, field: string, file: Blob, fileName: string, method: 'post' | 'put'): Promise<T> {
  const form = new FormData();
  form.append(field, file, fileName);
  return send<T>(path, { body: form }, { method, idempotencyKey: crypto.randomUUID(), resend: true });
}

/** A file the API makes (CSV, a packing slip), fetched with the token and handed to the browser. */
export async function consoleFile(path: string, search?: SearchParams): Promise<Blob> {
  try {
    return await client().get(path, { searchParams: cleanSearch(search) }).blob();
  } catch (err) {
    throw await failure(err, path);
  }
}
