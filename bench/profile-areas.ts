// A kept CPU profile (KEEP_PROFILE=f.json with bench/profile-server.ts) by area of the server:
// each busy sample is given to the first area, in the order below, that a frame of its stack
// belongs to (the listing's index first, so the index's own calls into the driver stay the
// index's), garbage collection and V8's own time by their leaf
// (docs/decisions/0048-a-listings-cpu-outside-the-index.md).
// Run: node --import tsx bench/profile-areas.ts f.json [--seconds 15] [--requests N]
//      --seconds: only the profile's last S seconds (profile-server.ts's run ends just before
//      the process's exit); --requests: the run's requests, to print milliseconds a request.
import { readFileSync } from 'node:fs';

interface Frame { functionName: string; url: string; lineNumber: number }
interface Node { id: number; callFrame: Frame; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number }

const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const file = process.argv[2];
if (!file || file.startsWith('--')) throw new Error('usage: bench/profile-areas.ts PROFILE.json [--seconds S] [--requests N]');
const seconds = Number(argValue('seconds') ?? Infinity);
const requests = Number(argValue('requests') ?? 0);

const CACHE_AREA = 'the answer cache (cached, answer-segments)';
const AREAS: [string, (f: Frame) => boolean][] = [
  ['the index (listing-index*, filter cache, bitmaps)', (f) => /listing-index|filter-cache|featured-rank|roaring-wasm|^wasm:/.test(f.url)],
  ['the answer written to its socket (Reply.send)', (f) => f.functionName === 'writePayload' || f.functionName === 'onSendEnd'],
  ['the cards\' statement sent (pg submit)', (f) => /pg\/lib\/(client|connection)/.test(f.url) && /submit|_send|flush|execute|bind|query$/.test(f.functionName)],
  ['the cards\' rows read (pg)', (f) => /pg-protocol|pg\/lib|pg-pool|pg-types/.test(f.url)],
  ['the cards joined (listingCardsInEnvelope, slugs)', (f) => /listingCardsInEnvelope|productSlugOf|categoriesAt/.test(f.functionName)],
  [CACHE_AREA, (f) => /answer-segments|answer-cache/.test(f.url)],
  ['the envelope', (f) => /envelope\.js/.test(f.url) || f.functionName === 'toAnswered'],
  ['the fields\' checks', (f) => /check-fields|call-fields/.test(f.url) || /readParams|assertStorableText|keyParams/.test(f.functionName)],
  ['the listing\'s handler, besides', (f) => /product-listing|listing-filters|product-list-rows/.test(f.url)],
  ['the route\'s own (call-route)', (f) => /call-route/.test(f.url)],
  ['Fastify (routing, body, hooks, headers)', (f) => /fastify|find-my-way|avvio|secure-json-parse|fast-json-stringify|pino/.test(f.url)],
  ['Node\'s HTTP parser and server', (f) => /_http_/.test(f.url) || /^parserOn/.test(f.functionName)],
];
const LEAVES = new Map([['(garbage collector)', 'garbage collection'], ['(program)', 'V8\'s own (program)']]);

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const from = profile.endTime - seconds * 1e6;
let at = profile.endTime - profile.timeDeltas.reduce((a, b) => a + b, 0);
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from && !idle.has(id)) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const areas = new Map<string, number>();
let total = 0;
for (const [id, us] of self) {
  total += us;
  const stack: Frame[] = [];
  for (let a: number | undefined = id; a !== undefined; a = parent.get(a)) stack.push(byId.get(a)!.callFrame);
  // The route's `cached` calls the whole handler: only its own time (and the natives it calls, such as Buffer.byteLength) is the cache's.
  const innermost = stack.find((f) => f.url !== '');
  const area = LEAVES.get(stack[0]!.functionName) ?? (innermost?.functionName === 'cached' ? CACHE_AREA : undefined)
    ?? AREAS.find(([, test]) => stack.some(test))?.[0] ?? 'the rest (microtasks, streams, timers)';
  areas.set(area, (areas.get(area) ?? 0) + us);
}
console.log(`${(total / 1e6).toFixed(1)} s busy${requests ? `, ${(total / 1000 / requests).toFixed(2)} ms a request` : ''}`);
for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %${requests ? `  ${(us / 1000 / requests).toFixed(3)} ms` : ''}  ${area}`);
}
