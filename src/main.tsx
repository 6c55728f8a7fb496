// Paint first, then start. A first visit's HTML carries the page's first screen, written by
// the server (server/first-screen/); the app's code (app/start.tsx) is fetched
// only once that has been painted, so it never competes with it for the network or the main
// thread (bench/README.md, Lighthouse). The stylesheets stay here, in the HTML's <head>:
// the first screen is drawn with them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

// ICU's one-time set-up in a worker while the first screen paints and the app's code loads
// (see app/intl-warm-up.worker.ts). Without workers the main thread sets it up itself.
try {
  const warmUp = new Worker(new URL('./app/intl-warm-up.worker.ts', import.meta.url));
  warmUp.onmessage = warmUp.onerror = () => warmUp.terminate();
} catch {
  // No worker: nothing is lost but the head start.
}

await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await import('./app/start.tsx');
