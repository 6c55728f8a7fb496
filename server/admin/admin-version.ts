// Edits carry the version of the record they were made on (docs/decisions/0021): a stale
// one is refused with a clear 409 VERSION_CONFLICT, never applied over someone else's.
import { Failure } from '../http/failure.ts';

/** `subject` with its verb: 'This banner was', 'The settings were'. */
export const versionConflict = (subject: string, sent: number, now: number) =>
  new Failure(409, 'VERSION_CONFLICT', `${subject} changed by someone else since you opened it (version ${sent}, now ${now}). Reload it and make your change again.`);
