// The typed API client on ky (docs/decisions/0007-envelope-and-status-codes.md): the request envelope, Token/UserID
// headers, an Idempotency-Key on every write, `data` parsed exactly once, and failures
// returned as results, never thrown (a network failure included).
import { takeBootAnswer } from './boot-answers.ts';
import { CALLS, callPath, type CallDef, type CallName } from '../../contract/calls.ts';
import type { CallData, CallPayload } from '../../contract/call-fields.ts';
import type { ErrorCode, ResultEnvelope } from '../../contract/envelope.ts';
import type { LangCode } from '../../contract/models.ts';
import { getSession } from './session.ts';

export type ApiResult<T> =
  | { kind: 'ok'; data: T; message: string; token: string }
  | { kind: 'queued' }
  | ApiFailure;

export interface ApiFailure {
  kind: 'error';
  /** 0 for a network failure. */
  status: number;
  code: ErrorCode | 'NETWORK';
  message: string;
  params: Record<string, string | number>;
  /** Rows the server sent with the failure (e.g. [{ResponseMsg: 'Email already exists!'}]). */
  data: unknown;
}

export interface CallOptions {
  lang?: LangCode;
  /** Reuse the same key on every retry of one submission (writes only). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** For tests: the fetch ky uses. */
  fetch?: typeof fetch;
}

/** Statuses a second try may fix (the server was busy or restarting). */
const RETRY_STATUSES = [408, 500, 502, 503, 504];

/** Where the API lives: the same origin unless the build sets VITE_API_BASE_URL. */
const API_BASE: string = (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '';

/**
 * ky, loaded with the first call that goes to the network: the first screen renders from the
 * answers that came with the page (boot-answers.ts) or from the persisted cache, so ky's
 * 8 KB (gzip) are not part of what must run before it (bench/README.md, Bundle).
 */
let kyModule: Promise<typeof import('ky')> | null = null;
const loadKy = () => (kyModule ??= import('ky'));

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function parseData(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return raw ?? null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * Posts one call. Its fields and the type of its answer's rows come from the contract
 * (contract/call-fields.ts), by the call's name.
 */
export async function callApi<N extends CallName>(name: N, fields: CallPayload<N>, opts: CallOptions = {}): Promise<ApiResult<CallData<N>>> {
  type T = CallData<N>;
  const def: CallDef = CALLS[name];
  if (!def.write) {
    const boot = takeBootAnswer(name, opts.lang, fields as Record<string, unknown>);
    if (boot !== undefined) return { kind: 'ok', data: boot as T, message: '', token: '' };
  }
  const session = getSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Token: session.token,
    UserID: session.user ? String(session.user.UserID) : '',
  };
  if (def.write) headers['Idempotency-Key'] = opts.idempotencyKey ?? newIdempotencyKey();
  const requestParameters = { ...(fields as object), ...(opts.lang ? { languageCode: opts.lang } : {}), recordValueJson: '[]' };
  let status: number;
  let body: (Partial<ResultEnvelope> & { queued?: boolean }) | null;
  let kyLib: typeof import('ky');
  try {
    kyLib = await loadKy();
  } catch {
    kyModule = null; // a chunk that failed to load (offline, a new deploy) is tried again next time
    return { kind: 'error', status: 0, code: 'NETWORK', message: '', params: {}, data: null };
  }
  const { default: ky, HTTPError } = kyLib;
  try {
    const response = await ky.post(`${API_BASE}${callPath(name)}`, {
      json: { requestParameters },
      headers,
      // Only the statuses worth retrying throw inside ky (so that it retries them); every
      // other answer comes back as a response and becomes a result below.
      throwHttpErrors: (s) => RETRY_STATUSES.includes(s),
      // Reads and writes alike: a write's retries carry the same Idempotency-Key (the
      // headers are built once per call), so the server stores it once (docs/decisions/0010-idempotency.md).
      retry: { limit: 2, methods: ['post'], statusCodes: RETRY_STATUSES, afterStatusCodes: [503], maxRetryAfter: 5000, backoffLimit: 3000, retryOnTimeout: true },
      timeout: 20_000,
      signal: opts.signal,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    });
    status = response.status;
    body = await response.json<typeof body>().catch(() => null);
  } catch (e) {
    if (!(e instanceof HTTPError)) return { kind: 'error', status: 0, code: 'NETWORK', message: '', params: {}, data: null };
    // A retried-out answer: its body is still unread on e.response.
    status = e.response.status;
    body = (await e.response.json().catch(() => null)) as typeof body;
  }
  if (!body || typeof body !== 'object') {
    return { kind: 'error', status, code: 'SERVER_ERROR', message: '', params: {}, data: null };
  }
  if (status === 202 && body.queued) return { kind: 'queued' };
  const data = parseData(body.data);
  if (status >= 200 && status < 300 && !body.errorCode) {
    return { kind: 'ok', data: data as T, message: body.message ?? '', token: body.token ?? '' };
  }
  return {
    kind: 'error',
    status,
    code: body.errorCode ?? 'SERVER_ERROR',
    message: body.errorMessage ?? '',
    params: body.errorParams ?? {},
    data,
  };
}

/** A failed read inside React Query (which needs a throw to mark the query failed). */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message || failure.code);
  }
}

/** The server said the answer is gone or refused (a 4xx), unlike a dropped connection or a 5xx. */
export function refusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.failure.status >= 400 && error.failure.status < 500;
}

/** For query functions: the data of an ok answer, else an ApiError. */
export async function queryApi<N extends CallName>(name: N, fields: CallPayload<N>, lang: LangCode): Promise<CallData<N>> {
  const r = await callApi(name, fields, { lang });
  if (r.kind === 'ok') return r.data;
  if (r.kind === 'queued') throw new Error('a read was queued');
  throw new ApiError(r);
}
