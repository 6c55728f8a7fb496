// Providers and router, nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { applyDocumentLang, isLang, loadCatalogue, storedLang } from './i18n/locale.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { setPageLang } from './routes/lang-route.tsx';
import { languageRedirect } from './routes/language-redirect.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

// Settle the URL's language before the first render, so a redirect (spec section 2) never
// renders the page in one language and then reloads it in another.
const redirectTo = languageRedirect(location.pathname, location.search, storedLang());
if (redirectTo) history.replaceState(history.state, '', redirectTo + location.hash);
const first = location.pathname.split('/')[1];
const lang = isLang(first) ? first : storedLang();
applyDocumentLang(lang);
setPageLang(lang);
const messages = await loadCatalogue(lang);
// React Query assumes it is online at start; a page opened offline must know it is not.
onlineManager.setOnline(navigator.onLine);
const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient} lang={lang} messages={messages}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
