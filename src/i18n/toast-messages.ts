// Toasts in the current language for the usual outcomes of a form (docs/rules.md R8):
// field errors and failed calls as error toasts, successes as success toasts.
import type { IntlShape } from 'react-intl';
import type { FieldError } from '../../contract/validation.ts';
import type { ApiFailure } from '../lib/api-client.ts';
import { notify } from '../lib/notify.ts';
import { failureMessage } from './failure-message.ts';
import type { MessageId } from './en.ts';

export function toastFieldError(intl: IntlShape, error: FieldError): void {
  notify({ variant: 'error', message: failureMessage(intl, { code: error.code, message: error.message, params: error.params }) });
}

/**
 * A failed call: field-rule failures by their code (the same text the form gives), a
 * network failure as "offline", anything else the screen's generic message (spec 8).
 */
export function toastFailure(intl: IntlShape, failure: ApiFailure, genericId: MessageId = 'msg.genericError'): void {
  const byCode = ['REQUIRED', 'MIN_LENGTH', 'MAX_LENGTH', 'INVALID_EMAIL', 'NOT_A_NUMBER', 'PASSWORD_MISMATCH', 'RATE_LIMITED', 'EMAIL_EXISTS', 'INVALID_LOGIN', 'NETWORK'];
  const message = byCode.includes(failure.code) ? failureMessage(intl, failure, genericId) : intl.formatMessage({ id: genericId });
  notify({ variant: 'error', message });
}

export function toastSuccess(intl: IntlShape, id: MessageId, values?: Record<string, string | number>): void {
  notify({ variant: 'success', message: intl.formatMessage({ id }, values) });
}

export function toastInfo(intl: IntlShape, id: MessageId, values?: Record<string, string | number>): void {
  notify({ variant: 'info', message: intl.formatMessage({ id }, values) });
}
