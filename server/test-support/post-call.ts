// Posting a call the way the PWA does (`{"requestParameters": {...}}`), for the server tests,
// the browser tests and the benchmarks alike: over HTTP to a running shop (postCall), and
// the answer's `data` parsed once (answerData, which createTestApp's app.inject calls use too).
import { callPath, type CallName } from '../../contract/calls.ts';
import { requestBody } from '../../contract/envelope.ts';

export interface PostedCall<T> {
  status: number;
  /** `data` parsed once (answers carry it as a JSON string); undefined when empty. */
  data: T;
  /** The whole answer; {} when it was not JSON (the status says enough). */
  body: Record<string, unknown>;
  retryAfter: string | null;
}

/** An answer's `data`: JSON text parsed, anything else as it came. */
export function answerData<T>(body: { data?: unknown }): T {
  const raw = body.data;
  return (typeof raw === 'string' ? (raw ? JSON.parse(raw) : undefined) : raw) as T;
}

/** Posts `call` (a call's name, or its path: one starting with `/`) to the shop at `base` (`http://127.0.0.1:8080`). */
export async function postCall<T = unknown>(
  base: string,
  call: CallName | (string & NonNullable<unknown>),
  fields: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<PostedCall<T>> {
  const res = await fetch(`${base}${call.startsWith('/') ? call : callPath(call as CallName)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(requestBody(fields)),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch { /* not JSON */ }
  return { status: res.status, body, data: answerData<T>(body), retryAfter: res.headers.get('Retry-After') };
}
