import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OfflineLayer from './offline-layer.tsx';
import { receiveWorkerMessage } from '../service-worker.ts';
import { setOfflineState } from '../offline-store.ts';
import { attachToastSink, type Toast } from '../../../lib/notify.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let toasts: Toast[] = [];
let detachToasts: () => void = () => undefined;
let host: HTMLElement;
let client: QueryClient;
/** Reads of the query a screen shows next to the layer (a product's reviews, say). */
let screenReads = 0;

function Screen() {
  useQuery({ queryKey: ['screen'], queryFn: async () => ++screenReads, staleTime: Infinity });
  return null;
}

async function render(): Promise<void> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  client = new QueryClient();
  screenReads = 0;
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <IntlProvider locale="en" defaultLocale="en" messages={{}}>
          <Screen />
          <OfflineLayer />
        </IntlProvider>
      </QueryClientProvider>,
    );
  });
}

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(async () => {
  setOfflineState({ online: true, updateReady: false, queuedPosts: 0, canInstall: false });
  toasts = [];
  detachToasts = attachToastSink((t) => toasts.push(t));
  await render();
});

afterEach(async () => {
  detachToasts();
  await act(async () => root.unmount());
  client.clear();
  host.remove();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the offline layer', () => {
  it('shows the offline banner while the network is gone, and hides it when it returns', async () => {
    expect(document.body.textContent).not.toContain('You are offline');
    await act(async () => setOnline(false));
    expect(document.querySelector('[data-testid="offline-banner"]')?.textContent).toBe(
      'You are offline. Showing what you saw before.',
    );
    await act(async () => setOnline(true));
    expect(document.querySelector('[data-testid="offline-banner"]')).toBeNull();
  });

  it('shows how many posts wait, and nothing once the queue is empty', async () => {
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 2 }));
    expect(document.querySelector('[data-testid="queued-posts"]')?.textContent).toBe('2 messages waiting to be sent');
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 1 }));
    expect(document.querySelector('[data-testid="queued-posts"]')?.textContent).toBe('1 message waiting to be sent');
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 0 }));
    expect(document.querySelector('[data-testid="queued-posts"]')).toBeNull();
  });

  it('leaves "will be sent when back online" to the form that posted (no second toast)', async () => {
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_ADDED', call: 'CONTACT_US', id: 'q1' }));
    expect(toasts).toEqual([]);
  });

  it('tells the shopper when a queued contact message was sent', async () => {
    await act(async () =>
      receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'CONTACT_US', id: 'a1', status: 200 }),
    );
    expect(toasts).toEqual([{ message: 'Your queued message was sent.', variant: 'success' }]);
  });

  it('refreshes what is on screen when a queued review arrives, and not for other posts', async () => {
    expect(screenReads).toBe(1);
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'INSERT_SUBSCRIBER', id: 's1', status: 200 }));
    expect(screenReads).toBe(1);
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'INSERT_PRODUCT_REVIEW', id: 'r1', status: 200 }));
    expect(screenReads).toBe(2);
  });

  it('tells the shopper when a queued post was refused, with the server reason', async () => {
    await act(async () =>
      receiveWorkerMessage({
        type: 'QUEUE_REFUSED',
        call: 'INSERT_SUBSCRIBER',
        id: 'b2',
        status: 400,
        errorMessage: 'Subscriber email is not valid.',
      }),
    );
    expect(toasts).toEqual([{ message: 'Your queued message was not accepted: Subscriber email is not valid.', variant: 'error' }]);
  });

  it('offers the new version without reloading by itself', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await act(async () => setOfflineState({ updateReady: true }));
    const offer = document.querySelector('[data-testid="update-offer"]');
    expect(offer?.textContent).toBe('A new version is available — Reload');
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores messages that are not from the queue protocol', async () => {
    await act(async () => receiveWorkerMessage({ type: 'SOMETHING_ELSE', count: 5 }));
    expect(document.querySelector('[data-testid="queued-posts"]')).toBeNull();
  });
});
