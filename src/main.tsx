// Paint first, then start. A first visit's HTML carries the page's first screen, written by
// the server (server/plugins/first-screen.ts); the app's code (app/start.tsx) is fetched
// only once that has been painted, so it never competes with it for the network or the main
// thread (bench/README.md, Lighthouse). The stylesheets stay here, in the HTML's <head>:
// the first screen is drawn with them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await import('./app/start.tsx');
