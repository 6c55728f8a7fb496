import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { offlineMessages } from '../offline-messages.ts';

/**
 * 'A new version is available — Reload'. Nothing reloads without the shopper's press:
 * an open form or cart keeps working on the old version until then.
 */
export function UpdateOffer({ ready, onReload }: { ready: boolean; onReload: () => void }) {
  const [pressed, setPressed] = useState(false);
  if (!ready) return null;
  return (
    <div className="update-offer" role="status" data-testid="update-offer">
      <span>
        <FormattedMessage {...offlineMessages.updateAvailable} />
      </span>
      <span aria-hidden="true"> — </span>
      <button
        type="button"
        className="update-offer__reload"
        disabled={pressed}
        onClick={() => {
          setPressed(true);
          onReload();
        }}
      >
        <FormattedMessage {...offlineMessages.reload} />
      </button>
    </div>
  );
}
