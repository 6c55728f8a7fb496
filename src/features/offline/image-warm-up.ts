// Warms the worker's image cache with the pictures of the answers this visit holds (the
// home blocks' cards and categories, listings and products seen), so a later offline visit
// shows the cards below the fold the shopper never scrolled to (bench/README.md, "Offline
// repeat visit"). Loaded lazily by the offline layer once the page is idle; the worker
// decides what fits (sw/image-warm-up.ts). Skipped when the shopper asks to save data.
import type { QueryClient } from '@tanstack/react-query';
import { IMAGE_SIZES, responsiveImage, slotWidth, variantFor, type ImageFormat } from '../../../contract/images.ts';
import { WARM_IMAGES_PER_VISIT, type PageMessage } from '../../../contract/sw-messages.ts';
import { pickWarmUpImages, WarmUpUrls } from './select-warm-up-images.ts';

/** Answers arriving later in the visit (a listing, a product) are warmed once they settle. */
const SETTLE_MS = 3000;
/** Sent this page load: never twice, and at most WARM_IMAGES_PER_VISIT in all. */
const sent = new Set<string>();

/** The Network Information API's Save-Data switch (Chromium; not in TypeScript's DOM lib). */
export function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 200);
}

function controlled(): Promise<void> {
  const sw = navigator.serviceWorker;
  if (sw.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!sw.controller) return;
      sw.removeEventListener('controllerchange', onChange);
      resolve();
    };
    sw.addEventListener('controllerchange', onChange);
  });
}

/** The format the browser took for the photographs it shows (AVIF where it decodes AVIF), or null before any. */
function shownFormat(): ImageFormat | null {
  for (const img of document.querySelectorAll<HTMLImageElement>('picture img')) {
    const m = /\.(avif|webp|jpg)$/.exec(img.currentSrc);
    if (m) return m[1] as ImageFormat;
  }
  return null;
}

/**
 * A product photograph as a card on this screen asks for it (contract/images.ts): its width
 * for the card's slot at this density, in the format the browser took; a category's artwork
 * as home's tile asks for it; other URLs as they are. Null while no photograph has loaded yet (the format is not known): ask again later.
 * Offline, the worker stands in any other size of the same picture it holds
 * (sw/image-siblings.ts), so a near guess is enough.
 */
export function asCardsAsk(urls: readonly string[]): string[] | null {
  const format = shownFormat();
  if (!format) return urls.some((url) => responsiveImage(new URL(url).pathname)) ? null : [...urls];
  const slotOf = (sizes: string) => slotWidth(sizes, window.innerWidth, (q) => window.matchMedia(q).matches);
  const slot = slotOf(IMAGE_SIZES.card);
  // A category's artwork is drawn by the pipeline too, for home's tiles (docs/decisions/0059).
  const tile = slotOf(IMAGE_SIZES.category);
  return urls.map((url) => {
    const u = new URL(url);
    const variant = variantFor(u.pathname, u.pathname.startsWith('/media/v1/c/') ? tile : slot, window.devicePixelRatio || 1, format);
    return variant ? new URL(variant, u.origin).href : url;
  });
}

/** Whether there is anything to warm now: a worker in control, online, data not saved, room left. */
function mayWarm(): boolean {
  return !!navigator.serviceWorker.controller && navigator.onLine && !savesData() && sent.size < WARM_IMAGES_PER_VISIT;
}

/**
 * The longest stretch of the warm-up's work in one idle callback, counted from the
 * callback's start. Walked whole, a listing's answers were one task of 11-14 ms on a desktop
 * CPU at idle, over 50 ms on a phone 8x slower (docs/decisions/0039). Slices of 3 ms still
 * made a long task on a busy phone: the first one also took the cache's snapshot and the
 * last one also chose and sent the URLs, and the main thread, descheduled within a slice
 * (the worker precaching beside it), ran past its end between two looks at the clock: 7-11
 * ms of wall time for 2-6 ms of work (docs/decisions/0056). So each step takes 1 ms, and
 * the choice and the message go in an idle callback of their own.
 */
const SLICE_MS = 1;

/** Walks the successful answers the cache holds now, in idle slices; `done` gets their URLs in a later idle callback. */
function walkInSlices(client: QueryClient, stopped: () => boolean, done: (out: WarmUpUrls) => void): void {
  let out: WarmUpUrls | undefined;
  const slice = () => {
    if (stopped()) return;
    const end = performance.now() + SLICE_MS;
    // The snapshot is a slice's work too: the first walk goes on only if time is left.
    out ??= new WarmUpUrls(
      client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'success')
        .map((q) => ({ data: q.state.data, updatedAt: q.state.dataUpdatedAt })),
      location.origin,
    );
    const walked = out;
    if (walked.walk(() => performance.now() < end)) whenIdle(() => !stopped() && done(walked));
    else whenIdle(slice);
  };
  slice();
}

/** Sends the worker what is left to warm; 'wait' when it should be tried again a little later. */
function warm(out: WarmUpUrls): 'done' | 'wait' {
  const worker = navigator.serviceWorker.controller;
  if (!worker || !mayWarm()) return 'done';
  const urls = pickWarmUpImages(out, sent, WARM_IMAGES_PER_VISIT - sent.size);
  if (urls.length === 0) return 'done';
  const asked = asCardsAsk(urls);
  if (!asked) return 'wait';
  for (const url of urls) sent.add(url);
  const message: PageMessage = { type: 'WARM_IMAGES', urls: asked };
  worker.postMessage(message);
  return 'done';
}

/** Tries while no photograph has loaded yet, then gives up until the next answers. */
const MAX_WAITS = 10;

/** Warms once the worker controls the page, then again after new answers; returns a stop. */
export function startImageWarmUp(client: QueryClient): () => void {
  if (!('serviceWorker' in navigator) || savesData()) return () => undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (waits = 0) => whenIdle(() => {
    if (stopped || !mayWarm()) return;
    walkInSlices(client, () => stopped, (out) => {
      if (warm(out) === 'done' || waits >= MAX_WAITS) return;
      clearTimeout(timer);
      timer = setTimeout(() => later(waits + 1), SETTLE_MS);
    });
  });
  void controlled().then(() => !stopped && later());
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    clearTimeout(timer);
    timer = setTimeout(() => later(), SETTLE_MS);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
