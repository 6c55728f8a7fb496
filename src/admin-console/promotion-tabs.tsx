// The catalogue's screens (products, categories, coupons, campaigns, banners), as chips under the title.
import { Link } from '@tanstack/react-router';
import type { LangCode } from '../../contract/models.ts';
import { useConsoleT } from './use-console-t.ts';

/** The catalogue's screens, as chips under the title. */
export function PromotionTabs({ lang }: { lang: LangCode }) {
  const t = useConsoleT();
  const chip = (
    to: '/admin/$lang/products' | '/admin/$lang/categories' | '/admin/$lang/coupons' | '/admin/$lang/campaigns' | '/admin/$lang/banners',
    label: 'nav.products' | 'nav.categories' | 'nav.coupons' | 'nav.campaigns' | 'nav.banners',
  ) => (
    <Link to={to} params={{ lang }} className="c-chip" activeProps={{ 'aria-current': 'page' }}>{t(label)}</Link>
  );
  return (
    <nav className="c-chips" aria-label={t('nav.catalogue')}>
      {chip('/admin/$lang/products', 'nav.products')}
      {chip('/admin/$lang/categories', 'nav.categories')}
      {chip('/admin/$lang/coupons', 'nav.coupons')}
      {chip('/admin/$lang/campaigns', 'nav.campaigns')}
      {chip('/admin/$lang/banners', 'nav.banners')}
    </nav>
  );
}
