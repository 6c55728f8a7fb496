// The listing's filter sidebar: a closed section's list and a closed parent's subcategories are
// rendered from the first time they open (docs/decisions/0058), and a choice in them reaches the listing's search.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, Manufacturer } from '../../../../contract/models.ts';
import { en } from '../../../i18n/en.ts';
import type { ListingSearch } from '../listing-search.ts';
import { categoriesQuery, colorsQuery, manufacturersQuery, sidebarPopularQuery, sizesQuery, tagsQuery } from '../catalog-api.ts';
import { ListingSidebar } from './listing-sidebar.tsx';

afterEach(cleanup);

const category = (CategoryID: number, Name: string, ParentCategoryID: number | null = null): Category =>
  ({ CategoryID, Name, ParentCategoryID, LocalizationJsonData: [], AttachmentURL: null, TotalProducts: 1 });
const CATEGORIES = [category(1, 'Mugs'), category(11, 'Photo Mugs', 1), category(12, 'Magic Mugs', 1), category(2, 'Frames')];
const MAKERS: Manufacturer[] = [{ ManufacturerID: 7, Name: 'Tohfa Studio', LocalizationJsonData: [] }];

async function renderSidebar(search: ListingSearch, categoryId = 0) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(categoriesQuery('en').queryKey, CATEGORIES as never);
  client.setQueryData(manufacturersQuery('en').queryKey, MAKERS);
  for (const q of [sizesQuery('en'), colorsQuery('en'), tagsQuery('en')]) client.setQueryData(q.queryKey, []);
  client.setQueryData(sidebarPopularQuery('en').queryKey, []);
  const onChange = vi.fn<(next: ListingSearch, categoryId?: number) => void>();
  const rootRoute = createRootRoute({ component: () => <ListingSidebar lang="en" search={search} categoryId={categoryId} onChange={onChange} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router as never} />
        </QueryClientProvider>
      </IntlProvider>,
    );
    await router.load();
  });
  return onChange;
}

const section = (title: string) => screen.getByText(title, { selector: 'summary' }).closest('details')!;

describe('the listing sidebar', () => {
  it("renders a closed section's list when its summary is pressed, and its choice is the search's", async () => {
    const onChange = await renderSidebar({});
    const brands = section(en['listing.brands']);
    expect(brands.open).toBe(false);
    expect(within(brands).queryByRole('checkbox')).toBeNull();
    act(() => fireEvent.click(within(brands).getByText(en['listing.brands'])));
    expect(brands.open).toBe(true);
    fireEvent.click(within(brands).getByLabelText('Tohfa Studio'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ ManufacturerID: '7' }));
    // Pressed again, it closes as before.
    act(() => fireEvent.click(within(brands).getByText(en['listing.brands'])));
    expect(brands.open).toBe(false);
  });

  it("renders a parent's subcategories once it is opened, or at once when one of them is chosen", async () => {
    await renderSidebar({});
    const expand = screen.getByRole('button', { name: en['listing.subcategories'].replace('{name}', 'Mugs') });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Photo Mugs')).toBeNull();
    act(() => fireEvent.click(expand));
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Photo Mugs')).toBeTruthy();
    expect(screen.getByLabelText('Magic Mugs')).toBeTruthy();
    cleanup();

    await renderSidebar({}, 12);
    expect((screen.getByLabelText('Magic Mugs') as HTMLInputElement).checked).toBe(true);
  });
});
