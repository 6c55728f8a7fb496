// The layout's own data: the website logo (docs/rules.md R7). The payment methods the footer
// shows are a read the product page shares (lib/payment-methods-query.ts).
import { queryOptions } from '@tanstack/react-query';
import { queryApi } from '../lib/api-client.ts';
import { LOGO_QUERY_KEY } from '../lib/session.ts';

export const logoQuery = () =>
  queryOptions({
    queryKey: LOGO_QUERY_KEY,
    queryFn: () => queryApi('GET_WEBSITE_LOGO', {}, 'en'),
    staleTime: 60 * 60 * 1000,
  });
