// The first screen's prefill: every answer the page came with is in the cache before the
// first render, the layout's as well as the screen's, and nothing is asked of the network.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_ANSWERS_ID, answerKey, firstScreen } from '../../contract/first-screen.ts';
import { LABEL_ENTITY } from '../../contract/shop-rules.ts';
import { labelsQuery } from '../i18n/label-scope.tsx';
import { hasBootAnswers, resetBootAnswers } from '../lib/boot-answers.ts';
import { categoriesQuery } from '../lib/category-queries.ts';
import { paymentMethodsQuery } from '../lib/payment-methods-query.ts';
import { prefillFirstScreen } from './first-screen-prefill.ts';
import { logoQuery } from './shell-queries.ts';

/** A page as the server writes it: every call of its first screen answered, each answer its own. */
function page(path: string) {
  window.history.replaceState(null, '', path);
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_ANSWERS_ID;
  el.textContent = JSON.stringify(firstScreen(path)!.calls.map((c, i) => ({ key: answerKey(c.name, c.lang ?? 'en', c.fields), data: [{ answer: i }] })));
  document.body.append(el);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(BOOT_ANSWERS_ID)?.remove();
  resetBootAnswers();
});

describe('the first screen\'s prefill', () => {
  it.each(['/en/', '/en/all-products/0/all-categories', '/en/product-detail/3/a-mug'])(
    'takes every answer %s came with, the layout\'s too, before the first render; no call',
    async (path) => {
      const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
      page(path);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await prefillFirstScreen(client);
      expect(hasBootAnswers()).toBe(false);
      const screen = firstScreen(path)!;
      const layout = [
        logoQuery(),
        paymentMethodsQuery('en'),
        categoriesQuery('en'),
        ...screen.calls.flatMap((c) => (c.name === 'GET_LOCALIZATION_DATA' ? [labelsQuery(c.fields.entityId as number, 'en')] : [])),
      ];
      expect(layout.map((read) => read.queryKey)).toContainEqual(labelsQuery(LABEL_ENTITY.TopHeader, 'en').queryKey);
      for (const read of layout) expect(client.getQueryData(read.queryKey), JSON.stringify(read.queryKey)).toEqual([{ answer: expect.any(Number) }]);
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});
