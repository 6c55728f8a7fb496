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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An ISO date (2026-12-31) or date and time (2026-12-31T23:59:59Z) that exists on the
 * calendar, as an ISO timestamp. JavaScript's Date rolls 2026-02-30 over to 2 March: an
 * impossible date is refused instead, so a coupon never expires on a day nobody typed.
 */
export function adminDate(raw: unknown, label: string): string {
  const text = adminText(raw, label, 40).trim();
  const m = ISO_DATE.exec(text);
  if (!m) throw badInput(`${label} must be an ISO date, e.g. 2026-12-31T23:59:59Z`);
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v)));
  const daysInMonth = month! >= 1 && month! <= 12 ? new Date(Date.UTC(year!, month!, 0)).getUTCDate() : 0;
  if (day! < 1 || day! > daysInMonth) throw badInput(`${label} is not a real date: ${text.slice(0, 10)} does not exist`);
  if (hour! > 23 || minute! > 59 || second! > 59) throw badInput(`${label} is not a real time: ${text.slice(11)}`);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badInput(`${label} must be an ISO date, e.g. 2026-12-31T23:59:59Z`);
  return date.toISOString();
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
