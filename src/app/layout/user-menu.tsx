// Login, or the user's first name opening a popup (greeting by first and last name,
// 1. Update Profile, 2. View Order History), and Logout (docs/rules.md R2).
import { memo, useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { useSession } from '../../lib/session.ts';
import { useLogOut } from '../shell-queries.ts';
import { UserIcon } from '../../components/ui/icons.tsx';
import { useDismissible } from '../../lib/use-dismissible.ts';

// Without props: not rendered again with the navbar (its counts move on every Add to Cart).
export const UserMenu = memo(function UserMenu() {
  const t = useT();
  const lang = useLang();
  const { user } = useSession();
  const { open, setOpen, ref, toggleRef } = useDismissible();
  const popupId = useId();
  const logOut = useLogOut(lang);

  if (!user) {
    return (
      <Link to="/$lang/login" params={{ lang }} className="navbar__login">
        <UserIcon size={18} /> <span className="nav-label">{t('lbl_nav_login')}</span>
      </Link>
    );
  }
  return (
    <div className="user-menu" ref={ref}>
      <button ref={toggleRef} type="button" className="user-menu__toggle" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen((o) => !o)}>
        <UserIcon size={18} /> <span className="user-menu__name">{user.FirstName}</span>
      </button>
      <div id={popupId} className="user-menu__popup" hidden={!open}>
        <p className="user-menu__greeting">{t('nav.greeting', { first: user.FirstName, last: user.LastName })}</p>
        {/* docs/rules.md R2: '1. Update Profile' and '2. View Order History': the list numbers them. */}
        <ol>
          <li><Link to="/$lang/update-profile" params={{ lang }} onClick={() => setOpen(false)}>{t('lbl_user_modal_update_profile')}</Link></li>
          <li><Link to="/$lang/orders-history" params={{ lang }} onClick={() => setOpen(false)}>{t('lbl_user_modal_order_history')}</Link></li>
        </ol>
        {/* Phones: Logout lives here, the bar has no room for it (CSS shows one of the two). */}
        <button type="button" className="user-menu__logout user-menu__logout--in-popup" onClick={() => logOut.mutate()} disabled={logOut.isPending}>{t('lbl_nav_logout')}</button>
      </div>
      <button type="button" className="user-menu__logout user-menu__logout--in-bar" onClick={() => logOut.mutate()} disabled={logOut.isPending}>{t('lbl_nav_logout')}</button>
    </div>
  );
});
