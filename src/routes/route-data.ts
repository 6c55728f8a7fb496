// What a route's loader does with its screen's reads: ensureQueryData with the very
// queryOptions the screen reads (docs/architecture.md, "Data"), so a link that is hovered
// or focused (the router preloads on intent) fills the cache before the click.
// A loader never stands in the way of the screen:
// - offline it returns at once: the screen reads what the persisted cache holds, or says
//   it is offline (React Query would pause the fetch until the network returns);
// - a cached answer is returned as it is (the screen refreshes a stale one itself);
// - a failed read is left to the screen, which shows its error state;
// - a slow network holds the navigation for at most LOADER_WAIT_MS, then the screen
//   shows its loading state and the answer lands in the cache when it comes.
import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';

export const LOADER_WAIT_MS = 3000;

/** The part of a queryOptions a loader needs (every factory of the features' *-api.ts fits). */
export interface RouteQuery {
  queryKey: QueryKey;
  enabled?: unknown;
}

export async function loadRouteData(client: QueryClient, queries: readonly RouteQuery[]): Promise<void> {
  if (!onlineManager.isOnline()) return;
  const reads = queries
    .filter((q) => q.enabled !== false)
    .map((q) => client.ensureQueryData(q as Parameters<QueryClient['ensureQueryData']>[0]).catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOADER_WAIT_MS);
  });
  await Promise.race([Promise.all(reads), bound]);
  clearTimeout(timer);
}
