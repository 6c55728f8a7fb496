// For mutation functions (the features' useMutation hooks, next to their reads in *-api.ts):
// an ok answer or the offline queue's 'queued' comes back as the mutation's data; a failure
// is thrown as an ApiError, so React Query's error path (onError, isError) is the one place
// a screen handles it.
import { ApiError, callApi, type ApiFailure, type ApiResult, type CallOptions } from './api-client.ts';
import type { CallName } from '../../contract/calls.ts';
import type { CallData, CallPayload } from '../../contract/call-fields.ts';

export type Settled<T> = Exclude<ApiResult<T>, ApiFailure>;

/** A write through callApi (one Idempotency-Key per call unless the caller keeps one). */
export async function mutateApi<N extends CallName>(name: N, fields: CallPayload<N>, opts: CallOptions = {}): Promise<Settled<CallData<N>>> {
  return settle(await callApi(name, fields, opts));
}

/** An API result as a mutation's outcome: the failure thrown, the rest returned. */
export function settle<T>(r: ApiResult<T>): Settled<T> {
  if (r.kind === 'error') throw new ApiError(r);
  return r;
}

/** The failure behind a mutation's error; anything unexpected reads as a server error. */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.failure;
  return { kind: 'error', status: 0, code: 'SERVER_ERROR', message: '', params: {}, data: null };
}
