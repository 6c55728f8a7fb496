// The reads of the console's shop screens (Settings' shop texts and labels, campaigns, banners), keys
// under ['console', 'shop', ...] (console-queries.ts holds the other screens').
import { queryOptions } from '@tanstack/react-query';
import type { Banner, Campaign, ShopLabelsAnswer, ShopSettings } from '../../contract/admin-shop.ts';
import { consoleGet } from './console-api.ts';
import { consoleKeys } from './console-queries.ts';

export const shopKeys = {
  all: () => [...consoleKeys.all, 'shop'] as const,
  settings: () => [...shopKeys.all(), 'settings'] as const,
  labels: () => [...shopKeys.all(), 'labels'] as const,
  campaigns: () => [...shopKeys.all(), 'campaigns'] as const,
  banners: () => [...shopKeys.all(), 'banners'] as const,
  choices: () => [...shopKeys.all(), 'choices'] as const,
};

export const shopSettingsQuery = () =>
  queryOptions({ queryKey: shopKeys.settings(), queryFn: async () => (await consoleGet<{ settings: ShopSettings }>('settings')).settings });

export const shopLabelsQuery = () =>
  queryOptions({ queryKey: shopKeys.labels(), queryFn: async () => (await consoleGet<ShopLabelsAnswer>('labels')).labelSet });

export const campaignsQuery = () =>
  queryOptions({ queryKey: shopKeys.campaigns(), queryFn: async () => (await consoleGet<{ campaigns: Campaign[] }>('campaigns')).campaigns });

export const bannersQuery = () =>
  queryOptions({ queryKey: shopKeys.banners(), queryFn: async () => (await consoleGet<{ banners: Banner[] }>('banners')).banners });

export interface Choice { id: number; name: string; nameAr: string; parentId?: number | null }

/** The categories and tags a campaign's products can be chosen by. */
export const campaignChoicesQuery = () =>
  queryOptions({
    queryKey: shopKeys.choices(),
    queryFn: async () => {
      const [categories, tags] = await Promise.all([consoleGet<{ categories: Choice[] }>('categories'), consoleGet<{ tags: Choice[] }>('tags')]);
      return { categories: categories.categories, tags: tags.tags };
    },
  });
