// The Categories mega-menu (docs/rules.md R2): a column per parent category listing its
// children, names cut to 30 characters, Arabic names in Arabic. Escape closes it.
import { useDeferredValue, useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { TRUNCATE, categorySlug, truncate } from '../../../contract/shop-rules.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { categoriesQuery, categoryEnglishName, categoryName, groupCategories } from '../../features/catalog/catalog-api.ts';
import { useDismissible } from '../../lib/use-dismissible.ts';

export function MegaMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const lang = useLang();
  const { open, setOpen, ref, toggleRef } = useDismissible();
  const panelId = useId();
  // Hidden until opened: its 100-odd links render as a transition (in slices) when the
  // categories come, not in one synchronous render (bench/README.md, Lighthouse).
  const data = useDeferredValue(useQuery(categoriesQuery(lang)).data);
  const groups = groupCategories(data ?? []);

  const close = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <div className="mega" ref={ref}>
      <button ref={toggleRef} type="button" className="mega__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t('lbl_nav_categories')} <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className="mega__panel" hidden={!open}>
        <div className="mega__grid">
          {groups.map(({ parent, children }) => (
            <div key={parent.CategoryID} className="mega__column">
              <Link
                className="mega__parent"
                to="/$lang/all-products/$categoryId/$slug"
                params={{ lang, categoryId: parent.CategoryID, slug: categorySlug(categoryEnglishName(parent)) }}
                onClick={close}
              >
                {truncate(categoryName(parent, lang), TRUNCATE.menuName)}
              </Link>
              <ul>
                {children.map((c) => (
                  <li key={c.CategoryID}>
                    <Link
                      to="/$lang/all-products/$categoryId/$slug"
                      params={{ lang, categoryId: c.CategoryID, slug: categorySlug(categoryEnglishName(c)) }}
                      onClick={close}
                    >
                      {truncate(categoryName(c, lang), TRUNCATE.menuName)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
