// The answer to a request that met a database fault: 503 with the usual envelope and
// Retry-After, so the PWA's client and the offline queue try again (with the same
// Idempotency-Key on writes) instead of showing a bug.
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';
import { Failure } from './failure.ts';

export const SERVICE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';

export function serviceUnavailable(): Failure {
  const seconds = DATABASE_RETRY_AFTER_SECONDS;
  return new Failure(503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, { seconds }, undefined, { 'Retry-After': String(seconds) });
}
