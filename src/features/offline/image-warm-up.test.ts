// The page's side of the image warm-up: when it asks the worker, with what, and when not.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageMessage } from '../../../contract/sw-messages.ts';

const posted: PageMessage[] = [];
let controller: { postMessage: (m: PageMessage) => void } | null;
const listeners = new Set<() => void>();

function fakeServiceWorker() {
  return {
    get controller() {
      return controller;
    },
    addEventListener: (_type: string, l: () => void) => listeners.add(l),
    removeEventListener: (_type: string, l: () => void) => listeners.delete(l),
  };
}

function clientWith(data: Record<string, unknown>): QueryClient {
  const client = new QueryClient();
  for (const [key, value] of Object.entries(data)) client.setQueryData([key], value);
  return client;
}

/** A fresh module: its "sent this visit" list starts empty, as on a page load. */
async function load() {
  vi.resetModules();
  return import('./image-warm-up.ts');
}

beforeEach(() => {
  vi.useFakeTimers();
  posted.length = 0;
  listeners.clear();
  controller = { postMessage: (m) => posted.push(m) };
  Object.defineProperty(navigator, 'serviceWorker', { value: fakeServiceWorker(), configurable: true });
  Object.defineProperty(navigator, 'connection', { value: { saveData: false }, configurable: true });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 1));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (i: number) => ({ ProductId: i, ProductImagesJson: [{ AttachmentURL: `/media/p/${i}.svg` }] });

describe('the image warm-up of an online visit', () => {
  it('sends the worker the images of the cached answers once the page is idle, and each only once', async () => {
    const { startImageWarmUp } = await load();
    const client = clientWith({ recent: [card(1), card(2)] });
    const stop = startImageWarmUp(client);
    await vi.advanceTimersByTimeAsync(10);
    expect(posted).toEqual([{ type: 'WARM_IMAGES', urls: [`${location.origin}/media/p/1.svg`, `${location.origin}/media/p/2.svg`] }]);

    // A listing seen later in the visit: only its new images, once the answers settle.
    client.setQueryData(['listing'], [card(2), card(3)]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(posted[1]).toEqual({ type: 'WARM_IMAGES', urls: [`${location.origin}/media/p/3.svg`] });
    stop();
  });

  it('waits for the worker to control the page (a first visit)', async () => {
    controller = null;
    const { startImageWarmUp } = await load();
    startImageWarmUp(clientWith({ recent: [card(1)] }));
    await vi.advanceTimersByTimeAsync(10);
    expect(posted).toEqual([]);
    controller = { postMessage: (m) => posted.push(m) };
    for (const l of listeners) l();
    await vi.advanceTimersByTimeAsync(10);
    expect(posted).toHaveLength(1);
  });

  it('does nothing when the shopper saves data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { startImageWarmUp } = await load();
    const client = clientWith({ recent: [card(1)] });
    startImageWarmUp(client);
    client.setQueryData(['listing'], [card(2)]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(posted).toEqual([]);
  });

  it('walks a large cache in idle slices of a few milliseconds, and still sends all its cards', async () => {
    const { startImageWarmUp } = await load();
    // Each look at the clock finds a millisecond gone: a slice ends after a few looks.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    let idleCalls = 0;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idleCalls++;
      return setTimeout(run, 1);
    });
    const cards = Array.from({ length: 40 }, (_, i) => ({ ...card(i), ProductName: `P${i}`, Price: i, Tags: ['a', 'b', 'c'] }));
    startImageWarmUp(clientWith({ listing: cards }));
    await vi.advanceTimersByTimeAsync(100);
    expect(idleCalls).toBeGreaterThan(2);
    expect(posted).toEqual([{ type: 'WARM_IMAGES', urls: cards.map((c) => `${location.origin}/media/p/${c.ProductId}.svg`) }]);
  });

  it('chooses and sends in an idle callback of its own, after the one that walked last', async () => {
    const { startImageWarmUp } = await load();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    startImageWarmUp(clientWith({ recent: [card(1)] }));
    await vi.advanceTimersByTimeAsync(0);
    // The first idle callback takes the snapshot and walks it whole (a small cache)...
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(posted).toEqual([]);
    // ...the next one chooses and sends.
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(posted).toEqual([{ type: 'WARM_IMAGES', urls: [`${location.origin}/media/p/1.svg`] }]);
  });

  it('sends nothing after it is stopped', async () => {
    const { startImageWarmUp } = await load();
    const stop = startImageWarmUp(clientWith({ recent: [card(1)] }));
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(posted).toEqual([]);
  });
});

describe('which size of a photograph the warm-up asks for', () => {
  const screen = (width: number, dpr: number, shown: string | null) => {
    vi.stubGlobal('innerWidth', width);
    vi.stubGlobal('devicePixelRatio', dpr);
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: Number(/max-width: (\d+)px/.exec(q)?.[1] ?? 0) >= width }));
    document.body.innerHTML = shown ? '<picture><img></picture>' : '';
    if (shown) Object.defineProperty(document.querySelector('img')!, 'currentSrc', { value: shown });
  };
  const abs = (p: string) => new URL(p, location.origin).href;

  it('the width a card of this screen takes, in the format the browser took for the pictures it shows', async () => {
    const { asCardsAsk } = await load();
    screen(390, 2, abs('/media/v2/p/9-1-1.w480.avif'));
    // A category's artwork as home's tile asks for the picture the pipeline draws of it (104 px at 2x); other SVGs as they are.
    expect(asCardsAsk([abs('/media/v2/p/1-2-1.jpg'), abs('/media/v1/c/mug/10.svg'), abs('/media/v1/logo.svg')]))
      .toEqual([abs('/media/v2/p/1-2-1.w480.avif'), abs('/media/v2/c/a-mug-3.w240.avif'), abs('/media/v1/logo.svg')]);
    screen(1366, 1, abs('/media/v2/p/9-1-1.w360.webp'));
    expect(asCardsAsk([abs('/media/v2/p/1-2-1.jpg')])).toEqual([abs('/media/v2/p/1-2-1.w360.webp')]);
  });

  it('nothing yet while no photograph has loaded (the format is not known); other pictures as they are', async () => {
    const { asCardsAsk } = await load();
    screen(390, 2, null);
    expect(asCardsAsk([abs('/media/v2/p/1-2-1.jpg'), abs('/media/v1/c/mug/10.svg')])).toBeNull();
    expect(asCardsAsk([abs('/media/v1/c/mug/10.svg')])).toBeNull();
    expect(asCardsAsk([abs('/media/v1/logo.svg')])).toEqual([abs('/media/v1/logo.svg')]);
  });

  it('waits for the first photograph to load before sending a photograph to warm', async () => {
    const { startImageWarmUp } = await load();
    screen(390, 2, null);
    startImageWarmUp(clientWith({ recent: [{ ProductId: 1, ProductImagesJson: [{ AttachmentURL: '/media/v2/p/1-2-1.jpg' }] }] }));
    await vi.advanceTimersByTimeAsync(10);
    expect(posted).toEqual([]);
    screen(390, 2, abs('/media/v2/p/9-1-1.w480.avif'));
    await vi.advanceTimersByTimeAsync(3100);
    expect(posted).toEqual([{ type: 'WARM_IMAGES', urls: [abs('/media/v2/p/1-2-1.w480.avif')] }]);
  });
});
