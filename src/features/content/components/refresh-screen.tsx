// /{lang}/refresh (spec section 2): clears the session, the cart and the cached logo, goes to
// the site root and says 'All data refreshed successfully.'
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@tanstack/react-router';
import { clearSession } from '../../../lib/session.ts';
import { cartStore } from '../../../lib/cart-store.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { toastSuccess } from '../../../i18n/toast-messages.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';

export function RefreshScreen() {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    cartStore.resetAll();
    void cartStore.flush().then(() => {
      toastSuccess(intl, 'msg.refreshed');
      void navigate({ to: '/$lang', params: { lang }, replace: true });
    });
  }, [intl, lang, navigate]);
  return <PageTitleBar title={t('refresh.title')} />;
}
