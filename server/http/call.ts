// One call of the contract: its rules, who may make it, and its handler. The route
// (server/http/call-route.ts) wraps every handler with the envelope, input checks,
// authentication, idempotency and errors, so handlers hold only the call's logic.
import type { FastifyBaseLogger } from 'fastify';
import type { CallData, CallInput } from '../../contract/call-fields.ts';
import type { CallName } from '../../contract/calls.ts';
import type { ErrorCode } from '../../contract/envelope.ts';
import type { LangCode } from '../../contract/models.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Services } from '../services.ts';
import type { AuthUser } from '../auth/sessions.ts';

export type Params = Record<string, unknown>;

export interface CallContext<N extends CallName = CallName> {
  db: Db;
  config: Config;
  services: Services;
  /**
   * requestParameters checked against the call's fields declared in contract/call-fields.ts
   * and coerced (contract/check-fields.ts): typed values, defaults filled in, nothing
   * undeclared. A handler reads these and parses nothing again.
   */
  params: CallInput<N>;
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
  /**
   * The data's JSON text (exactly JSON.stringify(data)) as it stands inside the envelope's
   * data string: escaped once more, without the quotes (the listing's cards joined as texts,
   * docs/decisions/0037-the-listing-cards-stand-escaped.md). Used instead of `data`.
   */
  dataInEnvelope?: string;
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
  /**
   * false: a write that is idempotent by its nature and acts on the session it is sent
   * with (logout), so an Idempotency-Key never answers it from a stored earlier answer.
   */
  replayable?: boolean;
  handler(ctx: CallContext<N>): Promise<CallAnswer<CallData<N>>>;
}

/**
 * `cacheable`: a catalogue read whose answer depends only on its parameters, the language
 * and the catalogue: answers are cached per catalogue version (server/http/answer-cache.ts),
 * keyed by the checked parameters (only the declared fields, coerced), so a field nobody
 * declared, or "12" for 12, cannot make a new cache entry. `sets`: list fields whose order and
 * repeats mean nothing (a filter's ids), sorted and made unique in the key, so "3,1" and "1,3"
 * share one entry.
 *
 * `salesMayLag`: a product list whose cached answer stays valid across orders and restocks
 * (its stock and units sold, and so the featured order, lag at most LISTING_SALES_LAG_MS;
 * docs/decisions/0030-listing-answers-outlive-orders-briefly.md); any other catalogue write
 * shows at once.
 */
export type CallModule<N extends CallName = CallName> = CallModuleBase<N> & { cacheable?: boolean; sets?: readonly string[]; salesMayLag?: boolean };

/** One call: its payload and answer types come from the contract by its name. */
export function defineCall<N extends CallName>(module: CallModule<N>): CallModule<N> {
  return module;
}
