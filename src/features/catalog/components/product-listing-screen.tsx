// The product listing (docs/rules.md R2): filters in the URL, view switcher, page size
// (sends what it shows, docs/rules.md R10.1), sort, 5 page links, TotalRecords, an empty state
// that offers to clear the filters; on phones the sidebar is a drawer. Category 0 or
// all-categories means no category; popular-products and recent-products with id 0 show
// those lists.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, LABEL_ENTITY, PAGE_SIZES, SORT_OPTIONS, categorySlug, type SortOption } from '../../../../contract/shop-rules.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { MessageId } from '../../../i18n/en.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { ProductCard, ProductGridSkeleton } from '../../../components/ui/product-card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/ui/icons.tsx';
import { fitView, viewsFor, type ListingSearch } from '../listing-search.ts';
import { categoriesQuery, categoryEnglishName, categoryName, listingRequest, productsQuery } from '../catalog-api.ts';
import { clearFilters, hasFilters, pageWindow } from '../listing-state.ts';
import { ListingSidebar } from './listing-sidebar.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useStagedReveal } from '../../../lib/use-staged-reveal.ts';
import { useDismissible } from '../../../lib/use-dismissible.ts';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';
// catalog.css: with the shell's stylesheets, loaded by src/main.tsx (not added by this lazy chunk).

const SORT_LABELS: Record<SortOption, MessageId> = {
  '': 'listing.sort.featured', 'Price ASC': 'listing.sort.priceAsc', 'Price DESC': 'listing.sort.priceDesc',
  'Date DESC': 'listing.sort.dateDesc', 'Date ASC': 'listing.sort.dateAsc',
};

