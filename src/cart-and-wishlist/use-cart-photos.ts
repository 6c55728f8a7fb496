// React's view of the photos kept for the cart (cart-photos.ts): pictures for the cart
// line's thumbnail and preview, and how many photos still wait for their upload.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PersonalisationValues } from '../../contract/personalisation.ts';
import { cartPhoto, cartPhotosVersion, photosWaiting, subscribeCartPhotos } from './cart-photos.ts';

const useVersion = () => useSyncExternalStore(subscribeCartPhotos, cartPhotosVersion, cartPhotosVersion);

/** Object URLs of the kept photos among `ids` (an id not kept here has none). */
export function useCartPhotoUrls(ids: readonly string[]): Readonly<Record<string, string>> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = [...ids].sort().join(',');
  useEffect(() => {
    let cancelled = false;
    const made: string[] = [];
    void (async () => {
      const next: Record<string, string> = {};
      for (const id of key ? key.split(',') : []) {
        const p = await cartPhoto(id);
        if (p) made.push((next[id] = URL.createObjectURL(p.blob)));
      }
      if (!cancelled) setUrls(next);
    })();
    return () => {
      cancelled = true;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [key]);
  return urls;
}

/** How many of the lines' photos wait for an upload; null until known. */
export function usePhotosWaiting(lines: readonly { Personalisation?: PersonalisationValues }[]): number | null {
  const version = useVersion();
  const [waiting, setWaiting] = useState<number | null>(null);
  const key = JSON.stringify(lines.map((l) => l.Personalisation ?? null));
  useEffect(() => {
    let cancelled = false;
    void photosWaiting((JSON.parse(key) as (PersonalisationValues | null)[]).map((p) => (p ? { Personalisation: p } : {}))).then(
      (ids) => { if (!cancelled) setWaiting(ids.length); },
      () => { if (!cancelled) setWaiting(0); },
    );
    return () => { cancelled = true; };
  }, [key, version]);
  return waiting;
}
