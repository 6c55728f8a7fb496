// Home, the content pages, campaigns, /refresh and the localised not-found page.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { LangCode } from '../../contract/models.ts';
import { lazyScreen } from './lazy-screen.ts';
import { langRoute } from './lang-route.tsx';
import { loadRouteData } from './route-data.ts';
import type { RouterContext } from './root-route.tsx';
// Statically: the layout's mega-menu imports it, so it is in the start's chunk anyway
// (vite.config.ts, noReexportChunks).
import { categoriesQuery } from '../lib/category-queries.ts';

export const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  loader: async ({ context, params }) => {
    const lang = params.lang as LangCode;
    const h = await import('../features/home/home-api.ts');
    return loadRouteData(context.queryClient, [h.bannersQuery(lang), h.popularCategoriesQuery(lang), h.recentProductsQuery(lang), h.popularProductsQuery(lang), h.campaignsQuery(lang)]);
  },
  // Home needs only the shell's messages: it does not wait for the screens' catalogue.
  component: lazyRouteComponent(() => import('../features/home/components/home-screen.tsx'), 'HomeScreen'),
});

/** The campaign, then the products it leads to (they depend on its category and tag). */
export async function loadCampaignPage({ context, params }: { context: RouterContext; params: { lang: string; campaignId: number } }): Promise<void> {
  const lang = params.lang as LangCode;
  const c = await import('../features/content/content-api.ts');
  const campaign = c.campaignQuery(params.campaignId, lang);
  await loadRouteData(context.queryClient, [campaign, categoriesQuery(lang)]);
  const loaded = context.queryClient.getQueryData(campaign.queryKey)?.[0];
  if (loaded) await loadRouteData(context.queryClient, [c.campaignProductsQuery(loaded, lang)]);
}

export const aboutRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'about',
  component: lazyScreen(() => import('../features/content/components/about-screen.tsx'), 'AboutScreen'),
});

export const faqRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'faq',
  component: lazyScreen(() => import('../features/content/components/faq-screen.tsx'), 'FaqScreen'),
});

export const contactRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'contact-us',
  component: lazyScreen(() => import('../features/content/components/contact-screen.tsx'), 'ContactScreen'),
});

export const policyRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'policies/$page',
  component: lazyScreen(() => import('../features/content/components/policy-screen.tsx'), 'PolicyScreen'),
});

export const campaignRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'campaign/$campaignId/$title',
  params: {
    parse: (p: { campaignId: string; title: string }) => ({ campaignId: Number(p.campaignId) || 0, title: p.title }),
    stringify: (p: { campaignId: number; title: string }) => ({ campaignId: String(p.campaignId), title: p.title }),
  },
  loader: loadCampaignPage,
  component: lazyScreen(() => import('../features/content/components/campaign-screen.tsx'), 'CampaignScreen'),
});

export const refreshRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'refresh',
  component: lazyScreen(() => import('../features/content/components/refresh-screen.tsx'), 'RefreshScreen'),
});

export const notFoundRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$',
  component: lazyScreen(() => import('../features/content/components/not-found-screen.tsx'), 'NotFoundScreen'),
});
