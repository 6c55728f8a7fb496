// Text from a form, stored as given but trimmed and without control characters other
// than newline and tab (never interpreted as HTML by the server).
export function cleanText(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  return String(value ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

/** Per-IP limit of the public forms (config.rateLimits.forms a minute). */
export const FORMS_WINDOW_SECONDS = 60;
