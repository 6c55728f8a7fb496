// Routes load their data: hovering a link to a product runs the product route's loader
// (the router preloads on intent), so the product's answer is in the query cache before the
// click; offline, the loader leaves the screen to the cache at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { callPath } from '../../contract/calls.ts';
import type { Campaign, ProductDetail, ProductListItem } from '../../contract/models.ts';
import { campaignProductsQuery, campaignQuery } from '../features/content/content-api.ts';
import { productDetailQuery, productOptionsQuery } from '../features/product/product-api.ts';
import { loadProductPage, pathId } from './catalog-routes.tsx';
import { loadCampaignPage } from './content-routes.tsx';
import type { RouterContext } from './root-route.tsx';

const DETAIL = { ProductId: 7, ProductName: 'Brass Diya' } as ProductDetail;
const CAMPAIGN = { CampaignId: 3, MainTitle: 'Diwali gifts', CategoryID: 5 } as Campaign;
const LAMPS = [{ ProductId: 7, ProductName: 'Brass Diya' }] as ProductListItem[];

/** The server, as the API client sees it: every call answers, and each path asked is kept. */
function stubServer(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    asked.push(path);
    const data = path === callPath('GET_PRODUCT_DETAIL') ? [DETAIL]
      : path === callPath('GET_WEB_CAMPAIGN_DETAIL') ? [CAMPAIGN]
        : path === callPath('GET_All_PRODUCTS') ? LAMPS : [];
    return new Response(JSON.stringify({ statusCode: 200, message: '', errorMessage: '', token: '', data: JSON.stringify(data) }), {
      status: 200, headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

/** The app's router set-up (context, preload on intent, React Query decides freshness) around the product route's loader. */
function renderShop(queryClient: QueryClient) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/$lang',
    component: () => (
      <>
        <Link to="/$lang/product-detail/$productId/$category/$slug" params={{ lang: 'en', productId: 7, category: 'lamps', slug: 'brass-diya' }}>Brass Diya</Link>
        <Link to="/$lang/campaign/$campaignId/$title" params={{ lang: 'en', campaignId: 3, title: 'diwali-gifts' }}>Diwali gifts</Link>
      </>
    ),
  });
  const campaign = createRoute({
    getParentRoute: () => root,
    path: '/$lang/campaign/$campaignId/$title',
    params: { parse: (p: { lang: string; campaignId: string; title: string }) => ({ ...p, campaignId: pathId(p.campaignId) }) },
    loader: loadCampaignPage,
    component: () => <h1>Campaign page</h1>,
  });
  const product = createRoute({
    getParentRoute: () => root,
    path: '/$lang/product-detail/$productId/$category/$slug',
    params: { parse: (p: { lang: string; productId: string; category: string; slug: string }) => ({ ...p, productId: pathId(p.productId) }) },
    loader: loadProductPage,
    component: () => <h1>Product page</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, product, campaign]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: ['/en'] }),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  });
  render(<QueryClientProvider client={queryClient}><RouterProvider router={router as never} /></QueryClientProvider>);
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('a route loader', () => {
  it('puts the product in the cache when its link is hovered, before any click', async () => {
    const asked = stubServer();
    const queryClient = new QueryClient();
    const router = renderShop(queryClient);
    const link = await screen.findByRole('link', { name: 'Brass Diya' });
    fireEvent.mouseEnter(link);
    await waitFor(() => expect(queryClient.getQueryData(productDetailQuery(7, 'en').queryKey)).toEqual(DETAIL), { timeout: 5000 });
    expect(queryClient.getQueryData(productOptionsQuery(7, 'en').queryKey)).toEqual([]);
    expect(router.state.location.pathname).toBe('/en');
    expect(screen.queryByRole('heading', { name: 'Product page' })).toBeNull();
    // The click then shows the page from the cache: nothing is asked twice.
    const before = asked.length;
    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'Product page' });
    expect(asked.slice(before)).not.toContain(callPath('GET_PRODUCT_DETAIL'));
  });

  it('puts a campaign and the products it leads to in the cache when its link is hovered', async () => {
    const asked = stubServer();
    const queryClient = new QueryClient();
    const router = renderShop(queryClient);
    fireEvent.mouseEnter(await screen.findByRole('link', { name: 'Diwali gifts' }));
    await waitFor(() => expect(queryClient.getQueryData(campaignProductsQuery(CAMPAIGN, 'en').queryKey)).toEqual(LAMPS), { timeout: 5000 });
    expect(queryClient.getQueryData(campaignQuery(3, 'en').queryKey)).toEqual([CAMPAIGN]);
    expect(asked).toContain(callPath('GET_CATEGORIES_LIST'));
    expect(router.state.location.pathname).toBe('/en');
  });

  it('offline, opens the page at once from what the cache holds, asking nothing', async () => {
    const asked = stubServer();
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    queryClient.setQueryData(productDetailQuery(7, 'en').queryKey, DETAIL);
    renderShop(queryClient);
    fireEvent.click(await screen.findByRole('link', { name: 'Brass Diya' }));
    await screen.findByRole('heading', { name: 'Product page' });
    expect(asked).toEqual([]);
  });
});
