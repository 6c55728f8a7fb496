// The listing's filter sidebar (docs/rules.md R2): collapsible sections; categories, brands,
// sizes and tags multi-select; price band, colour and rating single; popular products.
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { LangCode, LocalizedText } from '../../../../contract/models.ts';
import { PRICE_BANDS, TRUNCATE, truncate } from '../../../../contract/shop-rules.ts';
import type { ListingSearch } from '../listing-search.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { productLink } from '../../../../contract/markup.ts';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { categoriesQuery, categoryName, colorsQuery, groupCategories, manufacturersQuery, sidebarPopularQuery, sizesQuery, tagsQuery } from '../catalog-api.ts';
import { idsOf, setPriceBand, setSingle, toggleId, type MultiKey } from '../listing-state.ts';

const localized = (name: string, l10n: LocalizedText[] | undefined, lang: LangCode) =>
  (lang === 'ar' && l10n?.find((x) => x.langId === 2)?.text) || name;

/**
 * A collapsible section whose body is rendered from the first time it opens: a closed
 * section's body is not displayed, yet rendered it was the brands', tags' and popular
 * products' lists, a third of the sidebar's elements, in the listing's first commit on a
 * desktop and in the drawer's on a phone (docs/decisions/0058). The summary's press renders
 * the body before the browser opens the section (the press's own task), so it opens filled;
 * an opening by the browser itself (find in page) is followed by its toggle event.
 */
function Section({ title, children, open = true, full = false }: { title: string; children: ReactNode; open?: boolean; full?: boolean }) {
  const [opened, setOpened] = useState(open);
  return (
    <details className="filter" open={open} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="filter__title" onClick={() => setOpened(true)}>{title}</summary>
      <div className={`filter__body${full ? ' filter__body--full' : ''}`}>{opened && children}</div>
    </details>
  );
}

interface Props {
  lang: LangCode;
  search: ListingSearch;
  categoryId: number;
  onChange: (next: ListingSearch, categoryId?: number) => void;
}

