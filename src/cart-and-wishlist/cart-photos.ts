// The photos of personalised cart lines, kept on the phone (docs/shop-rules.md P5-P7): each
// photo is stored in IndexedDB (database `tohfa-photos`) as soon as it is picked, already
// downscaled to its slot's print size, under a local id that the cart line holds; it is
// uploaded when the network allows, and again when the server's copy has expired. So a
// photo picked offline, a reload, another tab or a closed browser loses nothing; the order
// sends the server's ids in place of the local ones, and waits for every upload.
import { createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { PHOTO_UPLOAD_PATH, UPLOAD_TOKEN_HEADER } from '../../contract/calls.ts';
import { UPLOAD_ID_RE, type PersonalisationValues } from '../../contract/personalisation.ts';
import { uploadToken } from '../lib/upload-token.ts';
import { cartStore } from './cart-store.ts';
import { CART_PHOTOS_DB } from './mirror-keys.ts';

export interface CartPhoto {
  /** The local id a cart line holds: 24 random bytes, base64url, the shape of the server's ids. */
  id: string;
  blob: Blob;
  createdAt: number;
  /** The server's id of its latest upload, and when it was made. */
  uploadId?: string;
  uploadedAt?: number;
}

/** All photos kept on the phone together, at most (a cart's worth at print size). */
export const CART_PHOTOS_MAX_BYTES = 60 * 1024 * 1024;
/** The server deletes photos no order took after a week (P7): upload again a day before. */
export const REUPLOAD_AFTER_MS = 6 * 24 * 3600_000;
/** A photo picked and never added to the cart is dropped after a day. */
const UNUSED_KEEP_MS = 24 * 3600_000;

export class CartPhotoSpaceFull extends Error {}

let store: UseStore | null = null;
// Opened on first use, so importing this module touches no storage.
const db = (): UseStore => (store ??= createStore(CART_PHOTOS_DB, 'photos'));

const listeners = new Set<() => void>();
let version = 0;
function changed(): void {
  version++;
  for (const l of listeners) l();
}
/** For React: a number that changes whenever a photo is kept, uploaded or dropped here. */
export const cartPhotosVersion = (): number => version;
export function subscribeCartPhotos(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function newLocalPhotoId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

async function allPhotos(): Promise<CartPhoto[]> {
  return (await entries<string, CartPhoto>(db())).map(([, v]) => v).filter((v) => v && v.blob instanceof Blob);
}

/** The local photo ids the cart's lines hold. */
export function photoIdsOf(lines: readonly { Personalisation?: PersonalisationValues }[]): Set<string> {
  return new Set(lines.flatMap((l) => Object.values(l.Personalisation ?? {}).filter((v) => UPLOAD_ID_RE.test(v))));
}

/**
 * Keeps a picked photo; answers its local id. Photos no cart line holds are dropped after a
 * day first; when the photos kept would still pass the bound, the photo is refused.
 */
export async function keepCartPhoto(blob: Blob, inCart: ReadonlySet<string>): Promise<string> {
  const now = Date.now();
  const kept = await allPhotos();
  const unused = kept.filter((p) => !inCart.has(p.id) && now - p.createdAt > UNUSED_KEEP_MS);
  if (unused.length > 0) await delMany(unused.map((p) => p.id), db());
  const total = kept.filter((p) => !unused.includes(p)).reduce((n, p) => n + p.blob.size, 0);
  if (total + blob.size > CART_PHOTOS_MAX_BYTES) throw new CartPhotoSpaceFull('no room for another photo');
  const id = newLocalPhotoId();
  await set(id, { id, blob, createdAt: now } satisfies CartPhoto, db());
  changed();
  retryWhenOnline();
  return id;
}

export async function cartPhoto(id: string): Promise<CartPhoto | undefined> {
  try {
    return await get<CartPhoto>(id, db());
  } catch {
    return undefined;
  }
}

/** After an order took them: the phone's copies go. */
export async function forgetCartPhotos(ids: Iterable<string>): Promise<void> {
  await delMany([...ids], db()).catch(() => undefined);
  changed();
}

const fresh = (p: CartPhoto, now: number) => p.uploadId !== undefined && p.uploadedAt !== undefined && now - p.uploadedAt < REUPLOAD_AFTER_MS;

/** Uploads one photo; the server's id, or null when the network or the server failed. */
export async function uploadPhoto(photo: Blob): Promise<string | null> {
  const form = new FormData();
  form.append('photo', photo, 'photo.jpg');
  try {
    const res = await fetch(PHOTO_UPLOAD_PATH, { method: 'POST', body: form, headers: { [UPLOAD_TOKEN_HEADER]: uploadToken() } });
    if (!res.ok) return null;
    const body = await res.json() as { data?: string };
    const row = (JSON.parse(body.data ?? '[]') as { PhotoId?: string }[])[0];
    return row?.PhotoId && UPLOAD_ID_RE.test(row.PhotoId) ? row.PhotoId : null;
  } catch {
    return null;
  }
}

let running: Promise<void> | null = null;

/**
 * An upload that failed while the browser says it is online (the server refused or was away,
 * the connection broke on the way, or the network came back for the page before its requests
 * could pass) is tried again after this long, doubled after each failure up to RETRY_MAX_MS:
 * waiting for the next "online" event alone could leave the photo, and the order with it,
 * waiting for good. Offline, the "online" event starts the next try.
 */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;
let retryIn = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Uploads every kept photo without a fresh upload (picked offline, or expired on the
 * server) that a cart line holds or that was picked within the day, one at a time; stops at the
 * first failure (the next try: when the network is back, or after RETRY_FIRST_MS and longer).
 * One tab at a time (Web Locks), so two tabs do not upload one photo twice.
 */
export function uploadWaitingPhotos(): Promise<void> {
  running ??= (async () => {
    let failed = false;
    const work = async () => {
      await cartStore.whenReady();
      const inCart = photoIdsOf(cartStore.getState().cartItems);
      for (const p of await allPhotos()) {
        if (fresh(p, Date.now())) continue;
        // Picked a day ago and never added (or its line removed): dropped, not uploaded again.
        if (!inCart.has(p.id) && Date.now() - p.createdAt > UNUSED_KEEP_MS) {
          await del(p.id, db());
          continue;
        }
        const uploadId = await uploadPhoto(p.blob);
        if (!uploadId) {
          failed = true;
          return;
        }
        // Still kept? (another tab may have ordered or dropped it meanwhile)
        if (await get(p.id, db())) await set(p.id, { ...p, uploadId, uploadedAt: Date.now() } satisfies CartPhoto, db());
        changed();
      }
    };
    try {
      if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('tohfa-photo-upload', work);
      else await work();
    } catch {
      failed = true; // storage or network failed: tried again on the next occasion
    } finally {
      running = null;
      clearTimeout(retryTimer);
      if (!failed) {
        retryIn = RETRY_FIRST_MS;
      } else if (typeof navigator !== 'undefined' && navigator.onLine !== false) {
        retryTimer = setTimeout(() => void uploadWaitingPhotos(), retryIn);
        retryIn = Math.min(2 * retryIn, RETRY_MAX_MS);
      }
      changed();
    }
  })();
  return running;
}

/** The server answered that a photo was gone (P6): upload the cart's photos again. */
export async function expireCartPhotoUploads(ids: Iterable<string>): Promise<void> {
  for (const id of ids) {
    const p = await cartPhoto(id);
    if (p) await set(id, { id: p.id, blob: p.blob, createdAt: p.createdAt } satisfies CartPhoto, db());
  }
  changed();
}

/** The cart's local photo ids still waiting for an upload (none: the order may be placed). */
export async function photosWaiting(lines: readonly { Personalisation?: PersonalisationValues }[]): Promise<string[]> {
  const now = Date.now();
  const waiting: string[] = [];
  for (const id of photoIdsOf(lines)) {
    const p = await cartPhoto(id);
    if (p && !fresh(p, now)) waiting.push(id);
  }
  return waiting;
}

/**
 * The lines as the order sends them: each kept photo's local id replaced by its server id
 * (an id not kept on this phone, from before, is sent as it is).
 */
export async function linesWithUploadedPhotos<T extends { Personalisation?: PersonalisationValues }>(lines: readonly T[]): Promise<T[]> {
  const out: T[] = [];
  for (const line of lines) {
    if (!line.Personalisation) {
      out.push(line);
      continue;
    }
    const values: PersonalisationValues = {};
    for (const [key, value] of Object.entries(line.Personalisation)) {
      const p = UPLOAD_ID_RE.test(value) ? await cartPhoto(value) : undefined;
      values[key] = p?.uploadId ?? value;
    }
    out.push({ ...line, Personalisation: values });
  }
  return out;
}

let retrying = false;
/** Uploads what waits whenever the network comes back, from the first photo kept or started on. */
function retryWhenOnline(): void {
  if (retrying || typeof window === 'undefined') return;
  retrying = true;
  window.addEventListener('online', () => void uploadWaitingPhotos());
}

/**
 * Uploads what waits now and whenever the network comes back. The app layout calls it after
 * the first paint when this browser keeps photos (its database exists); a photo kept later
 * on this page starts the retries itself (keepCartPhoto).
 */
export function startCartPhotoUploads(): void {
  retryWhenOnline();
  void uploadWaitingPhotos();
}
