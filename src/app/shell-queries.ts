// The layout's own data: the website logo (docs/rules.md R7), and its one write, logout. The
// payment methods the footer shows are a read the product page shares
// (lib/payment-methods-query.ts).
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi, queryApi } from '../lib/api-client.ts';
import { LOGO_QUERY_KEY, clearSession } from '../lib/session.ts';
import { loadCartStore } from '../cart-and-wishlist/cart-store-loader.ts';

export const logoQuery = () =>
  queryOptions({
    queryKey: LOGO_QUERY_KEY,
    queryFn: () => queryApi('GET_WEBSITE_LOGO', {}, 'en'),
    staleTime: 60 * 60 * 1000,
  });

/**
 * Logout (docs/rules.md R4): revokes the token, clears user, token, cart and logo, back to
 * the root. Whatever the server answers (offline too), this device forgets the session.
 */
export function useLogOut(lang: string) {
  return useMutation({
    mutationFn: async () => {
      await callApi('LOGOUT', {});
      clearSession();
      const { cartStore } = await loadCartStore();
      cartStore.resetAll();
      await cartStore.flush();
      window.location.assign(`/${lang}/`);
    },
  });
}
