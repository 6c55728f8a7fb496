// Lighthouse 13 (mobile preset, simulated throttling) on Home, a listing and a product
// detail, in English and Arabic, against `npm start`'s server. An audit, not a test.
// Run: npm install --prefix /tmp/lh lighthouse@13 && node --import tsx bench/lighthouse.ts --lighthouse /tmp/lh
// (or `npm install --no-save lighthouse@13` here, see below)
// [--only 'home ar,listing'] (the pages whose name contains one of those) [--runs 3] (each
// page that many times; the run with the median performance score is reported, with the
// lowest and highest score: Lighthouse's own advice on a noisy machine; every run is printed
// in a line and kept in bench/.results/lighthouse-runs/) [--cpu 8] (CPU
// slowdown 8 instead of the preset's 4: a phone about twice as slow)
// [--device-index N] (instead of a fixed slowdown, each run's own: the host's Lighthouse
// benchmarkIndex, measured in that run just before the page loads, divided by N, the index of
// the phone to stand for; 264 is Chrome DevTools' calibrated low-tier phone. A multiplier is
// relative to the host: 8x on a host of index 2,600 and 8x on one of 1,000 are phones two and a
// half times apart. See bench/README.md, "Lighthouse on a calibrated phone".)
// [--before DIR] (a built checkout of the code before a change: each run of a page is made
// on it and on this tree, one after the other, so both see the same machine load)
// [--lighthouse DIR] (a folder where `npm install lighthouse@13` was run, instead of this
// tree's node_modules; also LIGHTHOUSE_DIR).
// [--trace DIR] (keeps each run's Chrome trace, `<side>-<page>-<run>.trace.json`, for
// `npm run bench -- first-load-tasks --from FILE`, which lists its long tasks as Lighthouse
// counts them).
// (Lighthouse is not a dependency of the shop: it is large, and its older formatjs
// packages would be hoisted over react-intl's and double them in the PWA bundle; installing
// it in a folder of its own keeps this tree's node_modules, and so its build, as they are.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startSides } from './first-load-pages.ts';
import { chromium } from 'playwright-core';
import { pagePaths, runContext } from './support.ts';

const argAt = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

interface Audit {
  id: string; title: string; score: number | null; scoreDisplayMode?: string; numericValue?: number; displayValue?: string;
  metricSavings?: Record<string, number>; details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number; group?: string }[] } | undefined>;
  audits: Record<string, Audit | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code?: string; message?: string };
}
interface LighthouseResult { lhr: Lhr; artifacts?: { Trace?: unknown } }
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
const lighthouseDir = argAt('--lighthouse') ?? process.env.LIGHTHOUSE_DIR;
// From another folder: resolved as that folder's own `import` would (lighthouse, and
// chrome-launcher, its dependency).
const fromDir = lighthouseDir ? createRequire(path.join(path.resolve(lighthouseDir), 'package.json')) : null;
const optional = (name: string) =>
  (fromDir ? import(pathToFileURL(fromDir.resolve(name)).href) : import(name)) as Promise<Record<string, unknown>>;
