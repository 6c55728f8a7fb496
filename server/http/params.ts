// Reading typed values out of requestParameters: bad input is a 400 with a clear
// message, never a 500 (the database never sees an unchecked value).
import type { Params } from './call.ts';
import { Failure } from './failure.ts';

const MAX_INT = 2_147_483_647;

interface IntOptions {
  label?: string;
  /** When absent or empty; without it the value is required. */
  fallback?: number;
  min?: number;
  max?: number;
}

export function intParam(params: Params, key: string, opts: IntOptions = {}): number {
  const label = opts.label ?? key;
  const raw = params[key];
  if (raw === undefined || raw === null || raw === '') {
    if (opts.fallback !== undefined) return opts.fallback;
    throw new Failure(400, 'REQUIRED', `${label} is required`, { field: label });
  }
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || Math.abs(n) > MAX_INT) {
    throw new Failure(400, 'NOT_A_NUMBER', `${label} must be a number`, { field: label });
  }
  const min = opts.min ?? -MAX_INT;
  const max = opts.max ?? MAX_INT;
  if (n < min || n > max) {
    throw new Failure(400, 'OUT_OF_RANGE', `${label} must be between ${min} and ${max}`, { field: label, min, max });
  }
  return n;
}

export function numberParam(params: Params, key: string, opts: { label?: string; fallback?: number; min?: number; max?: number } = {}): number {
  const label = opts.label ?? key;
  const raw = params[key];
  if (raw === undefined || raw === null || raw === '') {
    if (opts.fallback !== undefined) return opts.fallback;
    throw new Failure(400, 'REQUIRED', `${label} is required`, { field: label });
  }
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  if (!Number.isFinite(n)) throw new Failure(400, 'NOT_A_NUMBER', `${label} must be a number`, { field: label });
  if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
    throw new Failure(400, 'OUT_OF_RANGE', `${label} is out of range`, { field: label });
  }
  return n;
}

/** A comma list of ids ("1,2,3"), or an array of ids; empty means no filter. */
export function idListParam(params: Params, key: string, label = key): number[] {
  const raw = params[key];
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw) ? raw : typeof raw === 'number' ? [raw] : typeof raw === 'string' ? raw.split(',') : null;
  if (!parts || parts.length > 100) throw new Failure(400, 'BAD_REQUEST', `${label} must be a comma-separated list of numbers`, { field: label });
  const ids = parts
    .map((p) => String(p).trim())
    .filter((p) => p !== '')
    .map((p) => {
      if (!/^\d{1,9}$/.test(p)) throw new Failure(400, 'BAD_REQUEST', `${label} must be a comma-separated list of numbers`, { field: label });
      return Number(p);
    });
  return [...new Set(ids)];
}

export function textParam(params: Params, key: string, opts: { label?: string; max?: number; fallback?: string } = {}): string {
  const label = opts.label ?? key;
  const raw = params[key];
  if (raw === undefined || raw === null) return opts.fallback ?? '';
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    throw new Failure(400, 'BAD_REQUEST', `${label} must be text`, { field: label });
  }
  const s = String(raw);
  if (opts.max !== undefined && [...s].length > opts.max) {
    throw new Failure(400, 'MAX_LENGTH', `${label} max length should be ${opts.max} characters`, { field: label, n: opts.max });
  }
  return s;
}

/** A JSON array given as a string or an array (cartJsonData). */
export function jsonArrayParam(params: Params, key: string, label = key): unknown[] {
  const raw = params[key];
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') {
    try {
      const v: unknown = JSON.parse(raw);
      if (Array.isArray(v)) return v;
    } catch {
      /* falls through to the 400 */
    }
  }
  throw new Failure(400, 'BAD_REQUEST', `${label} must be a JSON list`, { field: label });
}
