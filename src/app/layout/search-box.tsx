// The navbar search (spec section 2): goes to the listing with SearchTerm only when the
// term is longer than 1 character.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { SEARCH_MIN_LENGTH } from '../../../contract/forms.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';

export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

export function SearchBox() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isSearchable(term)) return;
    void navigate({
      to: '/$lang/all-products/$categoryId/$slug',
      params: { lang, categoryId: 0, slug: 'all-categories' },
      search: { SearchTerm: term.trim() },
    });
  };
  return (
    <form role="search" className="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="site-search">{t('nav.searchLabel')}</label>
      <input
        id="site-search"
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('lbl_nav_search_placeholder')}
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className="search__button">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('nav.searchButton')}</span>
      </button>
    </form>
  );
}
