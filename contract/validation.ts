// The shared field checker of docs/rules.md R5: label, value, type, min, max, required.
// The same rules run in the form and in the server handler and give the same message.
import type { ErrorCode } from './envelope.ts';

export type FieldType = 'text' | 'email' | 'number' | 'select' | 'password';

export interface FieldRule {
  /** The payload key, e.g. `EmailAddress`. */
  readonly key: string;
  /** The field's English label as the messages name it, e.g. `Email`. */
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  readonly min?: number;
  readonly max?: number;
}

export interface FieldError {
  readonly key: string;
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  /** The spec's English message, word for word. */
  readonly message: string;
}

/** Unselected value of location selects (docs/rules.md R9). */
export const UNSELECTED_LOCATION = -999;

// A pragmatic address check: one @, a dot in the domain, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** Checks one value against one rule; null when it passes. */
export function checkField(rule: FieldRule, value: unknown): FieldError | null {
  const { key, label, type, required, min, max } = rule;
  const params = { field: label };
  if (type === 'select') {
    const n = Number(value);
    const unselected = isBlank(value) || n === UNSELECTED_LOCATION || n === 0 || Number.isNaN(n);
    if (unselected) return required ? fail(key, 'REQUIRED', params) : null;
    return null;
  }
  if (isBlank(value)) return required ? fail(key, 'REQUIRED', params) : null;
  if (typeof value === 'object') return fail(key, 'REQUIRED', params);
  const text = String(value);
  if (min !== undefined && [...text].length < min) return fail(key, 'MIN_LENGTH', { field: label, n: min });
  if (max !== undefined && [...text].length > max) return fail(key, 'MAX_LENGTH', { field: label, n: max });
  if (type === 'email' && !EMAIL_RE.test(text.trim())) return fail(key, 'INVALID_EMAIL', params);
  if (type === 'number' && !/^\d+$/.test(text.trim())) return fail(key, 'NOT_A_NUMBER', params);
  return null;
}

/** Checks a payload against a form's rules in order; the first failure, or null. */
export function checkForm(rules: readonly FieldRule[], payload: Record<string, unknown>): FieldError | null {
  for (const rule of rules) {
    const error = checkField(rule, payload[rule.key]);
    if (error) return error;
  }
  return null;
}

/** The seller and reset forms' password confirmation (docs/rules.md R5). */
export function checkPasswordsMatch(password: unknown, confirm: unknown): FieldError | null {
  return String(password ?? '') === String(confirm ?? '') ? null : fail('ConfirmPassword', 'PASSWORD_MISMATCH', {});
}
