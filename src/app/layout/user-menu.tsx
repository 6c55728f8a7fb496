// Login, or the user's first name opening a popup (greeting by first and last name,
// 1. Update Profile, 2. View Order History), and Logout (spec section 2).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { callApi } from '../../lib/api-client.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { cartStore } from '../../lib/cart-store.ts';
import { UserIcon } from '../../components/ui/icons.tsx';

/** Logout (spec section 4): revokes the token, clears user, token, cart and logo, back to the root. */
export async function logout(lang: string): Promise<void> {
  await callApi('LOGOUT', {}).catch(() => undefined);
  clearSession();
  cartStore.resetAll();
  await cartStore.flush();
  window.location.assign(`/${lang}/`);
}

export function UserMenu() {
  const t = useT();
  const lang = useLang();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to="/$lang/login" params={{ lang }} className="navbar__login">
        <UserIcon size={18} /> <span className="nav-label">{t('nav.login')}</span>
      </Link>
    );
  }
  return (
    <div className="user-menu" ref={ref}>
      <button type="button" className="user-menu__toggle" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen((o) => !o)}>
        <UserIcon size={18} /> {user.FirstName}
      </button>
      <div id={popupId} className="user-menu__popup" hidden={!open}>
        <p className="user-menu__greeting">{t('nav.greeting', { first: user.FirstName, last: user.LastName })}</p>
        <ul>
          <li><Link to="/$lang/update-profile" params={{ lang }} onClick={() => setOpen(false)}>{t('nav.updateProfile')}</Link></li>
          <li><Link to="/$lang/orders-history" params={{ lang }} onClick={() => setOpen(false)}>{t('nav.orderHistory')}</Link></li>
        </ul>
      </div>
      <button type="button" className="user-menu__logout" onClick={() => void logout(lang)}>{t('nav.logout')}</button>
    </div>
  );
}
