// The one checker of a call's declared fields (contract/call-fields.ts): it reads the
// schema's keywords, answers the first failure in declared order with the spec's message
// word for word (docs/rules.md R5), and otherwise gives back the payload checked and
// coerced: numbers sent as text are numbers, id lists are lists, the cart JSON is a list,
// text is cleaned, defaults are filled in and fields nobody declared are left out. The
// server runs it on every call before the handler (server/http/call-route.ts), so a
// handler gets typed values and parses nothing again.
import type { ErrorCode } from './envelope.ts';
import { englishMessage, isBlank, type FieldError } from './validation.ts';

export const MAX_INT = 2_147_483_647;

/** The keywords the checker reads (a JSON-Schema subset, plus the x- ones of call-fields.ts). */
export interface FieldSchema {
  type?: string;
  title?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly unknown[];
  default?: unknown;
  /** A select: these values (and blank) mean nothing chosen (docs/rules.md R9). */
  'x-unselected'?: readonly number[];
  /** `ids`: "1,2,3" or a list of ids; `json`: a JSON list as text or a list. */
  'x-list'?: 'ids' | 'json';
  /** Words in an id list that mean no filter (e.g. CategoryID 0 and all-categories). */
  'x-any'?: readonly string[];
  /** A value that fails its check is left out instead of refused (a stale device token: the client is then unknown). */
  'x-ignore-invalid'?: boolean;
  /** Kept exactly as typed (a password is hashed as typed, never trimmed). */
  'x-raw'?: boolean;
  'x-error-code'?: string;
  'x-error-message'?: string;
}

