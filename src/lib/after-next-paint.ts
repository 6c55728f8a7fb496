// Work an interaction starts but its answer on screen does not need (loading the toaster or
// the cart store at a shopper's first press) waits until the browser has painted that answer:
// run in the same task, it would add its evaluation and renders to the interaction's latency
// (interaction to next paint, bench/README.md).

/**
 * Runs `fn` in a task of its own once the next frame has been painted; in a hidden page,
 * which paints no frames, in a task of its own.
 */
export function afterNextPaint(fn: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(fn, 0);
  else requestAnimationFrame(() => setTimeout(fn, 0));
}
