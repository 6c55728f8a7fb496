// Top header (docs/rules.md R2): About, FAQ, Contact, Become Seller, the Wishlist toggle
// and the language select (saves langCode and fully reloads at /{lang}/). On phones the
// navbar shows the wish list and its menu the links and the language, so the header
// leaves the screen to the page.
import { Link } from '@tanstack/react-router';
import type { LangCode } from '../../../contract/models.ts';
import { saveLang } from '../../i18n/lang-storage.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { useShopCounts } from './use-shop-counts.ts';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { Suspense, lazy } from 'react';
import { useOfflineState } from '../../features/offline/offline-store.ts';
// Listens for the browser's install offer from the start (it may come before the offline
// layer loads); the item itself loads only once the offer has come.
import '../../features/offline/install-prompt.ts';

const LazyInstallAppItem = lazy(() => import('../../features/offline/components/install-app-item.tsx').then((m) => ({ default: m.InstallAppItem })));

/** 'Install app', offered only while the browser allows an install. */
function InstallAppItem({ className }: { className: string }) {
  const { canInstall } = useOfflineState();
  if (!canInstall) return null;
  return (
    <Suspense fallback={null}>
      <LazyInstallAppItem className={className} />
    </Suspense>
  );
}

/** About, FAQ, Contact and Become Seller: in the top header, and in the menu on phones. */
export function InformationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <Link to="/$lang/about" params={{ lang }} onClick={onNavigate}>{t('lbl_top_about')}</Link>
      <Link to="/$lang/faq" params={{ lang }} onClick={onNavigate}>{t('lbl_top_faq')}</Link>
      <Link to="/$lang/contact-us" params={{ lang }} onClick={onNavigate}>{t('lbl_top_contact')}</Link>
      <Link to="/$lang/become-seller" params={{ lang }} onClick={onNavigate}>{t('lbl_top_become_seller')}</Link>
    </>
  );
}

/** The language select: saves langCode and fully reloads at /{lang}/. */
export function LanguageSelect({ className }: { className: string }) {
  const t = useT();
  const lang = useLang();
  const chooseLanguage = (next: LangCode) => {
    saveLang(next);
    window.location.assign(`/${next}/`);
  };
  return (
    <label className={className}>
      <span className="visually-hidden">{t('header.language')}</span>
      <select value={lang} onChange={(e) => chooseLanguage(e.target.value as LangCode)}>
        <option value="en" lang="en">English</option>
        <option value="ar" lang="ar">العربية</option>
      </select>
    </label>
  );
}

/** Hidden on phones (styles/layout.css): the navbar carries its wish list and its menu the rest. */
export function TopHeader({ onOpenWishlist }: { onOpenWishlist: () => void }) {
  const t = useT();
  const { wishListCount } = useShopCounts();
  return (
    <div className="top-header">
      <div className="container top-header__inner">
        <nav aria-label={t('lbl_footer_information')} className="top-header__links">
          <InformationLinks />
        </nav>
        <div className="top-header__tools">
          <InstallAppItem className="top-header__button" />
          <button type="button" className="top-header__button" onClick={onOpenWishlist} aria-haspopup="dialog">
            <HeartIcon size={16} />
            <span>{t('lbl_top_wishlist')} <span className="count">({wishListCount})</span></span>
          </button>
          <LanguageSelect className="top-header__lang" />
        </div>
      </div>
    </div>
  );
}

/** What the top header holds, for the navbar's menu on phones (where the top header is hidden). */
export function PhoneMenuExtras({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="navbar__extras">
      <div className="navbar__extra-links"><InformationLinks onNavigate={onNavigate} /></div>
      <InstallAppItem className="top-header__button" />
      <LanguageSelect className="navbar__lang" />
    </div>
  );
}
