// A failure a handler raises; the call route turns it into the envelope (docs/decisions/0007-envelope-and-status-codes.md).
import type { ErrorCode } from '../../contract/envelope.ts';
import type { FieldError } from '../../contract/validation.ts';

export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly params: Record<string, string | number> = {},
    /** Rows to put in `data` too, e.g. `[{"ResponseMsg": "Email already exists!"}]`. */
    readonly data?: unknown,
    /** Extra headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badInput = (message: string, params: Record<string, string | number> = {}) =>
  new Failure(400, 'BAD_REQUEST', message, params);

/** 404 NOT_FOUND: "Order not found." */
export const notFound = (what: string) => new Failure(404, 'NOT_FOUND', `${what} not found.`);

export const fieldFailure = (e: FieldError) => new Failure(400, e.code, e.message, e.params);
