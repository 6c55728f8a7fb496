// Home, the content pages, campaigns, /refresh and the localised not-found page.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/home/components/home-screen.tsx'), 'HomeScreen'),
});

export const aboutRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'about',
  component: lazyRouteComponent(() => import('../features/content/components/about-screen.tsx'), 'AboutScreen'),
});

export const faqRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'faq',
  component: lazyRouteComponent(() => import('../features/content/components/faq-screen.tsx'), 'FaqScreen'),
});

export const contactRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'contact-us',
  component: lazyRouteComponent(() => import('../features/content/components/contact-screen.tsx'), 'ContactScreen'),
});

export const campaignRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'campaign/$campaignId/$title',
  params: {
    parse: (p: { campaignId: string; title: string }) => ({ campaignId: Number(p.campaignId) || 0, title: p.title }),
    stringify: (p: { campaignId: number; title: string }) => ({ campaignId: String(p.campaignId), title: p.title }),
  },
  component: lazyRouteComponent(() => import('../features/content/components/campaign-screen.tsx'), 'CampaignScreen'),
});

export const refreshRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'refresh',
  component: lazyRouteComponent(() => import('../features/content/components/refresh-screen.tsx'), 'RefreshScreen'),
});

export const notFoundRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$',
  component: lazyRouteComponent(() => import('../features/content/components/not-found-screen.tsx'), 'NotFoundScreen'),
});
