// The navbar (docs/rules.md R2): sticky past 170 px; Home, All Products, the Categories
// mega-menu, search, Login or the user's menu, Logout and Cart(count); a mobile menu.
import { memo, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { cachedLogo, cacheLogo } from '../../lib/session.ts';
import { notify } from '../../lib/notify.ts';
import { CartIcon, CloseIcon, HeartIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { logoQuery } from '../shell-queries.ts';
import { MegaMenu } from './mega-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { UserMenu } from './user-menu.tsx';
import { useShopCounts } from './use-shop-counts.ts';
import { LabelScope } from '../../i18n/label-scope.tsx';
import { LABEL_ENTITY } from '../../../contract/shop-rules.ts';
import { PhoneMenuExtras } from './top-header.tsx';

/** Phones: the top header is hidden (styles/layout.css, same width) and the navbar takes its parts. */
export const PHONE_HEADER_QUERY = '(max-width: 560px)';

export const STICKY_AFTER_PX = 170;

export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    // No first read: a page starts at the top (start.tsx), and reading scrollY here would
    // force a layout inside the first commit.
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

const Logo = memo(function Logo() {
  const t = useT();
  const lang = useLang();
  const { data } = useQuery(logoQuery());
  const url = data?.[0]?.AppConfigValue || cachedLogo() || '/icons/icon.svg';
  useEffect(() => {
    if (data?.[0]?.AppConfigValue) cacheLogo(data[0].AppConfigValue);
  }, [data]);
  return (
    // The name holds the visible line too (WCAG 2.5.3, label in name): "Tohfa, Gifts made personal".
    <Link to="/$lang" params={{ lang }} className="brand" aria-label={`${t('app.name')}, ${t('app.brandLine')}`}>
      <img src={url} alt="" width={136} height={36} className="brand__logo" />
      {/* The line under the name as text, in the page's language: drawn inside a 36 px logo it was unreadable on a phone. */}
      <span className="brand__line">{t('app.brandLine')}</span>
    </Link>
  );
});

export function Navbar({ onOpenWishlist }: { onOpenWishlist: () => void }) {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  // Stable, so the mega-menu's columns are not rendered again with the navbar.
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { cartCount, wishListCount } = useShopCounts();
  const phone = useMediaQuery(PHONE_HEADER_QUERY);

  const openCart = (e: React.MouseEvent) => {
    e.preventDefault();
    // docs/rules.md R2: the header's cart link works only with items in the cart.
    if (cartCount > 0) void navigate({ to: '/$lang/cart', params: { lang } });
    else notify({ variant: 'info', message: intl.formatMessage({ id: 'msg.noItemInCart' }) });
  };

  return (
    <header className={`navbar${sticky ? ' navbar--sticky' : ''}`}>
      <div className="container navbar__inner">
        <Logo />
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.menu')}</span>
        </button>
        <nav id="main-menu" aria-label={t('nav.main')} className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}>
          <ul className="navbar__links">
            <li><Link to="/$lang" params={{ lang }} activeOptions={{ exact: true }} onClick={closeMenu}>{t('lbl_nav_home')}</Link></li>
            <li>
              <Link to="/$lang/all-products/$categoryId/$slug" params={{ lang, categoryId: 0, slug: 'all-categories' }} onClick={closeMenu}>
                {t('lbl_nav_all_products')}
              </Link>
            </li>
            <li><MegaMenu onNavigate={closeMenu} /></li>
          </ul>
          {phone && menuOpen && (
            <LabelScope entity={LABEL_ENTITY.TopHeader}><PhoneMenuExtras onNavigate={closeMenu} /></LabelScope>
          )}
        </nav>
        <SearchBox />
        <div className="navbar__actions">
          {phone && (
            <LabelScope entity={LABEL_ENTITY.TopHeader}>
              <button type="button" className="navbar__wish" onClick={onOpenWishlist} aria-haspopup="dialog">
                <HeartIcon />
                <span><span className="nav-label">{t('lbl_top_wishlist')}</span> <span className="count">({wishListCount})</span></span>
              </button>
            </LabelScope>
          )}
          <LabelScope entity={LABEL_ENTITY.LoginUserModal}>
            <UserMenu />
          </LabelScope>
          <a href={`/${lang}/cart`} className="navbar__cart" onClick={openCart}>
            <CartIcon />
            <span><span className="nav-label">{t('lbl_nav_cart')}</span> <span className="count">({cartCount})</span></span>
          </a>
        </div>
      </div>
    </header>
  );
}
