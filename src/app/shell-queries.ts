// The layout's own data: the website logo and the payment methods (docs/rules.md R7).
import { queryOptions } from '@tanstack/react-query';
import type { LangCode } from '../../contract/models.ts';
import { queryApi } from '../lib/api-client.ts';
import { LOGO_QUERY_KEY } from '../lib/session.ts';

export const logoQuery = () =>
  queryOptions({
    queryKey: LOGO_QUERY_KEY,
    queryFn: () => queryApi('GET_WEBSITE_LOGO', {}, 'en'),
    staleTime: 60 * 60 * 1000,
  });

export const paymentMethodsQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: ['shell', 'payment-methods', lang],
    queryFn: () => queryApi('GET_PAYMENT_METHODS', {}, lang),
    staleTime: 60 * 60 * 1000,
  });
