// Parts of a page below the fold render in commits of their own after the first. A commit
// is one task the browser cannot interrupt, so a page committed whole (1,300 elements on
// Home) blocks the phone's main thread for as long as it takes: Lighthouse's Total Blocking
// Time (bench/README.md). Each stage is one more commit, started from a task of its own.
import { startTransition, useEffect, useState } from 'react';

/** The number of stages shown so far: 0 in the first commit, then 1, 2 ... up to `stages`. */
export function useStagedReveal(stages: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= stages) return;
    const id = window.setTimeout(() => startTransition(() => setStage((s) => Math.min(s + 1, stages))), 0);
    return () => window.clearTimeout(id);
  }, [stage, stages]);
  return stage;
}

/**
 * The first `batch` of `items` in the commit that brings them, then `batch` more in each later
 * commit, a task apart, until all are shown: a rail of twenty cards is one commit of about 450
 * elements, twenty links and twenty hearts to subscribe (docs/decisions/0057). For a list
 * that grows where nothing follows it in view (a rail grows sideways).
 */
export function useStagedSlice<T>(items: readonly T[], batch: number): readonly T[] {
  const stage = useStagedReveal(Math.ceil(items.length / batch) - 1);
  const shown = (stage + 1) * batch;
  return items.length <= shown ? items : items.slice(0, shown);
}
