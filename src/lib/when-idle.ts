// Work that can wait for the browser's next idle period (or `timeout` ms at the latest), so it
// is not part of a first load's busy tasks (docs/decisions/0032). Where the browser has no
// requestIdleCallback, a timer stands in for it.

/** Runs `fn` when the browser is next idle; the answer cancels it. */
export function whenIdle(fn: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1);
  return () => window.clearTimeout(id);
}
