// What the shopper is told when the queue drains (sw/README.md): one toast per drain, so
// each confirmation is seen even where toasts show one at a time (docs/decisions/0017). One
// post sent says which ("Your queued review was sent."); several say them all in one
// sentence ("Your queued message, review and newsletter subscription were sent."); a post
// the server refused adds its reason after them, and the toast is then an error.
import type { IntlShape } from 'react-intl';
import type { CallName } from '../../../contract/calls.ts';
import type { WorkerMessage } from '../../../contract/sw-messages.ts';
import type { ApiFailure } from '../../lib/api-client.ts';
import type { Toast } from '../../lib/notify.ts';
import { failureMessage } from '../../i18n/failure-message.ts';
import { deliveredSeveralMessage, offlineMessages, queuedItemMessages, refusedMessage } from './offline-messages.ts';

export type Refused = Extract<WorkerMessage, { type: 'QUEUE_REFUSED' }>;

type Kind = 'contact' | 'review' | 'subscriber';
const kindOf = (call: CallName | null): Kind =>
  call === 'INSERT_PRODUCT_REVIEW' ? 'review' : call === 'INSERT_SUBSCRIBER' ? 'subscriber' : 'contact';
const ONE = { contact: offlineMessages.deliveredContact, review: offlineMessages.deliveredReview, subscriber: offlineMessages.deliveredSubscriber };

function deliveredText(intl: IntlShape, calls: readonly (CallName | null)[]): string {
  if (calls.length === 1) return intl.formatMessage(ONE[kindOf(calls[0]!)]);
  const counts = new Map<Kind, number>();
  for (const call of calls) counts.set(kindOf(call), (counts.get(kindOf(call)) ?? 0) + 1);
  const items = [...counts].map(([kind, count]) => intl.formatMessage(queuedItemMessages[kind], { count }));
  return intl.formatMessage(deliveredSeveralMessage, { items: intl.formatList(items, { type: 'conjunction' }) });
}

function refusedText(intl: IntlShape, message: Refused): string {
  // The server's reason in the shopper's language (by errorCode), as for any failed call.
  const reason = message.errorCode || message.errorMessage.trim()
    ? failureMessage(intl, { code: (message.errorCode ?? '') as ApiFailure['code'], message: message.errorMessage.trim(), params: message.errorParams ?? {} })
    : '';
  return reason
    ? intl.formatMessage(refusedMessage, { reason })
    : intl.formatMessage(offlineMessages.refusedNoReason);
}

/** The one toast for a drain's deliveries and refusals; null when there is nothing to say. */
export function queueNews(intl: IntlShape, delivered: readonly (CallName | null)[], refused: readonly Refused[]): Toast | null {
  const parts = [...(delivered.length ? [deliveredText(intl, delivered)] : []), ...refused.map((r) => refusedText(intl, r))];
  if (parts.length === 0) return null;
  return { message: parts.join(' '), variant: refused.length ? 'error' : 'success' };
}
