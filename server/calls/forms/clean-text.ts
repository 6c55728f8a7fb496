// Text from a form, stored as given but trimmed and without control characters other
// than line breaks (never interpreted as HTML by the server).
import { checkForm, type FieldRule } from '../../../contract/validation.ts';
import type { Params } from '../../http/call.ts';
import { fieldFailure } from '../../http/failure.ts';

export function cleanText(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  return String(value ?? '').replace(/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

/**
 * A form's text fields, cleaned, then checked again by the same rules: call-route checks
 * the raw values, and a required field of control characters only would otherwise be
 * stored empty. Passwords are left out (they are hashed exactly as typed), as are selects.
 */
export function cleanForm(rules: readonly FieldRule[], params: Params): Record<string, string> {
  const textRules = rules.filter((r) => r.type !== 'password' && r.type !== 'select');
  const cleaned: Record<string, string> = {};
  for (const rule of textRules) cleaned[rule.key] = cleanText(params[rule.key]);
  const error = checkForm(textRules, cleaned);
  if (error) throw fieldFailure(error);
  return cleaned;
}

/** Per-IP limit of the public forms (config.rateLimits.forms a minute). */
export const FORMS_WINDOW_SECONDS = 60;
