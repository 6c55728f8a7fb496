// `/{lang}/...`: the canonical routes. An unprefixed path (`/cart`) goes to the same path
// under the stored language; an unknown language (`/fr/about`) goes to `en` (docs/rules.md R2.1).
import { createRoute, redirect } from '@tanstack/react-router';
import type { LangCode } from '../../contract/models.ts';
import { saveLang, storedLang } from '../i18n/lang-storage.ts';
import { languageRedirect } from './language-redirect.ts';
import { AppLayout } from '../app/layout/app-layout.tsx';
import { rootRoute } from './root-route.tsx';

/** The language this page load rendered with; another language needs a full reload. */
let pageLang: LangCode | null = null;
export function setPageLang(lang: LangCode): void {
  pageLang = lang;
}

export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: ({ params, location }) => {
    const target = languageRedirect(location.pathname, location.searchStr, storedLang());
    if (target) throw redirect({ href: target, replace: true });
    const lang = params.lang as LangCode;
    saveLang(lang);
    if (pageLang && lang !== pageLang) {
      window.location.assign(location.href);
      throw redirect({ href: location.href });
    }
  },
  component: AppLayout,
});
