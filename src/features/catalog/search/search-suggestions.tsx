// The navbar search's suggestion list (its own chunk, loaded when the search box is first
// used): the listbox of the combobox whose input, keyboard and open state live in
// app/layout/search-box.tsx. Online: the cached categories and get-all-products' first
// page for the term (docs/rules.md R12.10); offline or when that fails, every product list
// in the persisted query cache (home blocks, listings, related, sidebar) in the language.
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ProductListItem } from '../../../../contract/models.ts';
import { categorySlug } from '../../../../contract/shop-rules.ts';
import { productLink } from '../../../../contract/markup.ts';
import { salePrice } from '../../../../contract/money.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useOnline } from '../../../cart-and-wishlist/use-cart-pricing.ts';
import { categoriesQuery, productsQuery } from '../catalog-api.ts';
import { MAX_SUGGESTIONS, buildSuggestions, isProductList, matchCategories, matchProducts, normalize, type Suggestion } from './suggestions.ts';
import './search.css';

export const SUGGEST_DEBOUNCE_MS = 200;

export interface SearchSuggestionsProps {
  term: string;
  listId: string;
  active: number;
  onItems: (count: number) => void;
  /** Filled with "go to suggestion i", for Enter in the input. */
  chooserRef: RefObject<((index: number) => void) | null>;
  onChosen: () => void;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The matched part of a label in bold. */
function Highlighted({ text, term }: { text: string; term: string }) {
  const at = normalize(text).indexOf(normalize(term));
  if (at < 0 || !term.trim()) return <>{text}</>;
  const end = at + term.trim().length;
  return <>{text.slice(0, at)}<mark>{text.slice(at, end)}</mark>{text.slice(end)}</>;
}

export function SearchSuggestions({ term, listId, active, onItems, chooserRef, onChosen }: SearchSuggestionsProps) {
  const lang = useLang();
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const searchTerm = useDebounced(term.trim(), SUGGEST_DEBOUNCE_MS);
  const categories = useQuery(categoriesQuery(lang));
  const products = useQuery({
    ...productsQuery('all', { SearchTerm: searchTerm, PageNo: 1, PageSize: MAX_SUGGESTIONS }, lang),
    enabled: searchTerm.length > 1,
  });
  const fromCache = !online || products.isError || products.fetchStatus === 'paused';

  const items = useMemo<Suggestion[]>(() => {
    if (searchTerm.length < 2) return [];
    let found: readonly ProductListItem[];
    if (fromCache) {
      const lists = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.queryKey.includes(lang) && isProductList(q.state.data))
        .map((q) => q.state.data as ProductListItem[]);
      found = matchProducts(lists, searchTerm);
    } else {
      // While the term's own page loads, the previous term's page narrowed to this term.
      found = products.isPlaceholderData ? matchProducts([products.data ?? []], searchTerm) : (products.data ?? []);
    }
    return buildSuggestions(matchCategories(categories.data ?? [], searchTerm, lang), found, lang);
  }, [searchTerm, fromCache, products.data, products.isPlaceholderData, categories.data, lang, queryClient]);

  useEffect(() => onItems(items.length), [items, onItems]);

  const choose = (index: number) => {
    const s = items[index];
    if (!s) return;
    onChosen();
    if (s.kind === 'category') {
      void navigate({
        to: '/$lang/all-products/$categoryId/$slug',
        params: { lang, categoryId: s.category.CategoryID, slug: categorySlug(s.englishName) },
      });
    } else {
      void navigate({ to: '/$lang/product-detail/$productId/$category/$slug', params: productLink(s.product, lang) });
    }
  };
  useEffect(() => {
    chooserRef.current = choose;
  });

  if (!items.length) {
    return <p className="visually-hidden" role="status">{searchTerm.length > 1 && !products.isFetching ? t('search.noSuggestions') : ''}</p>;
  }
  return (
    <div className="suggest">
      <ul role="listbox" id={listId} aria-label={t('search.suggestions')} className="suggest__list">
        {items.map((s, i) => (
          <li
            key={s.key}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`suggest__item${i === active ? ' suggest__item--active' : ''}`}
            // Keeps the focus in the input, so the list stays open until the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(i)}
          >
            {s.kind === 'product' ? (
              <ProductThumb className="suggest__thumb" src={s.product.ProductImagesJson?.[0]?.AttachmentURL ?? ''} size={40} />
            ) : (
              <span className="suggest__thumb suggest__thumb--category" aria-hidden="true">#</span>
            )}
            <span className="suggest__label"><Highlighted text={s.label} term={searchTerm} /></span>
            <span className="suggest__meta">
              {s.kind === 'category'
                ? t('search.category')
                : formatMoney(intl, salePrice(s.product).now)}
            </span>
          </li>
        ))}
      </ul>
      {fromCache && <p className="suggest__note">{t('search.offlineNote')}</p>}
      <p className="visually-hidden" role="status">{t('search.count', { count: items.length })}</p>
    </div>
  );
}
