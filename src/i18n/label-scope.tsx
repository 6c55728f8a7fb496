// Server labels override the app's messages per screen (DESIGN section 5): a message whose
// id equals a labelHtmlId of the screen's entity (spec section 3) takes the server's text.
// The call is skipped in English (spec section 7); a failed load is only logged.
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode, LocalizationData } from '../../contract/models.ts';
import { queryApi } from '../lib/api-client.ts';

export const labelsQuery = (entityId: number, lang: LangCode) =>
  queryOptions({
    queryKey: ['labels', lang, entityId],
    queryFn: () => queryApi<LocalizationData>('GET_LOCALIZATION_DATA', { entityId }, lang),
    enabled: lang !== 'en' && entityId > 0,
    staleTime: 60 * 60 * 1000,
  });

export function mergeLabels(messages: Record<string, unknown>, data: LocalizationData | undefined): Record<string, string> {
  const merged = { ...(messages as Record<string, string>) };
  for (const l of data?.labelsJsonData ?? []) {
    if (l.labelHtmlId && l.text) merged[l.labelHtmlId] = l.text;
  }
  return merged;
}

export function LabelScope({ entity, children }: { entity: number; children: ReactNode }) {
  const intl = useIntl();
  const lang: LangCode = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const { data } = useQuery(labelsQuery(entity, lang));
  // Always the same element: switching from a fragment to a provider when the labels
  // arrive would remount the screen and wipe what the shopper already typed.
  return (
    <IntlProvider locale={intl.locale} messages={mergeLabels(intl.messages, data)} defaultLocale="en-IN">
      {children}
    </IntlProvider>
  );
}
