import { FormattedMessage } from 'react-intl';
import { queuedPostsMessage } from '../offline-messages.ts';

/** How many offline posts wait in the service worker's queue. */
export function QueuedPostsIndicator({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div className="queued-posts" role="status" data-testid="queued-posts">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="queued-posts__icon">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 10.6 3.2 1.9-.8 1.3L11 13.4V6h2v6.6Z" />
      </svg>
      <FormattedMessage {...queuedPostsMessage} values={{ count }} />
    </div>
  );
}
