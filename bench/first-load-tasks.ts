// The long tasks of a first load on a slow phone, and what is in each. A fresh phone context
// opens a page; a Chrome trace and a CPU profile are recorded until the page is quiet; every
// main-thread task is counted at its thread time (the CPU the main thread used, which the
// machine's other load hardly moves, unlike wall time) times the CPU slowdown (8 by default),
// as Lighthouse's simulated throttling scales the tasks it observed. Every task over 50 ms
// so scaled is listed with its parts (script evaluation, timers, style, layout, paint, garbage
// collection) and the functions that took most of its time (CPU profile, unscaled wall ms).
// The blocking time after the first contentful paint (each task's time over 50 ms, as
// Lighthouse's TBT counts it) is summed per page. A diagnosis, not a score: Lighthouse's own
// figures are `lighthouse`. --throttle slows Chromium's CPU for real instead
// (Emulation.setCPUThrottlingRate) and counts wall time.
//
//   node --import tsx bench/first-load-tasks.ts [--pages home,listing,product] [--langs en,ar]
//     [--cpu 8] [--throttle] [--runs 1] [--url http://127.0.0.1:8080 (a started shop; else one
//     is started)] [--before DIR] [--top 6] [--trace DIR (keeps each trace and profile)]
//   node --import tsx bench/first-load-tasks.ts --from FILE [--cpu 8]: the long tasks of a
//     trace kept by `lighthouse --trace DIR`, as Lighthouse's simulation counts them (each
//     task's wall time times the slowdown, half of it for a task that lays out), and the
//     longest task after the first paint by thread time, one that lays out and one that does not.
//   (npm run bench -- first-load-tasks)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { eachFirstLoad } from './first-load-pages.ts';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: 'home,listing,product' },
    langs: { type: 'string', default: 'en,ar' },
    cpu: { type: 'string', default: '8' },
    runs: { type: 'string', default: '1' },
    url: { type: 'string' },
    before: { type: 'string' },
    top: { type: 'string', default: '6' },
    trace: { type: 'string' },
    throttle: { type: 'boolean', default: false },
    from: { type: 'string' },
  },
});
const CPU = Number(args.cpu);
const TOP = Number(args.top);

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: Record<string, unknown>; frame?: string } }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; parent?: number; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

/** The parts of a task worth naming, by trace event name. */
const PARTS: Record<string, string> = {
  EvaluateScript: 'evaluate script',
  'v8.evaluateModule': 'evaluate module',
  'v8.compileModule': 'compile module',
  'v8.compile': 'compile',
  'v8.parseOnBackground': 'parse',
  FunctionCall: 'function call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  RunMicrotasks: 'microtasks',
  'v8.runMicrotasks': 'microtasks',
  EventDispatch: 'event',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MajorGC: 'major GC',
  MinorGC: 'minor GC',
  'V8.GC_SCAVENGER': 'minor GC',
  'V8.GC_MARK_COMPACTOR': 'major GC',
  'BlinkGC.AtomicPhase': 'Blink GC',
  'v8.callFunction': 'function call',
};

function shortUrl(u: unknown): string {
  if (typeof u !== 'string' || !u) return '';
  try {
    const p = new URL(u).pathname;
    return p.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');
  } catch {
    return u.slice(0, 40);
  }
}

export interface LongTask { start: number; dur: number; parts: string[]; functions: string[] }

/**
 * A task's or part's duration as counted: its thread time times the slowdown, or its wall
 * time when throttled for real, or (--from, a Lighthouse trace) its wall time times the
 * slowdown, as Lighthouse's simulation counts it.
 */
const cost = (e: TraceEvent) => (args.throttle ? e.dur! : (args.from ? e.dur! : (e.tdur ?? e.dur!)) * CPU);

