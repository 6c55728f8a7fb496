// The Categories mega-menu (docs/rules.md R2): a column per parent category listing its
// children, names cut to 30 characters, Arabic names in Arabic. Escape closes it.
import { memo, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { TRUNCATE, categorySlug, truncate } from '../../../contract/shop-rules.ts';
import type { Category, LangCode } from '../../../contract/models.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { categoriesQuery, categoryEnglishName, categoryName, groupCategories, type CategoryGroup } from '../../features/catalog/catalog-api.ts';
import { useDismissible } from '../../lib/use-dismissible.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * The panel's columns: rendered again only when the categories or the language change, not
 * when the menu opens or closes or the navbar's counts move (an Add to Cart re-renders the
 * navbar), so opening it costs the browser's layout of what appears and no render of its
 * 100-odd links (interaction to next paint, bench/README.md).
 */
const MegaColumns = memo(function MegaColumns({ groups, lang, onClose }: { groups: CategoryGroup[]; lang: LangCode; onClose: () => void }) {
  return (
    <div className="mega__grid">
      {groups.map(({ parent, children }) => (
        <div key={parent.CategoryID} className="mega__column">
          <Link
            className="mega__parent"
            to="/$lang/all-products/$categoryId/$slug"
            params={{ lang, categoryId: parent.CategoryID, slug: categorySlug(categoryEnglishName(parent)) }}
            onClick={onClose}
          >
            {truncate(categoryName(parent, lang), TRUNCATE.menuName)}
          </Link>
          <ul>
            {children.map((c) => (
              <li key={c.CategoryID}>
                <Link
                  to="/$lang/all-products/$categoryId/$slug"
                  params={{ lang, categoryId: c.CategoryID, slug: categorySlug(categoryEnglishName(c)) }}
                  onClick={onClose}
                >
                  {truncate(categoryName(c, lang), TRUNCATE.menuName)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
});

const NO_CATEGORIES: Category[] = [];

/** `onNavigate` must be stable (the navbar's is): the columns are kept while it is the same. */
export const MegaMenu = memo(function MegaMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const lang = useLang();
  const { open, setOpen, ref, toggleRef } = useDismissible();
  const panelId = useId();
  // Hidden until opened: its 100-odd links render as a transition (in slices) when the
  // categories come, not in one synchronous render (bench/README.md, Lighthouse), and never in
  // the page's first commit, even when the categories are there before it (the initial value:
  // a commit of their own right after it, docs/decisions/0032).
  const data = useDeferredValue(useQuery(categoriesQuery(lang)).data, NO_CATEGORIES);
  const groups = useMemo(() => groupCategories(data ?? []), [data]);
  const close = useMemo(() => () => {
    setOpen(false);
    onNavigate();
  }, [setOpen, onNavigate]);
  // Laid out ahead, invisible: once the page is idle, or when the pointer or the focus comes
  // to the toggle. Opening it then only shows what is laid out: the browser's style and
  // layout of the 100-odd links (most of an opening's time) are not in the press's frame
  // (interaction to next paint, docs/decisions/0026). Desktop widths only (styles/layout.css):
  // in the phone's menu the panel takes room, so there it stays out until opened.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => setReady(true), 5000);
  }, [ready]);
  const prepare = () => setReady(true);

  return (
    <div className="mega" ref={ref}>
      <button ref={toggleRef} type="button" className="mega__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} onPointerEnter={prepare} onFocus={prepare}>
        {t('lbl_nav_categories')} <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className={`mega__panel${!open && ready ? ' mega__panel--ahead' : ''}`} hidden={!open && !ready}>
        <MegaColumns groups={groups} lang={lang} onClose={close} />
      </div>
    </div>
  );
});
