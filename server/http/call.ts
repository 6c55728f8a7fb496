// One call of the contract: its rules, who may make it, and its handler. The route
// (server/http/call-route.ts) wraps every handler with the envelope, input checks,
// authentication, idempotency and errors, so handlers hold only the call's logic.
import type { FastifyBaseLogger } from 'fastify';
import type { CallData, CallPayload } from '../../contract/call-fields.ts';
import type { CallName } from '../../contract/calls.ts';
import type { ErrorCode } from '../../contract/envelope.ts';
import type { LangCode } from '../../contract/models.ts';
import type { FieldRule } from '../../contract/validation.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Services } from '../services.ts';
import type { AuthUser } from '../auth/sessions.ts';

export type Params = Record<string, unknown>;

export interface CallContext<N extends CallName = CallName> {
  db: Db;
  config: Config;
  services: Services;
  /** requestParameters, checked against the call's declared fields (contract/call-fields.ts). */
  params: CallPayload<N> & Params;
  /** The token's user: always set for `auth: 'user'` calls. */
  user: AuthUser | null;
  /** The raw session token (for logout). */
  token: string;
  lang: LangCode;
  ip: string;
  log: FastifyBaseLogger;
  idempotencyKey: string | undefined;
}

export interface CallAnswer<D = unknown> {
  data?: D;
  message?: string;
  token?: string;
  isAuthorized?: boolean;
  status?: number;
  /** A soft failure on a 200 (e.g. an invalid coupon answers 0 with INVALID_COUPON). */
  errorCode?: ErrorCode;
  errorMessage?: string;
  errorParams?: Record<string, string | number>;
}

interface CallModuleBase<N extends CallName> {
  name: N;
  /** public: a bad token is ignored; user: a valid token is required (401), UserID must match (403). */
  auth: 'public' | 'user';
  /** Field rules checked before the handler, in order (docs/rules.md R5). */
  rules?: readonly FieldRule[];
  /**
   * false: a write that is idempotent by its nature and acts on the session it is sent
   * with (logout), so an Idempotency-Key never answers it from a stored earlier answer.
   */
  replayable?: boolean;
  handler(ctx: CallContext<N>): Promise<CallAnswer<CallData<N>>>;
}

/**
 * A catalogue read whose answer depends only on its parameters, the language and the
 * catalogue: answers are cached per catalogue version (server/http/answer-cache.ts).
 * `reads` names every parameter it reads (the language comes in ctx.lang): the handler
 * gets only those, and only those make the cache key, so a field nobody reads cannot
 * make a new cache entry.
 */
interface CacheableCall {
  cacheable: true;
  reads: readonly string[];
}

interface UncachedCall {
  cacheable?: false;
  reads?: undefined;
}

export type CallModule<N extends CallName = CallName> = CallModuleBase<N> & (CacheableCall | UncachedCall);

/** One call: its payload and answer types come from the contract by its name. */
export function defineCall<N extends CallName>(module: CallModule<N>): CallModule<N> {
  return module;
}
