// Starts the app (src/main.tsx loads this once the first screen is painted): the page's
// language, the first screen's answers, providers and router.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserHistory } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { loadCatalogue } from '../i18n/locale.ts';
import { applyDocumentLang, isLang, storedLang } from '../i18n/lang-storage.ts';
import { createQueryClient, restoreQueryCache } from './query-client.ts';
import { prefillFirstScreen } from './first-screen-prefill.ts';
import { createAppRouter, preloadFirstScreenCode } from './router.tsx';
import { Providers } from './providers.tsx';
import { setPageLang } from '../routes/lang-route.tsx';
import { languageRedirect } from '../routes/language-redirect.ts';

// Each step in a task of its own (the modules' evaluation, the start's set-up, building the
// router, the first render), so none of them adds to one long task on a phone
// (docs/decisions/0024-the-first-loads-long-tasks.md).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// The app's modules were evaluated in the task that ends here.
await nextTask();

// Settle the URL's language before the first render, so a redirect (docs/rules.md R2) never
// renders the page in one language and then reloads it in another.
const redirectTo = languageRedirect(location.pathname, location.search, storedLang());
if (redirectTo) history.replaceState(history.state, '', redirectTo + location.hash);
// Every page load starts at the top (docs/rules.md R2), also after a reload.
history.scrollRestoration = 'manual';
const first = location.pathname.split('/')[1];
const lang = isLang(first) ? first : storedLang();
applyDocumentLang(lang);
setPageLang(lang);
// React Query assumes it is online at start; a page opened offline must know it is not.
onlineManager.setOnline(navigator.onLine);
const queryClient = createQueryClient();
// The persisted cache is back before the routes load (app/router.tsx): a loader then finds
// what was seen before, offline too, and the first render has it (no second render for it).
// Its database is opened in this task, the page's screen's code asked for in the next (the
// router's first load then finds it on its way), the catalogue and the first screen's answers
// in the one after: each is a few milliseconds of a phone's main thread (docs/decisions/0051).
const restored = restoreQueryCache(queryClient);
await nextTask();
preloadFirstScreenCode(location.pathname, location.search);
await nextTask();
const [messages] = await Promise.all([loadCatalogue(lang), prefillFirstScreen(queryClient), restored, nextTask()]);
// The last answer to arrive is put in the cache in the task that brought it: building the
// router there too made one task of both (docs/decisions/0039). Its history (which writes the
// page's history entry once, a call to the browser) is made in a task of its own, before it.
await nextTask();
const browserHistory = createBrowserHistory();
await nextTask();
const router = createAppRouter(queryClient, browserHistory);
await nextTask();
await router.load();
await nextTask();

const root = createRoot(document.getElementById('root')!);
// As a transition, React renders the first screen in slices of a few milliseconds and lets
// the browser in between, instead of one long task; the painted first screen stays until
// the commit (Lighthouse's Total Blocking Time, bench/README.md).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers client={queryClient} lang={lang} messages={messages}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
