// Registers one call module as `POST {path}`: checks the envelope and the field rules,
// resolves the token, honours Idempotency-Key on writes, and answers the envelope.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALLS, callPath, type CallDef } from '../../contract/calls.ts';
import type { ResultEnvelope } from '../../contract/envelope.ts';
import { CALL_FIELDS } from '../../contract/call-fields.ts';
import { checkFields } from '../../contract/check-fields.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Services } from '../services.ts';
import { resolveSession } from '../auth/sessions.ts';
import type { CallAnswer, CallContext, CallModule, Params } from './call.ts';
import { envelope, envelopeText, failureEnvelope } from './envelope.ts';
import { Failure, badInput, fieldFailure } from './failure.ts';
import { withIdempotency } from './idempotency.ts';
import { tooManyAttempts } from './rate-limit.ts';
import { WorkLimitFull } from '../auth/work-limit.ts';
import { DatabaseUnavailable } from '../db/database-unavailable.ts';
import { serviceUnavailable } from './service-unavailable.ts';

export interface RouteDeps {
  db: Db;
  config: Config;
  services: Services;
}

const UUIDISH = /^[A-Za-z0-9-]{8,100}$/;

export function registerCall(app: FastifyInstance, module: CallModule, deps: RouteDeps): void {
  const def: CallDef = CALLS[module.name];
  app.post(callPath(module.name), async (req, reply) => {
    const { status, body, headers } = await answer(req, module, def, deps);
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
    // A cached answer is already serialised: sent as is.
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

interface Answered {
  status: number;
  body: ResultEnvelope | string;
  headers: Record<string, string>;
}

/** A cacheable call's answer: its bytes as cached and sent. */
interface CachedAnswer extends Omit<Answered, 'body'> {
  body: ResultEnvelope | string | Buffer;
}

async function answer(req: FastifyRequest, module: CallModule, def: CallDef, deps: RouteDeps): Promise<CachedAnswer> {
  try {
    const sent = readParams(req.body);
    const token = header(req, 'token');
    const session = token ? await resolveSession(deps.db, token) : null;
    if (module.auth === 'user') {
      if (!session) throw new Failure(401, 'UNAUTHORIZED', 'Please log in to continue.');
      const claimed = [header(req, 'userid'), sent.UserID, sent.UserId]
        .filter((v) => v !== undefined && v !== null && String(v).trim() !== '' && String(v) !== '0');
      if (claimed.some((v) => String(v).trim() !== String(session.id))) {
        throw new Failure(403, 'FORBIDDEN', 'You are not allowed to do this.');
      }
    }
    // The call's one declaration (contract/call-fields.ts): checked, coerced, undeclared fields left out.
    const checked = checkFields<CallContext['params']>(CALL_FIELDS[module.name], sent);
    if (!checked.ok) throw fieldFailure(checked.error);
    const params = checked.value;
    const keyHeader = header(req, 'idempotency-key');
    if (keyHeader !== undefined && !UUIDISH.test(keyHeader)) throw badInput('Idempotency-Key is malformed');
    const ctx: CallContext = {
      ...deps,
      params,
      user: session,
      token: token ?? '',
      lang: sent.languageCode === 'ar' ? 'ar' : 'en',
      ip: req.ip,
      log: req.log,
      idempotencyKey: keyHeader,
    };
    const run = async (): Promise<Answered> => toAnswered(await module.handler(ctx));
    if (module.cacheable) return await cached(deps, module, `${ctx.lang}\n${JSON.stringify(keyParams(params, module.sets))}`, run);
    if (def.write && keyHeader && module.replayable !== false) {
      const requestHash = hashRequest(module.name, session?.id ?? 0, params);
      return await withIdempotency(deps.db, { key: keyHeader, call: module.name, requestHash }, run, (err) => toFailureAnswer(err, req));
    }
    return await run();
  } catch (err) {
    return toFailureAnswer(err, req);
  }
}

function toAnswered(result: CallAnswer): Answered {
  const status = result.status ?? 200;
  const fields = {
    message: result.message ?? '',
    token: result.token ?? '',
    isAuthorized: result.isAuthorized ?? false,
    ...(result.errorCode ? { errorCode: result.errorCode, errorMessage: result.errorMessage ?? '', errorParams: result.errorParams ?? {} } : {}),
  };
  return {
    status,
    // Data already escaped for the envelope: the answer's text is joined, sent as is.
    body: result.dataInEnvelope !== undefined
      ? envelopeText(status, fields, result.dataInEnvelope)
      : envelope(status, { data: result.data ?? [], ...fields }),
    headers: {},
  };
}

export function toFailureAnswer(err: unknown, req?: FastifyRequest): Answered {
  if (err instanceof DatabaseUnavailable) {
    req?.log.warn({ url: req.url, cause: err.message }, 'database unavailable');
    err = serviceUnavailable();
  }
  // Password hashing's queue is full (server/auth/work-limit.ts).
  if (err instanceof WorkLimitFull) err = tooManyAttempts(err.retryAfterSeconds);
  if (err instanceof Failure) {
    // Brute force (login, OTP guessing, form floods) shows up in the log with who did it;
    // never with the fields, which hold passwords and codes.
    if (err.status === 429) req?.log.warn({ ip: req.ip, url: req.url }, 'rate limit reached');
    return {
      status: err.status,
      body: failureEnvelope(err.status, err.code, err.message, err.params, err.data),
      headers: err.headers,
    };
  }
  req?.log.error({ err }, 'call failed');
  return { status: 500, body: failureEnvelope(500, 'SERVER_ERROR', 'An error occured. Please try again!'), headers: {} };
}

/** The parameters as an answer-cache key: each of `sets` (lists of numbers) sorted and without repeats. */
function keyParams(params: CallContext['params'], sets: readonly string[] = []): unknown {
  const key: Record<string, unknown> = { ...params };
  for (const name of sets) {
    const list = key[name];
    if (Array.isArray(list)) key[name] = [...new Set(list as number[])].sort((a, b) => a - b);
  }
  return key;
}

/**
 * `request`: the language and the declared parameters, all the answer depends on besides the
 * catalogue. A list whose sales may lag is keyed by the content version (orders and restocks
 * leave it), and an answer made at an older catalogue version serves at most
 * listingSalesLagMs after it was begun.
 */
async function cached(deps: RouteDeps, module: CallModule, request: string, run: () => Promise<Answered>): Promise<CachedAnswer> {
  const cache = deps.services.answerCache;
  const at = Date.now();
  const version = await cache.version(deps.db);
  const lag = module.salesMayLag ? deps.config.listingSalesLagMs : 0;
  const key = `${module.name}\n${lag > 0 ? `c${cache.contentVersion()}` : version}\n${request}`;
  const hit = cache.get(key, version, lag);
  if (hit !== undefined) return { status: 200, body: hit, headers: { 'X-Cache': 'hit' } };
  const answered = await run();
  if (answered.status !== 200) return answered;
  const raw = cache.set(key, typeof answered.body === 'string' ? answered.body : JSON.stringify(answered.body), version, at);
  return { ...answered, body: raw, headers: { 'X-Cache': 'miss' } };
}

function readParams(body: unknown): Params {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badInput('requestParameters is required');
  const params = (body as { requestParameters?: unknown }).requestParameters;
  if (params === undefined || params === null) throw badInput('requestParameters is required');
  if (typeof params !== 'object' || Array.isArray(params)) throw badInput('requestParameters must be an object');
  assertStorableText(params, 0);
  return params as Params;
}

// PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is not text at all:
// refuse both at the edge (400) instead of letting the database fail (500).
function assertStorableText(value: unknown, depth: number): void {
  if (depth > 8) throw badInput('requestParameters is nested too deeply');
  if (typeof value === 'string') {
    if (value.includes('\u0000') || !value.isWellFormed()) throw badInput('The request contains characters that are not allowed.');
    return;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      assertStorableText(k, depth + 1);
      assertStorableText(v, depth + 1);
    }
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}

function hashRequest(call: string, userId: number, params: unknown): string {
  return createHash('sha256').update(`${call}\n${userId}\n${JSON.stringify(params)}`).digest('hex');
}

