// A database that cannot be reached (restarting, failing over, a terminated backend, no
// free connection slot) is one typed error, so every caller answers it the same way: 503
// with Retry-After, never a crash and never a 500 that looks like a bug.

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailable';
  }
}

// SQLSTATEs that mean the connection (not the statement) failed, or the server refuses
// connections for now: class 08 (connection exception), 57P01 admin shutdown (restart,
// pg_terminate_backend), 57P02 crash shutdown, 57P03 cannot connect now (starting up),
// 53300 too many connections, 25P03 idle-in-transaction timeout, 57014 statement timeout
// (a stuck statement cancelled: the same request can succeed later).
const FAULT_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25P03', '57014']);
// Socket errors of the driver's TCP connection.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED', 'EAI_AGAIN']);
// Driver errors without a code: the socket closed mid-query, a client already broken,
// pg-pool's connect timeout, PGlite closed.
const FAULT_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout|PGlite is closed/i;

/** Whether err says the database could not be reached (rather than that a statement was wrong). */
export function isConnectionFault(err: unknown): boolean {
  if (err instanceof DatabaseUnavailable) return true;
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^08[0-9A-Z]{3}$/.test(code) || FAULT_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && FAULT_MESSAGES.test(message);
}

/** err as a DatabaseUnavailable when it is a connection fault, else err unchanged. */
export function asDatabaseFault(err: unknown): unknown {
  return isConnectionFault(err) && !(err instanceof DatabaseUnavailable) ? new DatabaseUnavailable(err) : err;
}

// The connection a statement was sent on was lost (the backend ended: a restart,
// pg_terminate_backend, a reset socket), as opposed to a connection that could not be made
// (refused, timed out, too many clients) or a statement the server gave up on.
const LOST_SQLSTATES = new Set(['57P01', '57P02']);
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);
const LOST_MESSAGES = /Connection terminated unexpectedly|Client has encountered a connection error|Client was closed and is not queryable/i;

/** Whether err says the connection the statement was sent on had ended. */
export function isLostConnection(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  if (err instanceof DatabaseUnavailable) return isLostConnection(err.cause);
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && LOST_MESSAGES.test(message);
}
