// Providers: React Query (its persisted copy restored before the first render, app/start.tsx,
// and kept up to date from here) and react-intl for the page's language.
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { LangCode } from '../../contract/models.ts';
import { intlLocale } from '../i18n/locale.ts';
import { useScreenMessages } from '../i18n/screen-messages.ts';
import { persistQueryCache } from './query-client.ts';

export function Providers({ client, lang, messages, children }: { client: QueryClient; lang: LangCode; messages: Record<string, string>; children: ReactNode }) {
  const all = useScreenMessages(lang);
  useEffect(() => persistQueryCache(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <IntlProvider locale={intlLocale(lang)} messages={all ?? messages} defaultLocale="en-IN">
        {children}
      </IntlProvider>
    </QueryClientProvider>
  );
}
