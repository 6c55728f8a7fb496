// The home page's blocks (docs/rules.md R7): banners, popular categories, recent and
// popular products (20 each), campaigns. queryOptions shared by loaders and components;
// and the newsletter's write.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LangCode } from '../../../contract/models.ts';
import { HOME_BLOCK_SIZE } from '../../../contract/shop-rules.ts';
import { queryApi } from '../../lib/api-client.ts';
import { mutateApi } from '../../lib/mutate-api.ts';

export const homeKeys = {
  all: ['home'] as const,
  block: (name: string, lang: LangCode) => [...homeKeys.all, name, lang] as const,
};

export const bannersQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: homeKeys.block('banners', lang),
    queryFn: async () => (await queryApi('GET_HOME_SCREEN_BANNER', {}, lang)).filter((b) => b.ThemeTypeID === 1),
  });

export const popularCategoriesQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: homeKeys.block('popular-categories', lang),
    queryFn: () => queryApi('GET_POPULAR_CATEGORIES', {}, lang),
  });

export const recentProductsQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: homeKeys.block('recent-products', lang),
    queryFn: () => queryApi('GET_RECENTS_PRODUCTS_LIST', { PageNo: 1, PageSize: HOME_BLOCK_SIZE, TabName: 'new products' }, lang),
  });

export const popularProductsQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: homeKeys.block('popular-products', lang),
    queryFn: () => queryApi('GET_POPULAR_PRODUCTS_LIST', { PageNo: 1, PageSize: HOME_BLOCK_SIZE }, lang),
  });

export const campaignsQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: homeKeys.block('campaigns', lang),
    queryFn: () => queryApi('GET_WEB_CAMPAIGN_LIST', {}, lang),
  });

/** INSERT_SUBSCRIBER; offline the service worker queues it ('queued'). */
export function useSubscribe() {
  return useMutation({ mutationFn: (email: string) => mutateApi('INSERT_SUBSCRIBER', { SubscriberEmail: email }) });
}
