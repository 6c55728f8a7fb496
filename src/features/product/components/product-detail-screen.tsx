// Placeholder until this screen is built (its engineer replaces this file).
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function ProductDetailScreen() {
  const t = useT();
  return <PlaceholderScreen title={t('lbl_nav_all_products')} />;
}
