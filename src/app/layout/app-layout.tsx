// The layout of every /{lang}/ page: header, navbar, the page, facility strip, footer,
// and the floating pieces (WhatsApp, back to top, toasts, overlay, offline layer).
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t.ts';
import { TopHeader } from './top-header.tsx';
import { Navbar } from './navbar.tsx';
import { FacilityStrip } from './facility-strip.tsx';
import { SiteFooter } from './site-footer.tsx';
import { FloatingActions } from './floating-actions.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { LabelScope } from '../../i18n/label-scope.tsx';
import { loadScreenMessages } from '../../i18n/screen-messages.ts';
import { LABEL_ENTITY } from '../../../contract/shop-rules.ts';
import { useStagedReveal } from '../../lib/use-staged-reveal.ts';
import { subscribeToastsWanted, toastsWanted } from '../../lib/notify.ts';
import { CardActionContext } from '../../components/ui/product-card.tsx';
import { WishHeart } from '../../cart-and-wishlist/wish-heart.tsx';
import { CART_PHOTOS_DB, holdsDatabase } from '../../cart-and-wishlist/mirror-keys.ts';
import type { ProductListItem } from '../../../contract/models.ts';

/** Every product card's wish-list heart. */
const wishHeart = (p: ProductListItem) => <WishHeart product={p} />;

/**
 * A lazy module that, when its file cannot be fetched (offline before the service worker held
 * the app's files), is asked for again once the network is back, instead of failing the page.
 */
function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => new Promise<T>((resolve) => window.addEventListener('online', () => resolve(loadWhenOnline(load)), { once: true })));
}

// Not needed for the first paint: loaded after it (the toaster when first wanted, lib/notify.ts,
// which may be long after the page loaded).
const Toaster = lazy(() => loadWhenOnline(() => import('./toaster.tsx')));
const OfflineLayer = lazy(() => import('../../features/offline/components/offline-layer.tsx'));
const WishlistPanel = lazy(() =>
  Promise.all([import('../../features/wishlist/components/wishlist-panel.tsx'), loadScreenMessages()]).then(([m]) => ({ default: m.WishlistPanel })),
);

export function AppLayout() {
  const t = useT();
  const [wishlistOpen, setWishlistOpen] = useState(false);
  const afterPaint = useStagedReveal(1) > 0;
  const wantToasts = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // docs/rules.md R2: every page scrolls to the top when it loads. A page load starts at the
  // top (start.tsx turns the browser's scroll restoration off), so the first render does not
  // scroll: that would force a layout of the whole new page inside the first commit.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);

  // Photos of personalised cart lines picked offline upload once the page has painted and
  // whenever the network comes back (docs/shop-rules.md P5): when this browser keeps photos
  // at all (their database exists), so a first visit does not download the uploader.
  useEffect(() => {
    if (!afterPaint) return;
    void holdsDatabase(CART_PHOTOS_DB).then(async (held) => {
      if (held) (await import('../../cart-and-wishlist/cart-photos.ts')).startCartPhotoUploads();
    }).catch(() => undefined);
  }, [afterPaint]);

  return (
    <>
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      {/* Server labels (lbl_top_*, lbl_nav_*, lbl_footer_*) override per part of the layout. */}
      <LabelScope entity={LABEL_ENTITY.TopHeader}>
        <TopHeader onOpenWishlist={() => setWishlistOpen(true)} />
      </LabelScope>
      <LabelScope entity={LABEL_ENTITY.Navbar}>
        <Navbar onOpenWishlist={() => setWishlistOpen(true)} />
      </LabelScope>
      {/* The floating buttons float over the page's content only: their dock ends with it,
          above the facility strip and the footer, which they never cover (floating-actions.tsx). */}
      <div className="page-body">
        <main id="main" tabIndex={-1}>
          <CardActionContext.Provider value={wishHeart}>
            <Outlet />
          </CardActionContext.Provider>
        </main>
        <FloatingActions painted={afterPaint} />
      </div>
      {/* Below the fold: a commit of its own after the first, so the first is a shorter task. */}
      {afterPaint && (
        <>
          <FacilityStrip />
          <LabelScope entity={LABEL_ENTITY.Footer}>
            <SiteFooter />
          </LabelScope>
        </>
      )}
      <LoadingOverlay />
      {afterPaint && (
        <Suspense fallback={null}>
          <OfflineLayer />
        </Suspense>
      )}
      {afterPaint && wantToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {wishlistOpen && (
        <Suspense fallback={null}>
          <WishlistPanel open={wishlistOpen} onClose={() => setWishlistOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
