// The console's routes, all under /admin/{lang}/ (the shop's are /{lang}/...). /admin goes to
// the remembered language's Today; each screen's code is its own chunk.
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { consoleLocale, consoleMessages, isConsoleLang, rememberConsoleLang, storedConsoleLang } from './console-lang.ts';
import { ConsoleLayout } from './console-layout.tsx';
import type { OrdersSearch } from './console-queries.ts';

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });

const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: 'admin' });

const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/$lang/today', params: { lang: storedConsoleLang() }, replace: true });
  },
});

const langRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '$lang',
  beforeLoad: async ({ params, location }) => {
    if (!isConsoleLang(params.lang)) {
      throw redirect({ href: location.href.replace(/^\/admin\/[^/?]*/, `/admin/${storedConsoleLang()}`), replace: true });
    }
    // The language's messages before its screens render (a chunk of their own).
    await consoleMessages.load(params.lang);
    rememberConsoleLang(params.lang);
  },
  component: function LangLayout() {
    const { lang } = langRoute.useParams();
    const code = isConsoleLang(lang) ? lang : 'en';
    const messages = consoleMessages.useLoaded(code);
    if (!messages) return null;
    return (
      <IntlProvider locale={consoleLocale(code)} messages={messages} defaultLocale="en-IN">
        <ConsoleLayout lang={code} />
      </IntlProvider>
    );
  },
});

const langIndexRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/admin/$lang/today', params, replace: true });
  },
});

const todayRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'today',
  component: lazyRouteComponent(() => import('./today-screen.tsx'), 'TodayScreen'),
});

const positive = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const isoDay = (v: unknown): string | undefined => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

const ordersRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'orders',
  validateSearch: (search: Record<string, unknown>): OrdersSearch => {
    const status = positive(search.status);
    return {
      status: status && status <= 5 ? status : undefined,
      q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 100) : undefined,
      from: isoDay(search.from),
      to: isoDay(search.to),
      page: positive(search.page),
    };
  },
  component: lazyRouteComponent(() => import('./orders-screen.tsx'), 'OrdersScreen'),
});

const orderRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'orders/$orderId',
  component: lazyRouteComponent(() => import('./order-screen.tsx'), 'OrderScreen'),
});

const messagesRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'messages',
  component: lazyRouteComponent(() => import('./messages-screen.tsx'), 'MessagesScreen'),
});

const staffRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'staff',
  component: lazyRouteComponent(() => import('./staff-screen.tsx'), 'StaffScreen'),
});

const auditRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'audit',
  component: lazyRouteComponent(() => import('./audit-screen.tsx'), 'AuditScreen'),
});

const couponsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'coupons',
  component: lazyRouteComponent(() => import('./coupons-screen.tsx'), 'CouponsScreen'),
});

// The catalogue: products (list, new, edit) and categories; coupons sit beside them.
const productsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'products',
  component: lazyRouteComponent(() => import('./products-screen.tsx'), 'ProductsScreen'),
});

const newProductRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'products/new',
  component: lazyRouteComponent(() => import('./product-editor.tsx'), 'ProductEditorScreen'),
});

const productRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'products/$productId',
  component: lazyRouteComponent(() => import('./product-editor.tsx'), 'ProductEditorScreen'),
});

const categoriesRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'categories',
  component: lazyRouteComponent(() => import('./categories-screen.tsx'), 'CategoriesScreen'),
});

const labelsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'labels',
  component: lazyRouteComponent(() => import('./labels-screen.tsx'), 'LabelsScreen'),
});

const settingsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'settings',
  component: lazyRouteComponent(() => import('./settings-screen.tsx'), 'SettingsScreen'),
});

const campaignsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'campaigns',
  component: lazyRouteComponent(() => import('./promotions-screen.tsx'), 'CampaignsScreen'),
});

const bannersRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'banners',
  component: lazyRouteComponent(() => import('./promotions-screen.tsx'), 'BannersScreen'),
});

const routeTree = rootRoute.addChildren([
  adminRoute.addChildren([adminIndexRoute, langRoute.addChildren([langIndexRoute, todayRoute, ordersRoute, orderRoute, messagesRoute, couponsRoute, staffRoute, auditRoute, productsRoute, newProductRoute, productRoute, categoriesRoute, settingsRoute, labelsRoute, campaignsRoute, bannersRoute])]),
]);

export function createConsoleRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', defaultPreloadStaleTime: 0 });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
