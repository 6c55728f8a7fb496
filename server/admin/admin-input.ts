// Reading the admin API's query strings, route params and bodies: bad input is a 400
// with a clear message (the same Failure the calls use).
import { Failure, badInput } from '../http/failure.ts';

const MAX_INT = 2_147_483_647;

export function adminInt(raw: unknown, label: string, opts: { min?: number; max?: number; fallback?: number } = {}): number {
  if (raw === undefined || raw === null || raw === '') {
    if (opts.fallback !== undefined) return opts.fallback;
    throw badInput(`${label} is required`);
  }
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d{1,10}\s*$/.test(raw) ? Number(raw) : NaN;
  const min = opts.min ?? 1;
  const max = opts.max ?? MAX_INT;
  if (!Number.isInteger(n) || n < min || n > max) throw badInput(`${label} must be a whole number from ${min} to ${max}`);
  return n;
}

export function adminText(raw: unknown, label: string, max: number): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw badInput(`${label} must be text`);
  if ([...raw].length > max) throw badInput(`${label} max length should be ${max} characters`);
  if (raw.includes('\u0000') || !raw.isWellFormed()) throw badInput(`${label} contains characters that are not allowed`);
  return raw;
}

export function adminBody(body: unknown): Record<string, unknown> {
  if (body === null || body === undefined) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badInput('The body must be a JSON object');
  return body as Record<string, unknown>;
}

export interface Paging { limit: number; offset: number; page: number; pageSize: number }

export function paging(query: Record<string, unknown>): Paging {
  const page = adminInt(query.page, 'page', { fallback: 1 });
  const pageSize = adminInt(query.pageSize, 'pageSize', { fallback: 50, max: 500 });
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export const notFound = (what: string) => new Failure(404, 'NOT_FOUND', `${what} not found.`);
