// The offline layer's texts. English defaults here; the en and ar catalogues in
// src/i18n carry the same ids.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const offlineMessages = defineMessages({
  offlineBanner: { id: 'offline.banner', defaultMessage: 'You are offline. Showing what you saw before.' },
  updateAvailable: { id: 'offline.updateAvailable', defaultMessage: 'A new version is available' },
  reload: { id: 'offline.reload', defaultMessage: 'Reload' },
  deliveredContact: { id: 'offline.delivered.contact', defaultMessage: 'Your queued message was sent.' },
  deliveredReview: { id: 'offline.delivered.review', defaultMessage: 'Your queued review was sent.' },
  deliveredSubscriber: { id: 'offline.delivered.subscriber', defaultMessage: 'Your queued newsletter subscription was sent.' },
  refusedNoReason: { id: 'offline.refusedNoReason', defaultMessage: 'Your queued message was not accepted.' },
  installApp: { id: 'offline.installApp', defaultMessage: 'Install app' },
});

export const queuedPostsMessage: MessageDescriptor = defineMessage({
  id: 'offline.queuedPosts',
  defaultMessage: '{count, plural, one {# message waiting to be sent} other {# messages waiting to be sent}}',
});

export const refusedMessage: MessageDescriptor = defineMessage({
  id: 'offline.refused',
  defaultMessage: 'Your queued message was not accepted: {reason}',
});

/** Several queued posts sent in one drain, named in one list (queue-news.ts). */
export const deliveredSeveralMessage: MessageDescriptor = defineMessage({
  id: 'offline.delivered.several',
  defaultMessage: 'Your queued {items} were sent.',
});

/** The items of that list, each kind with its count. */
export const queuedItemMessages: Record<'contact' | 'review' | 'subscriber', MessageDescriptor> = {
  contact: defineMessage({ id: 'offline.item.contact', defaultMessage: '{count, plural, one {message} other {# messages}}' }),
  review: defineMessage({ id: 'offline.item.review', defaultMessage: '{count, plural, one {review} other {# reviews}}' }),
  subscriber: defineMessage({ id: 'offline.item.subscriber', defaultMessage: '{count, plural, one {newsletter subscription} other {# newsletter subscriptions}}' }),
};
