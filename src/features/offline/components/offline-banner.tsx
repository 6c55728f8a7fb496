import { FormattedMessage } from 'react-intl';
import { offlineMessages } from '../offline-messages.ts';

/** Shown while the network is gone; pages still render what was seen before. */
export function OfflineBanner({ online }: { online: boolean }) {
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <FormattedMessage {...offlineMessages.offlineBanner} />
    </div>
  );
}
