// The text of a failed call in the current language (docs/rules.md R12.2): by errorCode,
// with the field label translated; the server's English message otherwise.
import type { IntlShape } from 'react-intl';
import type { ApiFailure } from '../lib/api-client.ts';

export function failureMessage(intl: IntlShape, failure: Pick<ApiFailure, 'code' | 'message' | 'params'>, fallbackId = 'msg.genericError'): string {
  const id = `error.${failure.code}`;
  if (!intl.messages[id]) {
    if (failure.message && intl.locale.startsWith('en')) return failure.message;
    return failure.message || intl.formatMessage({ id: fallbackId });
  }
  const params: Record<string, string | number> = { ...failure.params };
  if (typeof params.field === 'string') {
    const label = `field.${params.field}`;
    if (intl.messages[label]) params.field = intl.formatMessage({ id: label });
  }
  return intl.formatMessage({ id }, params);
}
