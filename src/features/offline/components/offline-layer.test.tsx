import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OfflineLayer from './offline-layer.tsx';
import { receiveWorkerMessage } from '../service-worker.ts';
import { setOfflineState } from '../offline-store.ts';
import { attachToastSink, type Toast } from '../../../lib/notify.ts';

let toasts: Toast[] = [];
let detachToasts: () => void = () => undefined;
let client: QueryClient;
/** Reads of the query a screen shows next to the layer (a product's reviews, say). */
let screenReads = 0;

function Screen() {
  useQuery({ queryKey: ['screen'], queryFn: async () => ++screenReads, staleTime: Infinity });
  return null;
}

async function renderLayer(): Promise<void> {
  client = new QueryClient();
  screenReads = 0;
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <IntlProvider locale="en" defaultLocale="en" messages={{}}>
          <Screen />
          <OfflineLayer />
        </IntlProvider>
      </QueryClientProvider>,
    );
  });
}

/** What the layer's live regions say, as a screen reader would announce them. */
function statuses(): (string | null)[] {
  return screen.queryAllByRole('status').map((s) => s.textContent);
}

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(async () => {
  setOfflineState({ online: true, updateReady: false, queuedPosts: 0, canInstall: false });
  toasts = [];
  detachToasts = attachToastSink((t) => toasts.push(t));
  await renderLayer();
});

afterEach(async () => {
  detachToasts();
  cleanup();
  client.clear();
  vi.restoreAllMocks();
});

describe('the offline layer', () => {
  it('shows the offline banner while the network is gone, and hides it when it returns', async () => {
    expect(screen.queryByText(/You are offline/)).toBeNull();
    await act(async () => setOnline(false));
    expect(statuses()).toEqual(['You are offline. Showing what you saw before.']);
    await act(async () => setOnline(true));
    expect(statuses()).toEqual([]);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('shows how many posts wait, and nothing once the queue is empty', async () => {
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 2 }));
    expect(statuses()).toEqual(['2 messages waiting to be sent']);
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 1 }));
    expect(statuses()).toEqual(['1 message waiting to be sent']);
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 0 }));
    expect(statuses()).toEqual([]);
    expect(screen.queryByText(/waiting to be sent/)).toBeNull();
  });

  it('leaves "will be sent when back online" to the form that posted (no second toast)', async () => {
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_ADDED', call: 'CONTACT_US', id: 'q1' }));
    expect(toasts).toEqual([]);
  });

  it('tells the shopper when a queued contact message was sent, once the drain ends', async () => {
    await act(async () =>
      receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'CONTACT_US', id: 'a1', status: 200 }),
    );
    expect(toasts).toEqual([]);
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 0 }));
    expect(toasts).toEqual([{ message: 'Your queued message was sent.', variant: 'success' }]);
  });

  it('tells every confirmation of one drain in one toast, so none replaces another', async () => {
    await act(async () => {
      receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'CONTACT_US', id: 'a1', status: 200 });
      receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'INSERT_PRODUCT_REVIEW', id: 'a2', status: 200 });
      receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'INSERT_SUBSCRIBER', id: 'a3', status: 200 });
      receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'INSERT_PRODUCT_REVIEW', id: 'a4', status: 200 });
      receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 0 });
    });
    expect(toasts).toEqual([{ message: 'Your queued message, 2 reviews, and newsletter subscription were sent.', variant: 'success' }]);
    // The next drain starts afresh.
    await act(async () => {
      receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'INSERT_SUBSCRIBER', id: 'a5', status: 200 });
      receiveWorkerMessage({ type: 'QUEUE_KEPT', count: 1 });
    });
    expect(toasts.at(-1)).toEqual({ message: 'Your queued newsletter subscription was sent.', variant: 'success' });
    expect(toasts).toHaveLength(2);
  });

  it('says nothing at the end of a drain that sent nothing', async () => {
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 3 }));
    expect(toasts).toEqual([]);
  });

  it('refreshes what is on screen when a queued review arrives, and not for other posts', async () => {
    expect(screenReads).toBe(1);
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'INSERT_SUBSCRIBER', id: 's1', status: 200 }));
    expect(screenReads).toBe(1);
    await act(async () => receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'INSERT_PRODUCT_REVIEW', id: 'r1', status: 200 }));
    expect(screenReads).toBe(2);
  });

  it('tells the shopper when a queued post was refused, with the server reason, after what was sent', async () => {
    await act(async () => {
      receiveWorkerMessage({
        type: 'QUEUE_REFUSED',
        call: 'INSERT_SUBSCRIBER',
        id: 'b2',
        status: 400,
        errorMessage: 'Subscriber email is not valid.',
      });
      receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 0 });
    });
    expect(toasts).toEqual([{ message: 'Your queued message was not accepted: Subscriber email is not valid.', variant: 'error' }]);
    await act(async () => {
      receiveWorkerMessage({ type: 'QUEUE_DELIVERED', call: 'CONTACT_US', id: 'b3', status: 200 });
      receiveWorkerMessage({ type: 'QUEUE_REFUSED', call: 'INSERT_SUBSCRIBER', id: 'b4', status: 400, errorMessage: '' });
      receiveWorkerMessage({ type: 'QUEUE_SIZE', count: 0 });
    });
    expect(toasts.at(-1)).toEqual({ message: 'Your queued message was sent. Your queued message was not accepted.', variant: 'error' });
  });

  it('offers the new version without reloading by itself', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await act(async () => setOfflineState({ updateReady: true }));
    expect(statuses()).toEqual(['A new version is available — Reload']);
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveProperty('disabled', false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores messages that are not from the queue protocol', async () => {
    await act(async () => receiveWorkerMessage({ type: 'SOMETHING_ELSE', count: 5 }));
    expect(statuses()).toEqual([]);
    expect(screen.queryByText(/waiting to be sent/)).toBeNull();
  });
});
