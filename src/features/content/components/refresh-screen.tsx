// /{lang}/refresh (docs/rules.md R2): clears the session, the cart and the cached logo, goes to
// the site root and says 'All data refreshed successfully.'
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOGO_QUERY_KEY, clearSession } from '../../../lib/session.ts';
import { cartStore } from '../../../cart-and-wishlist/cart-store.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { toastSuccess } from '../../../i18n/toast-messages.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';

export function RefreshScreen() {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    clearSession();
    // The logo shown so far goes too: the navbar asks the server for it again.
    void client.resetQueries({ queryKey: LOGO_QUERY_KEY });
    cartStore.resetAll();
    void cartStore.flush().then(() => {
      toastSuccess(intl, 'msg.refreshed');
      void navigate({ to: '/$lang', params: { lang }, replace: true });
    });
  }, [client, intl, lang, navigate]);
  return <PageTitleBar title={t('refresh.title')} />;
}
