// The Categories mega-menu (docs/rules.md R2): a column per parent category listing its
// children, names cut to 30 characters, Arabic names in Arabic. Escape closes it.
import { memo, useDeferredValue, useId, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { TRUNCATE, categorySlug, truncate } from '../../../contract/shop-rules.ts';
import type { LangCode } from '../../../contract/models.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { categoriesQuery, categoryEnglishName, categoryName, groupCategories, type CategoryGroup } from '../../features/catalog/catalog-api.ts';
import { useDismissible } from '../../lib/use-dismissible.ts';

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

/** `onNavigate` must be stable (the navbar's is): the columns are kept while it is the same. */
export const MegaMenu = memo(function MegaMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const lang = useLang();
  const { open, setOpen, ref, toggleRef } = useDismissible();
  const panelId = useId();
  // Hidden until opened: its 100-odd links render as a transition (in slices) when the
  // categories come, not in one synchronous render (bench/README.md, Lighthouse).
  const data = useDeferredValue(useQuery(categoriesQuery(lang)).data);
  const groups = useMemo(() => groupCategories(data ?? []), [data]);
  const close = useMemo(() => () => {
    setOpen(false);
    onNavigate();
  }, [setOpen, onNavigate]);

  return (
    <div className="mega" ref={ref}>
      <button ref={toggleRef} type="button" className="mega__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t('lbl_nav_categories')} <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className="mega__panel" hidden={!open}>
        <MegaColumns groups={groups} lang={lang} onClose={close} />
      </div>
    </div>
  );
});
