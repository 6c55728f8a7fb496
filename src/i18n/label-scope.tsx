// Server labels override the app's messages per screen (docs/rules.md R12.12): a message whose
// id equals a labelHtmlId of the screen's entity (docs/rules.md R3) takes the server's text.
// Asked in both languages: the owner sets labels in English too (Settings, docs/shop-rules.md
// Labels), where the original client skipped English (docs/rules.md R7.3); an answer without
// labels leaves the app's own texts. A failed load is only logged.
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { RawIntlProvider, createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode, LocalizationData } from '../../contract/models.ts';
import { queryApi } from '../lib/api-client.ts';

export const labelsQuery = (entityId: number, lang: LangCode) =>
  queryOptions({
    queryKey: ['labels', lang, entityId],
    queryFn: () => queryApi('GET_LOCALIZATION_DATA', { entityId }, lang),
    enabled: entityId > 0,
    staleTime: 60 * 60 * 1000,
  });

/**
 * The screen's messages with the server's labels over them. A label is the shop owner's
 * text, shown as it is: passed as one literal element, never parsed as ICU syntax (the
 * build ships no parser, and a brace in a label must not break the screen). The app's
 * messages are strings in development and syntax trees in the build (vite.config.ts); react-intl
 * takes either per message.
 */
export function mergeLabels(messages: Record<string, unknown>, data: LocalizationData | undefined): Record<string, MessageFormatElement[]> {
  const merged = { ...messages } as Record<string, MessageFormatElement[]>;
  for (const l of data?.labelsJsonData ?? []) {
    if (l.labelHtmlId && l.text) merged[l.labelHtmlId] = [{ type: TYPE.literal, value: l.text }];
  }
  return merged;
}

const cache = createIntlCache();

/**
 * The scoped intl made for an outer intl and an answer, kept while both live: scopes of the
 * same entity under the same outer intl (the top header's, three on every page) share one,
 * and a scope mounted again (the listing's on each visit) finds its own. Merging copies the
 * whole catalogue and createIntl builds its formatters: a few hundred keys a scope in the
 * first render's slices (docs/decisions/0046-the-first-loads-links-and-labels.md).
 */
const scoped = new WeakMap<IntlShape, WeakMap<LocalizationData, IntlShape>>();

/** The outer intl with the labels over its messages; the outer one itself while there are none. */
export function scopedIntl(intl: IntlShape, data: LocalizationData | undefined): IntlShape {
  if (!data?.labelsJsonData?.some((l) => l.labelHtmlId && l.text)) return intl;
  let byData = scoped.get(intl);
  const made = byData?.get(data);
  if (made) return made;
  const { locale, defaultLocale, formats, defaultFormats, timeZone, textComponent, onError, onWarn, wrapRichTextChunksInFragment, defaultRichTextElements } = intl;
  const merged = createIntl(
    { locale, defaultLocale, formats, defaultFormats, timeZone, textComponent, onError, onWarn, wrapRichTextChunksInFragment, defaultRichTextElements, messages: mergeLabels(intl.messages, data) },
    cache,
  );
  if (!byData) scoped.set(intl, (byData = new WeakMap()));
  byData.set(data, merged);
  return merged;
}

export function LabelScope({ entity, children }: { entity: number; children: ReactNode }) {
  const intl = useIntl();
  const lang: LangCode = intl.locale.startsWith('ar') ? 'ar' : 'en';
  // Deferred: when the labels arrive, every text of the scope renders again, and as a
  // transition that happens in slices instead of one synchronous render of the whole screen.
  const labels = useDeferredValue(useQuery(labelsQuery(entity, lang)).data);
  // A new intl object only when labels arrive (react-intl's createIntl is not cheap, and
  // every text of the scope renders again with a new one); until then the outer one.
  const value = useMemo(() => scopedIntl(intl, labels), [intl, labels]);
  // Always the same element: switching from a fragment to a provider when the labels
  // arrive would remount the screen and wipe what the shopper already typed.
  return <RawIntlProvider value={value}>{children}</RawIntlProvider>;
}
