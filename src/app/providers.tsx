// Providers: React Query persisted to IndexedDB, and react-intl for the page's language.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
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

export function Providers({ client, lang, messages, children }: { client: QueryClient; lang: LangCode; messages: Record<string, string>; children: ReactNode }) {
  const all = useScreenMessages();
  return (
    <PersistQueryClientProvider client={client} persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER, dehydrateOptions: { shouldDehydrateQuery } }}>
      <IntlProvider locale={intlLocale(lang)} messages={all ?? messages} defaultLocale="en-IN">
        {children}
      </IntlProvider>
    </PersistQueryClientProvider>
  );
}