const lighthouse = (await optional('lighthouse').catch(() => {
  console.error('Lighthouse is not installed: npm install --prefix /tmp/lh lighthouse@13, then --lighthouse /tmp/lh');
  process.exit(2);
})).default as RunLighthouse;
const chromeLauncher = (await optional('chrome-launcher')) as unknown as {
  launch(o: { chromePath?: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
};

/**
 * What Lighthouse says to fix: opportunities and diagnostics that did not pass, with their
 * estimated savings (ms of the metric they name, or bytes), largest first; then the LCP
 * element and the layout shifts.
 */
function opportunities(lhr: Lhr): string[] {
  const perf = new Set((lhr.categories.performance?.auditRefs ?? []).map((r) => r.id));
  const out: { line: string; weight: number }[] = [];
  for (const a of Object.values(lhr.audits)) {
    if (!a || !perf.has(a.id) || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative' && !a.details?.overallSavingsMs) continue;
    if (['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive', 'max-potential-fid'].includes(a.id)) continue;
    const savings = Object.entries(a.metricSavings ?? {}).filter(([, v]) => v > 0).map(([k, v]) => `${k} -${Math.round(v)}${k === 'CLS' ? '' : ' ms'}`);
    const bytes = a.details?.overallSavingsBytes ? `${Math.round(a.details.overallSavingsBytes / 1024)} KiB` : '';
    const ms = a.details?.overallSavingsMs ? `${Math.round(a.details.overallSavingsMs)} ms` : '';
    const weight = (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0) + (a.metricSavings?.CLS ?? 0) * 10_000 + (a.details?.overallSavingsMs ?? 0);
    out.push({ line: `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${savings.length ? `; savings ${savings.join(', ')}` : ''}${ms || bytes ? `; est. ${[ms, bytes].filter(Boolean).join(', ')}` : ''}`, weight });
  }
  out.sort((x, y) => y.weight - x.weight);
  const extra: string[] = [];
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items as { items?: { node?: { snippet?: string; selector?: string } }[] }[] | undefined;
  const node = lcpEl?.[0]?.items?.[0]?.node;
  if (node) extra.push(`LCP element: ${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 160)}`);
  const phases = (lcpEl?.[1] as { items?: { phase?: string; timing?: number }[] } | undefined)?.items;
  if (phases) extra.push(`LCP phases: ${phases.map((x) => `${x.phase} ${Math.round(x.timing ?? 0)} ms`).join(', ')}`);
  const shifts = lhr.audits['layout-shifts']?.details?.items as { node?: { selector?: string; snippet?: string }; score?: number }[] | undefined;
  for (const sh of (shifts ?? []).slice(0, 4)) extra.push(`layout shift ${Math.round((sh.score ?? 0) * 1000) / 1000}: ${sh.node?.selector ?? ''} ${String(sh.node?.snippet ?? '').slice(0, 120)}`);
  return [...out.map((x) => x.line), ...extra];
}

/**
 * One run on a calibrated phone: Lighthouse gathers the page (simulated throttling gathers at
 * the host's full speed: the slowdown is applied afterwards, by the simulation), its artifacts
 * are read for the host's benchmarkIndex of that very run, and the audits then simulate the page
 * with the CPU slowed by that index over `deviceIndex`. The artifacts' own settings carry the
 * multiplier, since Lighthouse audits saved artifacts only with the settings they were gathered
 * with; nothing gathered depends on it.
 */
async function calibratedRun(url: string, flags: Record<string, unknown>, deviceIndex: number, preset: Record<string, number>): Promise<LighthouseResult | undefined> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tohfa-lighthouse-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { BenchmarkIndex: number; settings: { throttling: Record<string, number> } };
    const multiplier = Math.max(1, Math.round((artifacts.BenchmarkIndex / deviceIndex) * 100) / 100);
    const throttling = { ...preset, cpuSlowdownMultiplier: multiplier };
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    console.log(`    benchmarkIndex ${artifacts.BenchmarkIndex}: CPU slowed ${multiplier}x`);
    return await lighthouse(url, { ...flags, throttling, auditMode: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await buildIfStale();
const beforeDir = argAt('--before');
// The code before the change first, then this tree's: each with its own server and build.
const { sides, stop } = await startSides({ before: beforeDir });
try {
  // Both servers seed the same demo catalogue: the same product on both.
  const paths = await pagePaths(sides[0]!.url);
  // Each page in English then in Arabic, one after the other: the two languages of a page
  // see the same machine load. (All English pages first, as before 2026-11-26, put the
  // Arabic ones minutes later, into whatever load had come by then.)
  const pages: [string, string][] = [];
  for (const page of ['home', 'listing', 'product'] as const) for (const lang of ['en', 'ar']) pages.push([`${page} ${lang}`, paths[page](lang)]);
  const only = argAt('--only')?.split(',').map((x) => x.trim());
  if (only) pages.splice(0, pages.length, ...pages.filter(([name]) => only.some((o) => name.includes(o))));
  console.log(JSON.stringify(runContext()));
  const rows = [];
  const findings: Record<string, string[]> = {};
  mkdirSync('bench/.results', { recursive: true });
  const runs = Math.max(1, Number(argAt('--runs') ?? 3));
  // --cpu 8: Lighthouse's CPU slowdown instead of the mobile preset's 4, to see how the pages
  // score on a phone about twice as slow.
  const cpu = argAt('--cpu') ? Number(argAt('--cpu')) : null;
  const deviceIndex = argAt('--device-index') ? Number(argAt('--device-index')) : null;
  if (cpu && deviceIndex) throw new Error('--cpu and --device-index are two ways of choosing the slowdown: give one');
  // The preset's own network figures, with only the CPU slowdown changed.
  const constants = (await optional('lighthouse/core/config/constants.js')) as {
    throttling: { mobileSlow4G: Record<string, number> };
    screenEmulationMetrics: { mobile: { width: number; height: number; deviceScaleFactor: number } };
  };
  const presets = constants.throttling;
  const perf = (l: Lhr) => l.categories.performance?.score ?? 0;
  const tbt = (l: Lhr) => l.audits['total-blocking-time']?.numericValue ?? 0;
  /** One run: its score, LCP with the LCP resource's load time, and TBT. */
  const runLine = (l: Lhr) => {
    const ms = (id: string) => Math.round(l.audits[id]?.numericValue ?? NaN);
    const parts = (l.audits['lcp-breakdown-insight']?.details as { items?: Array<{ items?: Array<{ subpart?: string; duration?: number }> }> } | undefined)?.items?.[0]?.items ?? [];
    const load = parts.find((x) => x.subpart === 'resourceLoadDuration')?.duration;
    return `${Math.round(perf(l) * 100)}, LCP ${ms('largest-contentful-paint')} ms${load === undefined ? '' : ` (its resource loading ${Math.round(load)} ms)`}, TBT ${ms('total-blocking-time')} ms`;
  };
  // A server makes each card image's variant on its first request and keeps it (284-450 ms
  // cold, 1-2 ms after; docs/decisions/0019): a page's first Lighthouse run on a fresh server
  // waited for those, and a side whose median fell on such a run scored lower for a reason no
  // shopper after the first meets. So each page is loaded once on each side first, in
  // Lighthouse's own phone screen (the same image widths), until the network is idle.
  const screen = constants.screenEmulationMetrics.mobile;
  const warmer = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    for (const [, pagePath] of pages) {
      for (const side of sides) {
        const context = await warmer.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.deviceScaleFactor, isMobile: true, serviceWorkers: 'block' });
        await (await context.newPage()).goto(`${side.url}${pagePath}`, { waitUntil: 'networkidle' });
        await context.close();
      }
    }
  } finally {
    await warmer.close();
  }
  for (const [name, pagePath] of pages) {
    const tries = new Map<string, Lhr[]>(sides.map((side) => [side.name, []]));
    const loads: number[] = [];
    for (let i = 0; i < runs; i++) {
      for (const side of sides) {
        loads.push(runContext().loadAverage[0]!);
        // A fresh browser for every run, as the Lighthouse CLI does. With one browser for all
        // runs, the next run's page loaded into the renderer process that still held the pages
        // of the runs before (the same site), and what Lighthouse starts just before it
        // navigates (script coverage, the debugger) deoptimised and walked that whole heap in
        // one task on the page's main thread: 100-530 ms, which Lighthouse then counted, 8
        // times over, as the page's own (bench/README.md, Lighthouse at 8x).
        const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: CHROME_ARGS });
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          ...(cpu ? { throttling: { ...presets.mobileSlow4G, cpuSlowdownMultiplier: cpu } } : {}),
        };
        const result = await (deviceIndex
          ? calibratedRun(`${side.url}${pagePath}`, flags, deviceIndex, presets.mobileSlow4G)
          : lighthouse(`${side.url}${pagePath}`, flags)
        ).finally(() => chrome.kill());
        const run = result!.lhr;
        const traceDir = argAt('--trace');
        if (traceDir && result!.artifacts?.Trace) {
          mkdirSync(traceDir, { recursive: true });
          writeFileSync(path.join(traceDir, `${side.name}-${name.replace(' ', '-')}-${i + 1}.trace.json`), JSON.stringify(result!.artifacts.Trace));
        }
        // A run Lighthouse could not score (its runtimeError) is reported, not averaged in as 0.
        if (run.categories.performance?.score == null) console.log(`  ${side.name} ${name}, run ${i + 1}: not scored: ${run.runtimeError?.code ?? ''} ${run.runtimeError?.message ?? ''}`);
        else {
          tries.get(side.name)!.push(run);
          // Each run in a line and its report kept, not only the median's: a run far from the
          // others (an image served slowly, a long task) can then be read afterwards.
          console.log(`  ${side.name} ${name}, run ${i + 1}: ${runLine(run)}`);
          mkdirSync('bench/.results/lighthouse-runs', { recursive: true });
          writeFileSync(`bench/.results/lighthouse-runs/${side.name}-${name.replace(' ', '-')}-${i + 1}.json`, JSON.stringify(run));
        }
      }
    }
    for (const side of sides) {
      const list = tries.get(side.name)!;
      if (!list.length) {
        rows.push({ side: side.name, page: name, performance: NaN, failedRuns: runs });
        continue;
      }
      list.sort((a, b) => perf(a) - perf(b) || tbt(b) - tbt(a));
      const lhr = list[Math.floor((list.length - 1) / 2)]!;
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const num = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
      const tbts = list.map(tbt).sort((a, b) => a - b);
      rows.push({
        side: side.name,
        page: name,
        performance: score('performance'),
        ...(runs > 1 ? { performanceRange: `${Math.round(perf(list[0]!) * 100)}-${Math.round(perf(list[list.length - 1]!) * 100)}`, failedRuns: runs - list.length } : {}),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcpMs: Math.round(num('first-contentful-paint')),
        lcpMs: Math.round(num('largest-contentful-paint')),
        tbtMs: Math.round(num('total-blocking-time')),
        tbtMedianMs: Math.round(tbts[Math.floor((tbts.length - 1) / 2)]!),
        cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
        load: `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
      });
      console.log(rows[rows.length - 1]);
      const file = `${side.name === 'before' ? 'before-' : ''}${name.replace(' ', '-')}`;
      writeFileSync(`bench/.results/lighthouse-${file}.json`, JSON.stringify(lhr));
      findings[`${side.name} ${name}`] = opportunities(lhr);
      console.log(`  benchmarkIndex ${lhr.environment?.benchmarkIndex}\n  ` + findings[`${side.name} ${name}`]!.join('\n  '));
    }
  }
  writeFileSync('bench/.results/lighthouse-findings.json', JSON.stringify(findings, null, 2));
  writeFileSync('bench/.results/lighthouse.json', JSON.stringify(rows, null, 2));
  console.table(rows);
  console.log(JSON.stringify(runContext()));
} finally {
  await stop();
}
