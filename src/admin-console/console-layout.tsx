// The console's frame: a header (the shop, who is signed in, the language, sign out), the
// screen, and the sections: a bar at the bottom on phones, in reach of the thumb, and a
// column at the side on wider screens. Signed out, every screen is the sign-in.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import type { LangCode } from '../../contract/models.ts';
import { consoleWrite } from './console-api.ts';
import { drainOutbox, onOutbox, readOutbox } from './outbox.ts';
import { errorText } from './console-error.tsx';
import { consoleKeys } from './console-queries.ts';
import { personShown, readSession, saveSession, subscribeSession } from './session.ts';
import { SignInScreen } from './sign-in-screen.tsx';
import { useConsoleT } from './use-console-t.ts';

type Section = {
  to: '/admin/$lang/today' | '/admin/$lang/orders' | '/admin/$lang/messages' | '/admin/$lang/products' | '/admin/$lang/settings';
  label: 'nav.today' | 'nav.orders' | 'nav.messages' | 'nav.catalogue' | 'nav.settings';
  icon: ReactNode;
  /** The screens this section holds, for its "current" mark. */
  holds: RegExp;
  ownerOnly?: boolean;
};

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

// Five at most: the phone's bar holds five in reach of the thumb.
const SECTIONS: Section[] = [
  { to: '/admin/$lang/today', label: 'nav.today', holds: /^\/today/, icon: icon('M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z') },
  { to: '/admin/$lang/orders', label: 'nav.orders', holds: /^\/orders/, icon: icon('M6 3h12l1 4H5zM5 7h14v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zM9 11h6') },
  { to: '/admin/$lang/messages', label: 'nav.messages', holds: /^\/messages/, icon: icon('M4 5h16v11H8l-4 4zM8 9h8M8 12h5') },
  { to: '/admin/$lang/products', label: 'nav.catalogue', holds: /^\/(products|categories|coupons|campaigns|banners)/, icon: icon('M4 4h7l9 9-7 7-9-9zM8 8h.01') },
  {
    to: '/admin/$lang/settings',
    label: 'nav.settings',
    holds: /^\/(settings|labels|staff|audit)/,
    icon: icon('M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L5.6 7.3 3.6 7l-1 3 2 1v2l-2 1 1 3 2-.3 1.5 1.5-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.5-1.5 2 .3 1-3-2-1z'),
    ownerOnly: true,
  },
];

function useOutboxToasts() {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(() => readOutbox().length);
  useEffect(() => {
    const off = onOutbox((e) => {
      if (e.type === 'size') setWaiting(e.count);
      else if (e.type === 'sent') {
        enqueueSnackbar(t('queue.sent'), { variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, e.entry.refresh] });
        void queryClient.invalidateQueries({ queryKey: consoleKeys.today() });
      } else {
        const conflict = e.error.status === 409 && e.error.code === 'VERSION_CONFLICT';
        enqueueSnackbar(conflict ? t('queue.conflict') : t('queue.refused', { message: errorText(t, e.error) }), { variant: 'error', persist: true });
        void queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, e.entry.refresh] });
      }
    });
    const drain = () => void drainOutbox();
    window.addEventListener('online', drain);
    drain();
    return () => {
      off();
      window.removeEventListener('online', drain);
    };
  }, [t, queryClient]);
  return waiting;
}

export function ConsoleLayout({ lang }: { lang: LangCode }) {
  const t = useConsoleT();
  const session = useSyncExternalStore(subscribeSession, readSession);
  const [hadSession] = useState(() => session !== null);
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.href });
  const screenPath = pathname.replace(/^\/admin\/(en|ar)/, '');
  const waiting = useOutboxToasts();

  const switchLang = () => {
    const other = lang === 'ar' ? 'en' : 'ar';
    router.history.push(pathname.replace(/^\/admin\/(en|ar)(?=\/|$|\?)/, `/admin/${other}`));
  };
  const signOut = async () => {
    try {
      await consoleWrite('auth/logout', {});
    } catch {
      /* signed out here whatever the server says */
    }
    saveSession(null);
    queryClient.clear();
  };

  if (!session) {
    return (
      <div className="c-app c-app--signed-out">
        <header className="c-header">
          <p className="c-header__title">{t('console.title')}</p>
          <LangButton lang={lang} onSwitch={switchLang} />
        </header>
        <SignInScreen expired={hadSession} onSignedIn={() => void navigate({ to: '/admin/$lang/today', params: { lang } })} />
      </div>
    );
  }
  return (
    <div className="c-app">
      <a className="c-skip" href="#console-main">
        {t('console.skip')}
      </a>
      <header className="c-header">
        <p className="c-header__title">{t('console.title')}</p>
        <p className="c-header__who">
          <span className="c-visually-hidden">{t('signedInAs', { name: personShown(session.staff) })}</span>
          <span aria-hidden="true" className="c-header__person" dir="auto">{personShown(session.staff)}</span>
          <span className="c-badge">{t(session.staff.role === 'owner' ? 'role.owner' : 'role.staff')}</span>
        </p>
        {waiting > 0 && (
          <p className="c-header__queue" role="status">
            {t('queue.waiting', { count: waiting })}
          </p>
        )}
        <LangButton lang={lang} onSwitch={switchLang} />
        <button type="button" className="c-button c-button--quiet c-header__out" onClick={() => void signOut()}>
          {t('signOut')}
        </button>
      </header>
      <nav className="c-nav" aria-label={t('nav.label')}>
        {SECTIONS.filter((s) => !s.ownerOnly || session.staff.role === 'owner').map((s) => (
          <Link
            key={s.to}
            to={s.to}
            params={{ lang }}
            className={`c-nav__link${s.holds.test(screenPath) ? ' is-active' : ''}`}
            aria-current={s.holds.test(screenPath) ? 'page' : undefined}
          >
            {s.icon}
            <span>{t(s.label)}</span>
          </Link>
        ))}
      </nav>
      <main className="c-main" id="console-main">
        <Outlet />
      </main>
    </div>
  );
}

function LangButton({ lang, onSwitch }: { lang: LangCode; onSwitch: () => void }) {
  const t = useConsoleT();
  return (
    <button type="button" className="c-button c-button--quiet c-lang" onClick={onSwitch} lang={lang === 'ar' ? 'en' : 'ar'} aria-label={t('lang.switchLabel')}>
      {t('lang.switch')}
    </button>
  );
}
