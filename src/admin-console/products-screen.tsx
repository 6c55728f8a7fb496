// The catalogue: products searched by name (English or Arabic), newest first, each with its
// price, stock and whether shoppers see it; a new one from here. Tabs lead to the other
// catalogue screens.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Loading, QueryProblem } from './console-error.tsx';
import { PRODUCTS_PAGE_SIZE, productsQuery } from './catalogue-queries.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { useConsoleLang, useMoney } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';
import './catalogue.css';

export function ProductsScreen() {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const money = useMoney();
  const { lang: langParam } = useParams({ strict: false });
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [pages, setPages] = useState(1);
  const products = useQuery({ ...productsQuery(q, pages), placeholderData: keepPreviousData });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setPages(1);
    setQ(typed.trim());
  };
  return (
    <section aria-labelledby="products-title" className="c-screen">
      <div className="c-screen__head">
        <h1 id="products-title">{t('products.title')}</h1>
        <Link to="/admin/$lang/products/new" params={{ lang: langParam ?? lang }} className="c-button c-button--primary">
          {t('products.new')}
        </Link>
      </div>
      <CatalogueTabs lang={lang} />
      <form className="c-search" role="search" onSubmit={search}>
        <label className="c-visually-hidden" htmlFor="products-q">
          {t('products.search')}
        </label>
        <input id="products-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} placeholder={t('products.search')} />
        <button type="submit" className="c-button c-button--primary">
          {t('products.searchButton')}
        </button>
      </form>
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <QueryProblem error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <p className="c-muted">{t('products.none')}</p>
      ) : (
        <>
          <p className="c-muted" role="status">{t('products.count', { count: products.data.total })}</p>
          <ul className="c-stack c-products">
            {products.data.products.map((p) => (
              <li key={p.id}>
                <Link to="/admin/$lang/products/$productId" params={{ lang, productId: String(p.id) }} className="c-card c-row-link c-product-row">
                  <span className="c-product-row__name">{lang === 'ar' ? p.nameAr : p.name}</span>
                  <span className="c-product-row__meta">
                    <span>{money((p.discountedPricePaise ?? p.pricePaise) / 100)}</span>
                    <span className={p.stock === 0 ? 'c-badge c-badge--danger' : 'c-muted'}>{t('products.stock', { count: p.stock })}</span>
                    {!p.isPublished && <span className="c-badge c-badge--warn">{t('products.hidden')}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {products.data.total > pages * PRODUCTS_PAGE_SIZE && (
            <button type="button" className="c-button c-button--block" onClick={() => setPages((n) => n + 1)}>
              {t('products.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