export interface ObjectSchema {
  readonly properties: Readonly<Record<string, unknown>>;
  readonly required?: readonly string[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: FieldError };

/** Text as stored: trimmed, without control characters other than line breaks. */
export function cleanText(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  return String(value ?? '').replace(/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

// A pragmatic address check: one @, a dot in the domain, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INT_RE = /^\s*-?\d+\s*$/;

class FieldFailure {
  constructor(readonly error: FieldError) {}
}

function fail(key: string, code: ErrorCode, params: Record<string, string | number>, message = englishMessage(code, params)): never {
  throw new FieldFailure({ key, code, params, message });
}

/** Checks `input` against a call's or a form's declared fields; the first failure, or the checked payload. */
export function checkFields<T = Record<string, unknown>>(schema: ObjectSchema, input: Readonly<Record<string, unknown>>): Checked<T> {
  const value: Record<string, unknown> = {};
  try {
    for (const [key, prop] of Object.entries(schema.properties)) {
      const checked = checkOrIgnore(key, prop as FieldSchema, input[key], schema.required?.includes(key) ?? false);
      if (checked !== undefined) value[key] = checked;
    }
  } catch (err) {
    if (err instanceof FieldFailure) return { ok: false, error: err.error };
    throw err;
  }
  return { ok: true, value: value as T };
}

function checkOrIgnore(key: string, f: FieldSchema, raw: unknown, required: boolean): unknown {
  if (!f['x-ignore-invalid']) return checkOne(key, f, raw, required);
  try {
    return checkOne(key, f, raw, required);
  } catch (err) {
    if (err instanceof FieldFailure) return undefined;
    throw err;
  }
}

function checkOne(key: string, f: FieldSchema, raw: unknown, required: boolean): unknown {
  const label = f.title ?? key;
  const field = { field: label };
  const absent = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (f['x-list'] === 'json') return absent ? [] : jsonList(key, f, raw);
  if (f['x-list'] === 'ids') return absent ? [] : idList(key, f, raw);
  if (f['x-unselected']) return select(key, f, raw, required);
  if (absent && f.default !== undefined) return f.default;
  if (f.enum) {
    if (raw === undefined || raw === null) return f.default;
    if (!f.enum.includes(raw)) fail(key, 'BAD_REQUEST', field, `${label} must be one of ${f.enum.map((s) => `'${String(s)}'`).join(', ')}`);
    return raw;
  }
  if (f.type === 'integer' || f.type === 'number') {
    if (absent) return required ? fail(key, 'REQUIRED', field) : undefined;
    return numberValue(key, f, raw);
  }
  return textValue(key, f, raw, required);
}

function numberValue(key: string, f: FieldSchema, raw: unknown): number {
  const label = f.title ?? key;
  const whole = f.type === 'integer';
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && (!whole || INT_RE.test(raw)) ? Number(raw) : NaN;
  if (!Number.isFinite(n) || (whole && (!Number.isInteger(n) || Math.abs(n) > MAX_INT))) fail(key, 'NOT_A_NUMBER', { field: label });
  const min = f.minimum ?? -MAX_INT;
  const max = f.maximum ?? MAX_INT;
  if (n < min || n > max) {
    if (whole) fail(key, 'OUT_OF_RANGE', { field: label, min, max }, `${label} must be between ${min} and ${max}`);
    fail(key, 'OUT_OF_RANGE', { field: label }, `${label} is out of range`);
  }
  return n;
}

/** A select's id, or null when nothing is chosen; absent stays absent (the handler keeps what was there). */
function select(key: string, f: FieldSchema, raw: unknown, required: boolean): number | null | undefined {
  const label = f.title ?? key;
  if (raw === undefined && !required) return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && INT_RE.test(raw) ? Number(raw) : NaN;
  const unselected = isBlank(raw) || (f['x-unselected'] ?? []).includes(n) || n <= 0;
  if (unselected) return required ? fail(key, 'REQUIRED', { field: label }) : null;
  if (!Number.isInteger(n) || n > MAX_INT) fail(key, required ? 'REQUIRED' : 'NOT_A_NUMBER', { field: label });
  return n;
}

function textValue(key: string, f: FieldSchema, raw: unknown, required: boolean): string | undefined {
  const label = f.title ?? key;
  const field = { field: label };
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
    fail(key, required ? 'REQUIRED' : 'BAD_REQUEST', field, required ? undefined : `${label} must be text`);
  }
  const text = f['x-raw'] ? String(raw ?? '') : cleanText(raw);
  if (isBlank(text)) return required ? fail(key, 'REQUIRED', field) : undefined;
  const length = [...text].length;
  if (f.minLength !== undefined && length < f.minLength) fail(key, 'MIN_LENGTH', { field: label, n: f.minLength });
  if (f.maxLength !== undefined && length > f.maxLength) fail(key, 'MAX_LENGTH', { field: label, n: f.maxLength });
  if (f.format === 'email' && !EMAIL_RE.test(text.trim())) fail(key, 'INVALID_EMAIL', field);
  if (f.pattern !== undefined && !new RegExp(f.pattern, 'u').test(text)) patternFailure(key, f);
  return text;
}

function patternFailure(key: string, f: FieldSchema): never {
  const label = f.title ?? key;
  const code = (f['x-error-code'] ?? 'BAD_REQUEST') as ErrorCode;
  return fail(key, code, { field: label }, f['x-error-message'] ?? englishMessage(code, { field: label }));
}

function idList(key: string, f: FieldSchema, raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'number' ? [raw] : typeof raw === 'string' ? raw.split(',') : null;
  if (!parts || parts.length > 100) patternFailure(key, f);
  const any = new Set(f['x-any'] ?? []);
  const ids = parts
    .map((p) => String(p).trim())
    .filter((p) => p !== '' && !any.has(p.toLowerCase()))
    .map((p) => (/^\d{1,9}$/.test(p) ? Number(p) : patternFailure(key, f)))
    .filter((id) => !any.has(String(id)));
  return [...new Set(ids)];
}

function jsonList(key: string, f: FieldSchema, raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') {
    try {
      const v: unknown = JSON.parse(raw);
      if (Array.isArray(v)) return v;
    } catch {
      /* falls through to the 400 */
    }
  }
  return patternFailure(key, f);
}

/** A form's first failure, or null: the PWA's forms run the declaration the server runs. */
export function formError(schema: ObjectSchema, payload: Readonly<Record<string, unknown>>): FieldError | null {
  const checked = checkFields(schema, payload);
  return checked.ok ? null : checked.error;
}
