// Providers: React Query persisted to IndexedDB, and react-intl for the page's language.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import type { LangCode } from '../../contract/models.ts';
import { intlLocale, type Catalogue } from '../i18n/locale.ts';
import { PERSIST_BUSTER, PERSIST_MAX_AGE, idbPersister } from './query-client.ts';

const persister = idbPersister();

export function Providers({ client, lang, messages, children }: { client: QueryClient; lang: LangCode; messages: Catalogue; children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={client} persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER }}>
      <IntlProvider locale={intlLocale(lang)} messages={messages} defaultLocale="en-IN">
        {children}
      </IntlProvider>
    </PersistQueryClientProvider>
  );
}
