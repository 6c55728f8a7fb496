// What a screen shows while its data is not there: skeleton while loading, a clear
// offline notice when the network is gone and the page was never seen, or a
// retry when the load failed and nothing was shown before.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { refusedByServer } from '../../lib/api-client.ts';

export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  error?: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

export function QueryState({ query, skeleton, children }: { query: QueryLike; skeleton?: ReactNode; children: ReactNode }) {
  const t = useT();
  if (query.isPending && query.fetchStatus === 'paused') {
    return <p className="notice notice--offline" role="status">{t('page.offlineUnseen')}</p>;
  }
  // A refresh that failed (a dropped connection, a 5xx) leaves the answer shown before on
  // screen, as the persisted copy keeps it (app/query-client.ts); what the server refused is not shown.
  if (query.isError && (query.data === undefined || refusedByServer(query.error))) {
    return (
      <div className="notice" role="alert">
        <p>{t('page.loadFailed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()}>{t('page.retry')}</button>
      </div>
    );
  }
  if (query.isPending) return <>{skeleton ?? <p role="status">{t('page.loading')}</p>}</>;
  return <>{children}</>;
}
