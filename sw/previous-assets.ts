// Keeps the previous version's hashed assets after an update. A tab opened on the old
// version loads its screens' chunks lazily; once the new worker activates, Workbox
// removes the old chunks from the precache and the new build has replaced them on the
// server, so that tab would break on its next screen ("the update never breaks
// a page that is open"). Hashed files never change, so serving them from here is safe.
import { cacheNames } from 'workbox-core';

const CACHE = 'tohfa-previous-assets';
/** Enough for two versions of the shell's chunks; oldest entries go first. */
const MAX_ENTRIES = 400;

function isHashedAsset(url: URL): boolean {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

/** At install, before the new precache replaces them: copy the current hashed assets. */
export async function keepCurrentAssets(): Promise<void> {
  const precache = await caches.open(cacheNames.precache);
  const kept = await caches.open(CACHE);
  for (const request of await precache.keys()) {
    if (!isHashedAsset(new URL(request.url))) continue;
    if (await kept.match(request)) continue;
    const response = await precache.match(request);
    if (response) await kept.put(request, response);
  }
  const keys = await kept.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await kept.delete(old);
}

/** Route: a hashed asset the current precache does not hold. */
export function matchesPreviousAsset({ url, request }: { url: URL; request: Request }): boolean {
  return request.method === 'GET' && isHashedAsset(url);
}

export async function servePreviousAsset({ request }: { request: Request }): Promise<Response> {
  const kept = await (await caches.open(CACHE)).match(request);
  return kept ?? fetch(request);
}
