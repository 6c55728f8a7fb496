// The navbar search (docs/rules.md R2): goes to the listing with SearchTerm only when the
// term is longer than 1 character. As the shopper types, a combobox list of up to 8
// categories and products appears under it (features/catalog/search, its own chunk, loaded when
// the box is first used); arrows move through it, Enter opens the chosen entry or, with
// none chosen, the listing; Escape closes it.
import { memo, useCallback, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { SEARCH_MIN_LENGTH } from '../../../contract/shop-rules.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadScreenMessages } from '../../i18n/screen-messages.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';
import type { SearchSuggestionsProps } from '../../features/catalog/search/search-suggestions.tsx';

export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

// Not React.lazy: a chunk that fails to load (offline before the service worker took
// over) must leave the plain search working and be tried again at the next use.
let Suggestions: ComponentType<SearchSuggestionsProps> | null = null;
let loading: Promise<ComponentType<SearchSuggestionsProps> | null> | null = null;
function loadSuggestions(): Promise<ComponentType<SearchSuggestionsProps> | null> {
  loading ??= Promise.all([import('../../features/catalog/search/search-suggestions.tsx'), loadScreenMessages()]).then(
    ([m]) => (Suggestions = m.SearchSuggestions),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

const LIST_ID = 'site-search-suggestions';

// Without props: not rendered again with the navbar (its counts move on every Add to Cart).
export const SearchBox = memo(function SearchBox() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [SearchSuggestions, setSearchSuggestions] = useState(() => Suggestions);
  const [count, setCount] = useState(0);
  const [active, setActive] = useState(-1);
  const load = () => {
    if (!SearchSuggestions) void loadSuggestions().then((c) => c && setSearchSuggestions(() => c));
  };
  const chooser = useRef<((index: number) => void) | null>(null);
  const expanded = open && isSearchable(term) && count > 0;

  const onItems = useCallback((n: number) => {
    setCount(n);
    setActive((a) => (a < n ? a : -1));
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (expanded && active >= 0) {
      chooser.current?.(active);
      return;
    }
    if (!isSearchable(term)) return;
    close();
    void navigate({
      to: '/$lang/all-products/$categoryId/$slug',
      params: { lang, categoryId: 0, slug: 'all-categories' },
      search: { SearchTerm: term.trim() },
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!count || !isSearchable(term)) return;
      e.preventDefault();
      setOpen(true);
      const down = e.key === 'ArrowDown';
      // Wraps around; a closed list opens on its first (down) or last (up) entry.
      setActive((a) => (!open || a < 0 ? (down ? 0 : count - 1) : down ? (a + 1) % count : (a - 1 + count) % count));
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      close();
    }
  };

  return (
    <form role="search" className="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="site-search">{t('nav.searchLabel')}</label>
      <input
        id="site-search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? LIST_ID : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${LIST_ID}-${active}` : undefined}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          load();
          setOpen(true);
          setActive(-1);
        }}
        onFocus={load}
        onBlur={close}
        onKeyDown={onKeyDown}
        placeholder={t('lbl_nav_search_placeholder')}
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className="search__button">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('nav.searchButton')}</span>
      </button>
      {SearchSuggestions && open && isSearchable(term) && (
        <SearchSuggestions
          term={term}
          listId={LIST_ID}
          active={active}
          onItems={onItems}
          chooserRef={chooser}
          onChosen={() => {
            close();
            setTerm('');
          }}
        />
      )}
    </form>
  );
});