function analyse(trace: { traceEvents: TraceEvent[] }, profile: Profile | null, url: string | null) {
  const events = trace.traceEvents;
  // A kept trace: the last navigation to a page of the shop.
  url ??= String(events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http')).pop()?.args?.data?.documentLoaderURL ?? '');
  // The page's main thread: the one its navigation started on (a context closed before may
  // have left other renderers in the trace).
  const starts = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '') === url);
  const nav = starts[starts.length - 1] ?? events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(new URL(url).origin));
  if (!nav) throw new Error(`no navigation to ${url} in the trace`);
  const main = { pid: nav.pid, tid: nav.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number');
  const navStart = nav.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && e.ts >= navStart)?.ts;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid && e.ts >= navStart).map((e) => e.ts).pop();
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  // Nested RunTask events (a task inside a task) are the outer task's.
  const top: TraceEvent[] = [];
  for (const t of tasks) if (!top.length || t.ts >= top[top.length - 1]!.ts + top[top.length - 1]!.dur!) top.push(t);
  // Lighthouse's simulation slows a task that lays out by half the slowdown only.
  const laysOut = (t: TraceEvent) => onMain.some((e) => e.name === 'Layout' && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!);
  const taskCost = (t: TraceEvent) => (args.from && laysOut(t) ? cost(t) / 2 : cost(t));
  const long = top.filter((t) => taskCost(t) > 50_000);
  // Samples of the CPU profile, each with its time and its leaf node.
  const byId = new Map<number, ProfileNode>((profile?.nodes ?? []).map((n) => [n.id, n]));
  const sampleTimes: number[] = [];
  if (profile) {
    let t = profile.startTime;
    for (const d of profile.timeDeltas) sampleTimes.push((t += d));
  }
  const describe = (t: TraceEvent): LongTask => {
    const end = t.ts + t.dur!;
    const inside = onMain.filter((e) => e.ts >= t.ts && e.ts + e.dur! <= end && e !== t && PARTS[e.name]);
    // Each part once: the outermost event of its kind (a FunctionCall inside an EvaluateScript
    // is the evaluation's).
    const sums = new Map<string, number>();
    const kept: TraceEvent[] = [];
    for (const e of inside.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
      if (kept.some((k) => k.ts <= e.ts && e.ts + e.dur! <= k.ts + k.dur! && PARTS[k.name] === PARTS[e.name])) continue;
      kept.push(e);
      const d = e.args?.data ?? {};
      const what = [PARTS[e.name], shortUrl(d.url), typeof d.type === 'string' ? d.type : '', typeof d.functionName === 'string' && d.functionName ? `${d.functionName}()` : ''].filter(Boolean).join(' ');
      sums.set(what, (sums.get(what) ?? 0) + cost(e));
    }
    const parts = [...sums].sort((a, b) => b[1] - a[1]).filter(([, d]) => d >= 2000).map(([w, d]) => `${w} ${(d / 1000).toFixed(0)}`);
    const self = new Map<string, number>();
    let sampled = 0;
    if (profile) {
      for (let i = 0; i < profile.samples.length; i++) {
        const at = sampleTimes[i]!;
        if (at < t.ts || at > end) continue;
        const next = sampleTimes[i + 1] ?? at;
        const n = byId.get(profile.samples[i]!)!;
        const f = n.callFrame;
        const key = f.url ? `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}` : f.functionName;
        self.set(key, (self.get(key) ?? 0) + (next - at));
        sampled += next - at;
      }
    }
    const functions = [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([k, d]) => `${(d / 1000).toFixed(0)} ms ${k}`);
    return { start: Math.round((t.ts - navStart) / 1000), dur: Math.round(taskCost(t) / 1000), parts, functions: sampled ? functions : [] };
  };
  // The browser process's answers the main thread waits for without using its CPU: font
  // look-ups (each face and size a page first draws, a character no listed font has), which
  // Lighthouse counts at their wall time, 8 times over (docs/decisions/0032).
  const fontWaits = onMain.filter((e) => /^(FontCache::GetFontPlatformData|FontCache::FallbackFontForCharacter|WebSandboxSupportLinux::)/.test(e.name))
    .filter((e, _, all) => !all.some((o) => o !== e && o.ts <= e.ts && e.ts + e.dur! <= o.ts + o.dur! && /^FontCache::/.test(o.name)));
  // Of those, the calls that do reach the browser process, by kind: a family by its name (one
  // the page names and the stylesheet does not declare), a face's size (a strike), a fallback
  // by character. A look-up answered by the renderer's own caches or a declared face makes none
  // (docs/decisions/0052).
  const calls = (re: RegExp) => onMain.filter((e) => re.test(e.name)).length;
  const fonts = {
    count: fontWaits.length, wallMs: Math.round(fontWaits.reduce((s, e) => s + e.dur!, 0) / 100) / 10, threadMs: Math.round(fontWaits.reduce((s, e) => s + (e.tdur ?? 0), 0) / 100) / 10,
    families: calls(/^FontDataManager::onMatchFamilyStyle$/), strikes: calls(/^WebSandboxSupportLinux::GetWebFontRenderStyleForStrike$/), fallbacks: calls(/^(FontCache::FallbackFontForCharacter|WebSandboxSupportLinux::GetFallbackFontForCharacter)$/),
  };
  const after = fcp ?? navStart;
  const tbt = long.filter((t) => t.ts >= after).reduce((s, t) => s + taskCost(t) - 50_000, 0) / 1000;
  const lastTaskEnd = top.length ? top[top.length - 1]!.ts + top[top.length - 1]!.dur! : navStart;
  // The longest task after the first paint by thread time, unslowed, of those that lay out (a
  // commit's frame) and of the others: what the machine's load moves least in a kept
  // Lighthouse trace, whose wall times it stretches (docs/decisions/0042).
  const longest = (lays: boolean) => Math.round(Math.max(0, ...top.filter((t) => t.ts >= after && laysOut(t) === lays).map((t) => t.tdur ?? t.dur!)) / 100) / 10;
  return {
    fcpMs: fcp ? Math.round((fcp - navStart) / 1000) : NaN,
    lcpMs: lcp ? Math.round((lcp - navStart) / 1000) : NaN,
    tbtMs: Math.round(tbt),
    longTasks: long.length,
    mainThreadMs: Math.round(top.filter((t) => t.ts >= navStart).reduce((s, t) => s + taskCost(t), 0) / 1000),
    traceMs: Math.round((lastTaskEnd - navStart) / 1000),
    fonts,
    longestThreadMs: { laysOut: longest(true), script: longest(false) },
    tasks: long.map(describe),
  };
}

