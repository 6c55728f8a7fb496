// The catalogue's screens (products, categories, coupons, campaigns, banners), as chips under
// the title: one bottom-bar section, five screens.
import { Link } from '@tanstack/react-router';
import type { LangCode } from '../../contract/models.ts';
import { useConsoleT } from './use-console-t.ts';

type CatalogueScreen = {
  to: '/admin/$lang/products' | '/admin/$lang/categories' | '/admin/$lang/coupons' | '/admin/$lang/campaigns' | '/admin/$lang/banners';
  label: 'nav.products' | 'nav.categories' | 'nav.coupons' | 'nav.campaigns' | 'nav.banners';
};

const SCREENS: CatalogueScreen[] = [
  { to: '/admin/$lang/products', label: 'nav.products' },
  { to: '/admin/$lang/categories', label: 'nav.categories' },
  { to: '/admin/$lang/coupons', label: 'nav.coupons' },
  { to: '/admin/$lang/campaigns', label: 'nav.campaigns' },
  { to: '/admin/$lang/banners', label: 'nav.banners' },
];

export function CatalogueTabs({ lang }: { lang: LangCode }) {
  const t = useConsoleT();
  return (
    <nav className="c-chips" aria-label={t('nav.catalogue')}>
      {SCREENS.map(({ to, label }) => (
        <Link key={to} to={to} params={{ lang }} className="c-chip" activeProps={{ 'aria-current': 'page' }}>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
