// The spec's field messages (docs/rules.md R5), word for word, for the one checker of the
// declared fields (contract/check-fields.ts), and the password confirmation of two forms.
import type { ErrorCode } from './envelope.ts';

export interface FieldError {
  readonly key: string;
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  /** The spec's English message, word for word. */
  readonly message: string;
}

/** Unselected value of location selects (docs/rules.md R9). */
export const UNSELECTED_LOCATION = -999;

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  return String(value).trim() === '';
}

export function englishMessage(code: ErrorCode, params: Record<string, string | number>): string {
  const field = String(params.field ?? '');
  switch (code) {
    case 'REQUIRED':
      return `${field} is required`;
    case 'MIN_LENGTH':
      return `${field} min length should be ${params.n} characters`;
    case 'MAX_LENGTH':
      return `${field} max length should be ${params.n} characters`;
    case 'INVALID_EMAIL':
      return 'Please enter valid email address';
    case 'NOT_A_NUMBER':
      return `${field} must be a number`;
    case 'PASSWORD_MISMATCH':
      return 'Password does not match!';
    default:
      return 'An error occured. Please try again!';
  }
}

function fail(key: string, code: ErrorCode, params: Record<string, string | number>): FieldError {
  return { key, code, params, message: englishMessage(code, params) };
}

/** The seller and reset forms' password confirmation (docs/rules.md R5). */
export function checkPasswordsMatch(password: unknown, confirm: unknown): FieldError | null {
  return String(password ?? '') === String(confirm ?? '') ? null : fail('ConfirmPassword', 'PASSWORD_MISMATCH', {});
}
