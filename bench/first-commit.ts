// The first commit of a first load, and the task that runs its passive effects (docs/decisions/
// 0042, 0049). A fresh phone context (390 x 844) opens each page with a React DevTools hook of
// our own installed before the page's scripts: at React's first commit it walks the committed
// tree and counts what it mounted (fibers, elements, anchors, router `Link`s, store
// subscriptions: `useSyncExternalStore`, which each `Link`, `useQuery` and router or shop store
// hook uses, and passive effects); it marks the commit and the end of that commit's passive
// effects (`performance.mark`). A Chrome trace of the load then gives the thread time of the
// task holding each mark (the CPU the main thread used, which the machine's load moves less
// than wall time), times the CPU slowdown as Lighthouse scales an observed task. The counts
// need no function names, so a minified build (the code before, /tmp/ci16) is counted alike.
//
//   node --import tsx bench/first-commit.ts [--pages home,listing,product] [--langs en,ar]
//     [--runs 3] [--cpu 8] [--before DIR] [--url URL (a started shop; else one is started)]
//   (npm run bench -- first-commit)
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { eachFirstLoad } from './first-load-pages.ts';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: 'home,listing,product' },
    langs: { type: 'string', default: 'en,ar' },
    cpu: { type: 'string', default: '8' },
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    before: { type: 'string' },
    // Prints, per component, its instances, subscriptions and passive effects in the first commit.
    names: { type: 'boolean', default: false },
  },
});
const CPU = Number(args.cpu);

interface Counts { fibers: number; elements: number; anchors: number; routerLinks: number; subscriptions: number; linkSubscriptions: number; querySubscriptions: number; passiveEffects: number; byName: Record<string, [number, number, number]> }
interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown> } }

// A string: the bench runs through tsx, whose helpers do not exist in the page. React calls
// a DevTools hook's onCommitFiberRoot after each commit and onPostCommitFiberRoot after its
// passive effects, in production builds too.
const HOOK = `(() => {
  let first = null;
  const count = (root) => {
    const c = { fibers: 0, elements: 0, anchors: 0, routerLinks: 0, subscriptions: 0, linkSubscriptions: 0, querySubscriptions: 0, passiveEffects: 0, byName: {} };
    const stack = [root.current];
    while (stack.length) {
      const f = stack.pop();
      c.fibers++;
      if (typeof f.type === 'string') {
        c.elements++;
        if (f.type === 'a') {
          c.anchors++;
          // A router Link's anchor carries its preloading handlers; a plain anchor does not.
          if (typeof f.memoizedProps?.onTouchStart === 'function' && typeof f.memoizedProps?.onMouseEnter === 'function') c.routerLinks++;
        }
      }
      let stores = 0, observers = 0;
      for (let h = typeof f.type === 'function' || typeof f.type === 'object' ? f.memoizedState : null; h && typeof h === 'object' && 'next' in h; h = h.next) {
        if (h.queue && typeof h.queue.getSnapshot === 'function') stores++;
        const m = h.memoizedState;
        if (m && typeof m === 'object' && typeof m.getOptimisticResult === 'function') observers++;
      }
      c.subscriptions += stores;
      const child = f.child;
      if (stores && child && child.type === 'a' && typeof child.memoizedProps?.onTouchStart === 'function') c.linkSubscriptions += stores;
      else c.querySubscriptions += Math.min(stores, observers);
      let passive = 0;
      const last = f.updateQueue && f.updateQueue.lastEffect;
      if (last) {
        let e = last.next;
        do { if ((e.tag & 9) === 9) passive++; e = e.next; } while (e && e !== last.next);
      }
      c.passiveEffects += passive;
      // By component (names only in a NO_MINIFY build): what holds the subscriptions and effects.
      if (stores || passive) {
        const t = f.type && (f.type.displayName || f.type.name || (f.type.render && f.type.render.name) || (f.type.type && f.type.type.name)) || '?';
        const n = (c.byName[t] ??= [0, 0, 0]);
        n[0]++; n[1] += stores; n[2] += passive;
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    return c;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(id, root) {
      if (first) return;
      performance.mark('tohfa-first-commit');
      first = root;
      window.__firstCommit = count(root);
    },
    onPostCommitFiberRoot(id, root) {
      if (root !== first || window.__firstCommitEffects) return;
      performance.mark('tohfa-first-commit-effects');
      window.__firstCommitEffects = true;
    },
  };
})();`;

/** The thread time (unslowed, ms) of the main-thread task that holds a mark. */
function taskOf(events: TraceEvent[], mark: string): number {
  const at = events.find((e) => e.name === mark && e.cat.includes('user_timing'));
  if (!at) return NaN;
  const tasks = events.filter((e) => e.pid === at.pid && e.tid === at.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts <= at.ts && at.ts <= e.ts + e.dur!);
  // The outermost task holding it.
  const task = tasks.sort((a, b) => b.dur! - a.dur!)[0];
  return task ? Math.round((task.tdur ?? task.dur!) / 100) / 10 : NaN;
}

async function firstLoad(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(HOOK);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'] });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // (Polled from here: the page's CSP refuses a predicate given as a string.)
    const deadline = Date.now() + 120_000;
    while ((await page.evaluate('window.__firstCommitEffects === true')) !== true) {
      if (Date.now() > deadline) throw new Error(`no first commit's effects on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const counts = (await page.evaluate('window.__firstCommit')) as Counts;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return { counts, commitMs: taskOf(trace.traceEvents, 'tohfa-first-commit'), effectsMs: taskOf(trace.traceEvents, 'tohfa-first-commit-effects') };
  } finally {
    await context.close();
  }
}

await eachFirstLoad({ ...args, pages: args.pages!, langs: args.langs!, runs: Number(args.runs) }, async (browser, at) => {
  const r = await firstLoad(browser, at.url);
  const c = r.counts;
  const row = {
    [`effects x${CPU}`]: Math.round(r.effectsMs * CPU), [`commit x${CPU}`]: Math.round(r.commitMs * CPU),
    elements: c.elements, anchors: c.anchors, links: c.routerLinks,
    subs: c.subscriptions, 'link subs': c.linkSubscriptions, 'query subs': c.querySubscriptions, passive: c.passiveEffects,
  };
  console.log(JSON.stringify({ side: at.side.name, page: at.page, lang: at.lang, load: at.load.toFixed(1), ...row }));
  if (args.names) {
    const top = Object.entries(c.byName).sort((a, b) => b[1][1] + b[1][2] - a[1][1] - a[1][2]).slice(0, 25);
    console.log(top.map(([n, [k, s, e]]) => `  ${n} x${k}: ${s} subscriptions, ${e} passive effects`).join('\n'));
  }
  return row;
});