function Listing() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { categoryId, slug } = useParams({ from: '/$lang/all-products/$categoryId/$slug' });
  const search = useSearch({ from: '/$lang/all-products/$categoryId/$slug' });
  // The phone's filter drawer: Escape or a tap beside it closes it, and the focus moves into it
  // when it opens and back to its button when it closes.
  const { open: drawerOpen, setOpen: setDrawerOpen, ref: drawerRef, toggleRef: drawerToggleRef } = useDismissible<HTMLElement>();
  const drawerCloseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (drawerOpen) drawerCloseRef.current?.focus();
  }, [drawerOpen]);
  // Beside the grid (wide screens) the sidebar renders with the page, from the lists that came
  // with it, so nothing moves; in the closed drawer (phones, catalog.css) it is invisible, so it
  // renders in a commit of its own after the first paint, which stays short.
  const inDrawer = useMediaQuery('(max-width: 960px)');
  const maxColumns = useMediaQuery('(max-width: 560px)') ? 2 : inDrawer ? 3 : 4;
  // The first commit holds the cards of the first screen, two rows of the widest grid this
  // width shows; the rest and the pagination below them come in the second commit, the
  // drawer's sidebar in the third. Each card is links, a picture, a heart and their
  // subscriptions: rendered, inserted and subscribed in the first commit's tasks, they made
  // each of them longer for what nobody sees yet (docs/decisions/0042). Nothing in view
  // moves: what comes later comes below those rows, or in the closed drawer.
  const stage = useStagedReveal(2);
  const restOfGrid = stage >= 1;
  const afterPaint = stage >= 2;
  const inViewCards = 2 * maxColumns;
  const categories = useQuery(categoriesQuery(lang)).data ?? [];

  const { mode, pageNo, pageSize, params } = listingRequest(categoryId, slug, search);
  const query = useQuery(productsQuery(mode, params, lang));
  const products = query.data ?? [];
  const total = mode === 'all' ? (products[0]?.TotalRecords ?? 0) : products.length < pageSize && pageNo === 1 ? products.length : (products[0]?.TotalRecords ?? products.length);
  // Beyond the server's count limit it says "10,000+" and pages through those 10,000.
  const moreThanTotal = mode === 'all' && products[0]?.TotalRecordsRelation === 'gte';
  const pages = Math.max(1, Math.ceil(total / pageSize));

  // What the shopper just chose, shown by the filters at once while the navigation loads the
  // products (a new category waits for its first answer): a ticked box never lags the tap.
  // The navigation (the router's new state, the results' render) starts in a task after the
  // frame that shows the choice: in the press's own task it would hold that frame back
  // (interaction to next paint, docs/decisions/0026). A screen left meanwhile does not navigate.
  const [chosen, setChosen] = useState<{ search: ListingSearch; categoryId: number } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const go = (next: ListingSearch, nextCategoryId = categoryId) => {
    const cat = categories.find((c) => c.CategoryID === nextCategoryId);
    setChosen({ search: next, categoryId: nextCategoryId });
    afterNextPaint(() => {
      if (!mounted.current) return;
      void navigate({
        to: '/$lang/all-products/$categoryId/$slug',
        params: { lang, categoryId: nextCategoryId, slug: nextCategoryId > 0 && cat ? categorySlug(categoryEnglishName(cat)) : mode === 'all' ? 'all-categories' : slug },
        search: next,
      }).finally(() => setChosen((c) => (c?.search === next ? null : c)));
    });
  };

  const current = categories.find((c) => c.CategoryID === categoryId);
  const title = search.SearchTerm
    ? t('listing.searchTitle', { term: search.SearchTerm })
    : current ? categoryName(current, lang) : t(mode === 'popular' ? 'listing.popularTitle' : mode === 'recent' ? 'listing.recentTitle' : 'listing.title');
  const view = fitView(search.view ?? 'grid-3', maxColumns);
  // The controls show the choice at once; the grid follows with the navigation.
  const shown = chosen?.search ?? search;
  const shownView = fitView(shown.view ?? 'grid-3', maxColumns);

  return (
    <>
      <PageTitleBar title={title} />
      <div className="container section listing">
        {mode === 'all' && (
          <aside ref={drawerRef} className={`listing__sidebar${drawerOpen ? ' listing__sidebar--open' : ''}`} aria-label={t('listing.filters')}>
            <button
              ref={drawerCloseRef}
              type="button"
              className="btn btn--ghost listing__drawer-close"
              onClick={() => {
                setDrawerOpen(false);
                drawerToggleRef.current?.focus();
              }}
            >
              {t('listing.hideFilters')}
            </button>
            {(!inDrawer || drawerOpen || afterPaint) && <ListingSidebar lang={lang} search={shown} categoryId={chosen?.categoryId ?? categoryId} onChange={go} />}
          </aside>
        )}
        {drawerOpen && <div className="listing__scrim" aria-hidden="true" />}
        <div className="listing__main">
          <div className="toolbar">
            {mode === 'all' && (
              <button ref={drawerToggleRef} type="button" className="btn btn--ghost toolbar__filters" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
                {t('listing.showFilters')}
              </button>
            )}
            <p className="toolbar__count" role="status">{query.isSuccess ? t(moreThanTotal ? 'listing.resultsMore' : 'listing.results', { count: total }) : ''}</p>
            <div className="toolbar__view" role="group" aria-label={t('listing.view')}>
              {viewsFor(maxColumns).map((v) => (
                <button key={v} type="button" aria-pressed={shownView === v} onClick={() => go({ ...search, view: v === 'grid-3' ? undefined : v })}>
                  {t(`listing.view.${v}` as MessageId)}
                </button>
              ))}
            </div>
            <label className="toolbar__select">
              <span>{t('listing.pageSize')}</span>
              <select value={shown.PageSize ?? DEFAULT_PAGE_SIZE} onChange={(e) => go({ ...search, PageSize: Number(e.target.value) === DEFAULT_PAGE_SIZE ? undefined : Number(e.target.value), PageNo: undefined })}>
                {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
            </label>
            {mode === 'all' && (
              <label className="toolbar__select">
                <span>{t('listing.sort')}</span>
                <select
                  value={shown.OrderByColumnName ?? ''}
                  onChange={(e) => go({ ...search, OrderByColumnName: (e.target.value || undefined) as ListingSearch['OrderByColumnName'], PageNo: undefined })}
                >
                  {SORT_OPTIONS.map((s) => <option key={s} value={s}>{t(SORT_LABELS[s])}</option>)}
                </select>
              </label>
            )}
          </div>
          <QueryState query={query} skeleton={<ProductGridSkeleton count={pageSize > 12 ? 12 : pageSize} />}>
            {products.length === 0 ? (
              <div className="notice listing__empty">
                <p>{t('listing.empty')}</p>
                {hasFilters(search, categoryId) && (
                  <button type="button" className="btn btn--primary" onClick={() => go(clearFilters(search), 0)}>{t('listing.clear')}</button>
                )}
              </div>
            ) : (
              <>
              {/* The cards' names are h3: the outline needs the level between them and the page's h1. */}
              <h2 className="visually-hidden">{t('listing.heading')}</h2>
              <ul className={`product-grid product-grid--${view}`}>
                {(restOfGrid ? products : products.slice(0, inViewCards)).map((p, i) => <li key={p.ProductId}><ProductCard product={p} lang={lang} eager={i < 3} /></li>)}
              </ul>
              </>
            )}
          </QueryState>
          {pages > 1 && restOfGrid && (
            <nav className="pagination" aria-label={t('listing.pages')}>
              <button type="button" disabled={pageNo <= 1} onClick={() => go({ ...search, PageNo: pageNo - 1 > 1 ? pageNo - 1 : undefined })}>
                <ChevronStartIcon size={16} /> <span>{t('listing.prev')}</span>
              </button>
              {pageWindow(pageNo, pages).map((n) => (
                <button key={n} type="button" aria-current={n === pageNo ? 'page' : undefined} aria-label={t('listing.page', { n })} onClick={() => go({ ...search, PageNo: n > 1 ? n : undefined })}>
                  {n}
                </button>
              ))}
              <button type="button" disabled={pageNo >= pages} onClick={() => go({ ...search, PageNo: pageNo + 1 })}>
                <span>{t('listing.next')}</span> <ChevronEndIcon size={16} />
              </button>
            </nav>
          )}
        </div>
      </div>
    </>
  );
}

export function ProductListingScreen() {
  return (
    <LabelScope entity={LABEL_ENTITY.AllProducts}>
      <Listing />
    </LabelScope>
  );
}