async function firstLoad(browser: Browser, url: string, keep?: string, side = 'this', run = 1) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (args.throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel', 'blink', 'fonts'],
    });
    await cdp.send('Profiler.start');
    // A loaded machine may take long; the figures count thread time, not this wait.
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Quiet: no main-thread task over 50 ms for 3 s (long tasks seen by the page itself).
    // (A string: the bench runs through tsx, whose helpers do not exist in the page.)
    await page.evaluate(`new Promise((resolve) => {
      let last = performance.now();
      new PerformanceObserver((l) => { for (const e of l.getEntries()) last = Math.max(last, e.startTime + e.duration); }).observe({ type: 'longtask', buffered: true });
      const check = () => (performance.now() - last > 3000 ? resolve() : setTimeout(check, 250));
      check();
    })`);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    if (keep) {
      mkdirSync(keep, { recursive: true });
      // Each side's and each run's own files (the code before and after a change open the same paths).
      const name = `${side}${new URL(url).pathname.replace(/\W+/g, '-').slice(0, 40)}-${run}`;
      writeFileSync(path.join(keep, `${name}.trace.json`), buffer);
      writeFileSync(path.join(keep, `${name}.cpuprofile`), JSON.stringify(profile));
    }
    return analyse(trace, profile, url);
  } finally {
    await context.close();
  }
}

function print(title: string, r: ReturnType<typeof analyse>): void {
  console.log(`\n${title}: FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT after FCP ${r.tbtMs} ms, ${r.longTasks} long tasks, main thread ${r.mainThreadMs} ms of ${r.traceMs}`);
  console.log(`  font look-ups in the browser process: ${r.fonts.count}, waited ${r.fonts.wallMs} ms (thread ${r.fonts.threadMs} ms), unslowed; calls: ${r.fonts.families} families by name, ${r.fonts.strikes} strikes, ${r.fonts.fallbacks} fallbacks by character`);
  console.log(`  longest task after the first paint, thread time unslowed: one that lays out ${r.longestThreadMs.laysOut} ms, script ${r.longestThreadMs.script} ms`);
  for (const t of r.tasks) {
    console.log(`  @${t.start} ms  ${t.dur} ms: ${t.parts.join(', ')}`);
    for (const f of t.functions) console.log(`      ${f}`);
  }
}

if (args.from) {
  const trace = JSON.parse(readFileSync(args.from, 'utf8')) as { traceEvents: TraceEvent[] };
  // (FCP and TBT here are the trace's own, unslowed; Lighthouse's are simulated.)
  print(`${args.from} (cpu ${CPU}x, wall time scaled as Lighthouse does)`, analyse(trace, null, null));
  process.exit(0);
}

await eachFirstLoad({ ...args, pages: args.pages!, langs: args.langs!, runs: Number(args.runs) }, async (browser, { side, page, lang, url, load, run }) => {
  // Now and then Chromium's trace holds no navigation start (as Lighthouse's NO_NAVSTART): that load is made once more.
  const r = await firstLoad(browser, url, args.trace, side.name, run).catch((e: unknown) => {
    if (!String(e).includes('no navigation')) throw e;
    console.log(`  (${side.name} ${page} ${lang} run ${run}: ${String(e)}; loaded again)`);
    return firstLoad(browser, url, args.trace, side.name, run);
  });
  print(`${side.name} ${page} ${lang} (cpu ${CPU}x ${args.throttle ? 'throttled' : 'thread time scaled'}, load ${load.toFixed(1)})`, r);
  return { fcpMs: r.fcpMs, lcpMs: r.lcpMs, tbtMs: r.tbtMs, longTasks: r.longTasks, mainThreadMs: r.mainThreadMs, fontLookups: r.fonts.count, fontFamilies: r.fonts.families, fontWaitMs: r.fonts.wallMs };
});
