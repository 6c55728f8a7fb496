// Every call module of the orders domain, for server/app.ts.
import type { CallModule } from '../../http/call.ts';
import { cartCalls } from './cart-calls.ts';
import { orderHistoryCalls } from './order-history-calls.ts';
import { placeOrderCall } from './place-order.ts';

export const orderCalls: readonly CallModule[] = [...cartCalls, placeOrderCall, ...orderHistoryCalls];
