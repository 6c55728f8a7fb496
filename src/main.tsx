// Paint first, then start. A first visit's HTML carries the page's first screen, written by
// the server (server/first-screen/); the app's code (app/start.tsx) is fetched only once
// that has been shown, its pictures in view included, so it never competes with it for the
// network or the main thread (bench/README.md, Lighthouse). The stylesheets stay here, in the
// HTML's <head>: the first screen is drawn with them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
// The stylesheets of the screens a first visit lands on (the listing, the product page, the
// widgets they share) and of the offline layer every page loads after its paint: here, with
// the shell's, not added by their lazy chunks. A stylesheet added to a page already drawn
// makes the browser match its rules against the whole page again, and the route's first
// load added two of them, then the offline layer's after the paint (docs/decisions/0024).
// One render-blocking file instead; 2.7 KB gzip more CSS up front.
import './components/ui/shop-ui.css';
import './components/ui/print-fonts.css';
import './features/catalog/catalog.css';
import './features/product/product.css';
import './features/offline/offline.css';
import { firstScreenShown } from './app/first-screen-shown.ts';

/**
 * The longest the app's code waits for the first screen's pictures: on a slow network they
 * come first, but the shop must not wait on a picture that never comes.
 */
const FIRST_SCREEN_WAIT_MS = 1500;

// ICU's one-time set-up in a worker while the first screen paints and the app's code loads
// (see app/intl-warm-up.worker.ts). Without workers the main thread sets it up itself.
try {
  const warmUp = new Worker(new URL('./app/intl-warm-up.worker.ts', import.meta.url));
  warmUp.onmessage = warmUp.onerror = () => warmUp.terminate();
} catch {
  // No worker: nothing is lost but the head start.
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// The first screen shown, its pictures in view included (not only made: app/first-screen-shown.ts).
await firstScreenShown(FIRST_SCREEN_WAIT_MS);
// The libraries are evaluated in two tasks of their own, React's chunk then the others' (both
// fetched from here: React's import preloads the others', vite.config.ts), then the start's
// code in another (a phone's long tasks, docs/decisions/0024-the-first-loads-long-tasks.md,
// 0061). Each import links its chunk in the task that evaluates it: one import of both made
// one task of both.
const react = import('./app/react-libraries.ts');
// A page's first use of local storage opens it: a synchronous call to the browser process
// (2-14 ms of waiting on a desktop, docs/decisions/0032), which the app's modules (the session,
// the language) made inside their evaluation. Here, alone in a task of its own while the
// libraries' files are on their way: in the task above, which adds their preload links and
// asks for them, its wait made that task a long one (6-22 ms of wall time for 2-3.5 ms of
// thread time in Lighthouse's traces, docs/decisions/0061).
await nextTask();
try {
  localStorage.getItem('langCode');
} catch {
  // Storage refused: the app copes with that where it reads it (i18n/lang-storage.ts).
}
await react;
await nextTask();
await import('./app/libraries.ts');
await nextTask();
await import('./app/start.tsx');
