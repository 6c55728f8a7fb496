// Where a server process's resident memory peaks over a listing bench run (bench/listing.ts
// --memory-trace): every 100 ms each server process's resident memory from /proc, and every
// 250 ms what /readyz says of the answering process (V8's heap, external memory and array
// buffers, the bitmaps' WebAssembly heap). Each sample is labelled with the bench's phase
// (the load, ready, each run), and each phase prints its highest resident sample with the
// nearest /readyz sample beside it, and the most each part reached
// (docs/decisions/0055-the-listing-index-reads-its-orders-in-parts.md).
import { readFileSync } from 'node:fs';

interface Parts { residentMb: number; heapUsedMb: number; heapTotalMb: number; externalMb: number; arrayBuffersMb: number; bitmapHeapMb: number; heapSpacesMb?: Record<string, number> }
interface Sample { phase: string; t: number; pid: number; rssMb: number }

const kbOf = (status: string, key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);

/** The process and its children (the cluster's workers), as /proc lists them. */
function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children.flatMap(processTree)];
  } catch {
    return [pid];
  }
}

export function memoryTrace(base: string, pid: number) {
  let phase = 'loading';
  const t0 = performance.now();
  const rss: Sample[] = [];
  const parts: (Parts & { phase: string; t: number; pid?: number })[] = [];
  const proc = setInterval(() => {
    for (const p of processTree(pid)) {
      try {
        rss.push({ phase, t: performance.now() - t0, pid: p, rssMb: kbOf(readFileSync(`/proc/${p}/status`, 'utf8'), 'VmRSS') / 1024 });
      } catch { /* ended */ }
    }
  }, 100);
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const t = performance.now() - t0;
      try {
        const r = await (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) })).json() as { memory?: Parts; pid?: number };
        if (r.memory) parts.push({ ...r.memory, phase, t, pid: r.pid ?? pid });
      } catch { /* not listening yet, or busy loading */ }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    set phase(p: string) { phase = p; },
    async report(): Promise<string> {
      clearInterval(proc);
      polling = false;
      await poll;
      const lines: string[] = [];
      for (const name of [...new Set(rss.map((s) => s.phase))]) {
        const inPhase = rss.filter((s) => s.phase === name);
        const top = inPhase.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
        const theirs = parts.filter((s) => s.phase === name);
        const near = theirs.reduce<(typeof parts)[number] | undefined>((a, b) => (!a || Math.abs(b.t - top.t) < Math.abs(a.t - top.t) ? b : a), undefined);
        const max = (k: keyof Parts) => Math.max(...theirs.map((s) => Number(s[k])));
        const f = (n: number) => n.toFixed(0);
        lines.push(`  ${name}: highest resident ${f(top.rssMb)} MB (process ${top.pid}, ${(top.t / 1000).toFixed(1)} s)` +
          (near ? `; /readyz ${((near.t - top.t) / 1000).toFixed(1)} s from it: heap used ${f(near.heapUsedMb)} of ${f(near.heapTotalMb)}` +
            ` (${Object.entries(near.heapSpacesMb ?? {}).filter(([, v]) => v >= 1).map(([k, v]) => `${k} ${f(v)}`).join(', ')}),` +
            ` external ${f(near.externalMb)}, array buffers ${f(near.arrayBuffersMb)}, bitmaps' heap ${f(near.bitmapHeapMb)} MB` : '') +
          (theirs.length ? `\n    the most in ${theirs.length} /readyz samples: heap total ${f(max('heapTotalMb'))}, used ${f(max('heapUsedMb'))},` +
            ` external ${f(max('externalMb'))}, array buffers ${f(max('arrayBuffersMb'))}, bitmaps' heap ${f(max('bitmapHeapMb'))} MB` : ''));
      }
      return `memory by phase (resident every 100 ms, /readyz every 250 ms):\n${lines.join('\n')}`;
    },
  };
}
