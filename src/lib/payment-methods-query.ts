// The payment methods (docs/rules.md R7: GET_PAYMENT_METHODS): the footer shows them all,
// the product page those the checkout takes. One read, so it lives here where both the
// layout and the product feature reach it.
import { queryOptions } from '@tanstack/react-query';
import type { LangCode } from '../../contract/models.ts';
import { queryApi } from './api-client.ts';

export const paymentMethodsQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: ['shell', 'payment-methods', lang] as const,
    queryFn: () => queryApi('GET_PAYMENT_METHODS', {}, lang),
    staleTime: 60 * 60 * 1000,
  });
