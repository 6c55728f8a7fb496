// Providers: React Query persisted to IndexedDB, and react-intl for the page's language.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/query-persist-client-core';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { LangCode } from '../../contract/models.ts';
import { intlLocale } from '../i18n/locale.ts';
import { useScreenMessages } from '../i18n/screen-messages.ts';
import { PERSIST_BUSTER, PERSIST_MAX_AGE, idbPersister } from './query-client.ts';
import { LOGO_QUERY_KEY } from '../lib/session.ts';

const persister = idbPersister();

// The logo is kept where the spec keeps it (local storage, cleared by logout and /refresh),
// not in the persisted cache, so clearing it there really clears it.
// (Typed structurally: the persister pins query-core 5.104.5, React Query 5.108 its own.)
const shouldDehydrateQuery = (q: { state: { status: string }; queryKey: readonly unknown[] }) =>
  q.state.status === 'success' && q.queryKey.join('/') !== LOGO_QUERY_KEY.join('/');

type PersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

/**
 * React Query's PersistQueryClientProvider, but the end of the restore is a transition.
 * When the persisted cache is back, every reader of a query renders again (they wait for the
 * restore before subscribing); from the library's promise callback that is one synchronous
 * render of nearly the whole page, as a transition it is rendered in slices
 * (bench/README.md, Lighthouse). The rest is the library's own logic: restore once, then
 * save on every change.
 */
function PersistedQueryProvider({ client, persistOptions, children }: { client: QueryClient; persistOptions: PersistOptions; children: ReactNode }) {
  const [isRestoring, setIsRestoring] = useState(true);
  const options = useRef(persistOptions);
  const restoreStarted = useRef(false);
  useEffect(() => {
    const all = { ...options.current, queryClient: client } as PersistQueryClientOptions;
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      void persistQueryClientRestore(all).catch(() => undefined).finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(all);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

export function Providers({ client, lang, messages, children }: { client: QueryClient; lang: LangCode; messages: Record<string, string>; children: ReactNode }) {
  const all = useScreenMessages();
  return (
    <PersistedQueryProvider client={client} persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER, dehydrateOptions: { shouldDehydrateQuery } }}>
      <IntlProvider locale={intlLocale(lang)} messages={all ?? messages} defaultLocale="en-IN">
        {children}
      </IntlProvider>
    </PersistedQueryProvider>
  );
}
