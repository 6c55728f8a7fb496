// The cart as the cart and checkout screens show it: the store's lines priced by the
// server, corrected in the store when the server caps or drops a line (docs/rules.md
// R12.6), and the last known prices while offline or re-pricing.
import { useEffect, useSyncExternalStore } from 'react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { LangCode } from '../../contract/models.ts';
import { cartStore, useCartStore } from './cart-store.ts';
import { cartPricingQuery, pricingCorrection, shownCart } from './cart-pricing.ts';
import { notify } from '../lib/notify.ts';

export function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => onlineManager.subscribe(l),
    () => onlineManager.isOnline(),
    () => true,
  );
}

export function useCartPricing(lang: LangCode) {
  const intl = useIntl();
  const store = useCartStore();
  const online = useOnline();
  const query = useQuery(cartPricingQuery(lang, store.cartItems));
  const current = !query.isPlaceholderData ? query.data : undefined;

  useEffect(() => {
    if (!current) return;
    // The store's lines now, not the render's: another tab may have changed them.
    const correction = pricingCorrection(cartStore.getState().cartItems, current);
    for (const c of correction.capped) {
      notify({ variant: 'warning', message: `${c.name}: ${intl.formatMessage({ id: 'msg.overMax' }, { max: c.max })}` });
    }
    if (correction.dropped.length > 0) {
      notify({ variant: 'warning', message: intl.formatMessage({ id: 'cart.dropped' }, { names: correction.dropped.join(', ') }) });
    }
    if (correction.next) cartStore.replaceCart(correction.next);
    // Once per answer: dataUpdatedAt changes with every new answer.
  }, [current, query.dataUpdatedAt, intl]);

  const shown = shownCart(store.cartItems, query.data);
  return {
    ...shown,
    items: store.cartItems,
    ready: store.ready,
    online,
    /** Waiting for prices (first answer or re-pricing after a change). */
    pricing: query.isFetching,
    failed: query.isError && online,
    refetch: query.refetch,
  };
}
