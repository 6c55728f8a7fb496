// Order history (docs/rules.md R7): the token's user's orders and one order's items, kept
// in the persisted query cache so history seen once opens offline (docs/architecture.md).
import { queryOptions } from '@tanstack/react-query';
import type { LangCode } from '../../../contract/models.ts';
import { queryApi } from '../../lib/api-client.ts';

export const orderKeys = {
  all: ['orders'] as const,
  list: (lang: LangCode, userId: number) => [...orderKeys.all, 'list', lang, userId] as const,
  detail: (lang: LangCode, userId: number, orderId: number) => [...orderKeys.all, 'detail', lang, userId, orderId] as const,
};

export const ordersQuery = (lang: LangCode, userId: number) =>
  queryOptions({
    queryKey: orderKeys.list(lang, userId),
    queryFn: () => queryApi('GET_CUSTOMER_ORDER_HISTORY_MASTER', { UserId: userId }, lang),
    staleTime: 0, // a new order or a status change shows at once
  });

export const orderItemsQuery = (lang: LangCode, userId: number, orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(lang, userId, orderId),
    queryFn: () => queryApi('GET_CUSTOME_ORDER_HISTORY_DETAIL', { OrderId: orderId }, lang),
    enabled: orderId > 0,
    staleTime: 0, // download tokens live 10 minutes
  });