export function ListingSidebar({ lang, search, categoryId, onChange }: Props) {
  const t = useT();
  const categories = useQuery(categoriesQuery(lang)).data ?? [];
  const sizes = useQuery(sizesQuery(lang)).data ?? [];
  const colors = useQuery(colorsQuery(lang)).data ?? [];
  const makers = useQuery(manufacturersQuery(lang)).data ?? [];
  const tags = useQuery(tagsQuery(lang)).data ?? [];
  const popular = useQuery(sidebarPopularQuery(lang)).data ?? [];

  // The path's category is the first selected one (docs/rules.md R12.9).
  const selectedCategories = [...new Set([...(categoryId > 0 ? [categoryId] : []), ...idsOf(search.CategoryID)])];
  const toggleCategory = (id: number) => {
    const next = selectedCategories.includes(id) ? selectedCategories.filter((x) => x !== id) : [...selectedCategories, id];
    const [first = 0, ...rest] = next;
    onChange({ ...search, CategoryID: rest.length ? rest.join(',') : undefined, PageNo: undefined }, first);
  };
  // Every parent shows; a parent's children open under it (open by themselves when one of
  // them or the parent is chosen), so the list needs no scroll box of its own.
  const groups = groupCategories(categories);
  // The shopper's own opening or closing of a parent wins over the automatic one.
  const [opened, setOpened] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const isOpen = (g: (typeof groups)[number]) =>
    opened.get(g.parent.CategoryID) ?? [g.parent, ...g.children].some((c) => selectedCategories.includes(c.CategoryID));
  const toggleOpen = (g: (typeof groups)[number]) => setOpened((o) => new Map(o).set(g.parent.CategoryID, !isOpen(g)));
  // Only the sizes that exist in the chosen categories (a parent with its children), and the
  // ones already chosen so they can be unticked; every size when the answer does not say.
  const family = selectedCategories.flatMap((id) => [id, ...(groups.find((g) => g.parent.CategoryID === id)?.children.map((c) => c.CategoryID) ?? [])]);
  const chosenSizes = idsOf(search.SizeID);
  const offeredSizes = sizes.filter((z) => !z.CategoryIDs || chosenSizes.includes(z.SizeID)
    || (family.length ? z.CategoryIDs.some((id) => family.includes(id)) : z.CategoryIDs.length > 0));
  const check = (key: MultiKey, id: number, label: string) => (
    <label key={id} className="check">
      <input type="checkbox" checked={idsOf(search[key]).includes(id)} onChange={() => onChange(toggleId(search, key, id))} />
      <span>{label}</span>
    </label>
  );

  return (
    <div className="sidebar">
      <Section title={t('listing.categories')} full>
        {groups.map((g) => {
          const { parent, children } = g;
          const open = isOpen(g);
          const name = categoryName(parent, lang);
          return (
          <div key={parent.CategoryID} className="filter__group">
            <div className="filter__parent">
              <label className="check check--parent">
                <input type="checkbox" checked={selectedCategories.includes(parent.CategoryID)} onChange={() => toggleCategory(parent.CategoryID)} />
                <span>{truncate(name, TRUNCATE.categoryName)}</span>
              </label>
              {children.length > 0 && (
                <button
                  type="button"
                  className="filter__expand"
                  aria-expanded={open}
                  aria-controls={`filter-children-${parent.CategoryID}`}
                  aria-label={t('listing.subcategories', { name })}
                  onClick={() => toggleOpen(g)}
                >
                  <ChevronDownIcon size={16} />
                </button>
              )}
            </div>
            {/* A closed parent's children are hidden: not rendered until it opens (docs/decisions/0058). */}
            <div id={`filter-children-${parent.CategoryID}`} className="filter__children" hidden={!open}>
            {open && children.map((c) => (
              <label key={c.CategoryID} className="check check--child">
                <input type="checkbox" checked={selectedCategories.includes(c.CategoryID)} onChange={() => toggleCategory(c.CategoryID)} />
                <span>{truncate(categoryName(c, lang), TRUNCATE.categoryName)}</span>
              </label>
            ))}
            </div>
          </div>
          );
        })}
      </Section>
      <Section title={t('listing.price')}>
        {PRICE_BANDS.map((b) => (
          <label key={b.min} className="check">
            <input type="radio" name="price" checked={search.MinPrice === b.min && search.MaxPrice === b.max} onChange={() => onChange(setPriceBand(search, b.min, b.max))} onClick={() => search.MinPrice === b.min && onChange(setPriceBand(search, b.min, b.max))} />
            <span>{b.max >= 1_000_000_000 ? t('listing.priceAbove', { min: b.min }) : t('listing.priceBand', { min: b.min, max: b.max })}</span>
          </label>
        ))}
      </Section>
      <Section title={t('listing.colour')}>
        <div className="swatches">
          {colors.map((c) => (
            <button
              key={c.ColorID}
              type="button"
              className="swatch"
              style={{ background: c.HexCode }}
              aria-pressed={search.ColorID === c.ColorID}
              title={localized(c.Name, c.LocalizationJsonData, lang)}
              onClick={() => onChange(setSingle(search, 'ColorID', c.ColorID))}
            >
              <span className="visually-hidden">{localized(c.Name, c.LocalizationJsonData, lang)}</span>
            </button>
          ))}
        </div>
      </Section>
      {offeredSizes.length > 0 && (
        <Section title={t('listing.sizes')}>{offeredSizes.map((z) => check('SizeID', z.SizeID, localized(z.ShortName, z.LocalizationJsonData, lang)))}</Section>
      )}
      <Section title={t('listing.brands')} open={false}>{makers.map((m) => check('ManufacturerID', m.ManufacturerID, localized(m.Name, m.LocalizationJsonData, lang)))}</Section>
      <Section title={t('listing.tags')} open={false}>{tags.map((g) => check('TagID', g.TagID, truncate(localized(g.TagName, g.LocalizationJsonData, lang), TRUNCATE.tagName)))}</Section>
      <Section title={t('listing.rating')}>
        {[5, 4, 3, 2, 1].map((n) => (
          <label key={n} className="check">
            <input type="radio" name="rating" checked={search.Rating === n} onChange={() => onChange(setSingle(search, 'Rating', n))} onClick={() => search.Rating === n && onChange(setSingle(search, 'Rating', n))} />
            <span>{t('listing.ratingUp', { n })}</span>
          </label>
        ))}
      </Section>
      <Section title={t('listing.popular')} open={false}>
        <ul className="mini-list">
          {popular.map((p) => (
            <li key={p.ProductId}>
              <Link to="/$lang/product-detail/$productId/$category/$slug" params={productLink(p, lang)}>
                {p.ProductImagesJson[0] && <ProductThumb src={p.ProductImagesJson[0].AttachmentURL} size={48} />}
                <span>{truncate(p.ProductName, TRUNCATE.listName)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
