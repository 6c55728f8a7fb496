// The newsletter block's write, as the shopper meets it: the server's refusal is the
// spec's message in a toast and the address stays for another try; a success says so and
// clears the field; offline the queue's answer says it will be sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { en } from '../../../i18n/en.ts';
import { attachToastSink, type Toast } from '../../../lib/notify.ts';
import { NewsletterBlock } from './newsletter-block.tsx';

function answer(status: number, body: Record<string, unknown>) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(await new Request(input, init).text()));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

let detach = () => {};

/** The block, with the toasts it raises (what the toaster shows) collected in order. */
function renderBlock(): Toast[] {
  const toasts: Toast[] = [];
  detach = attachToastSink((t) => toasts.push(t));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en-IN" messages={en}><NewsletterBlock /></IntlProvider>
    </QueryClientProvider>,
  );
  return toasts;
}

function subscribe(email: string) {
  fireEvent.change(screen.getByRole('textbox', { name: en['newsletter.email'] }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: en.lbl_newsletter_button }));
}

afterEach(() => {
  detach();
  cleanup();
  vi.unstubAllGlobals();
});

// The first send loads the form's field rules (a chunk of their own): on a loaded machine
// that takes seconds, longer than waitFor's default second.
const SENT = { timeout: 15_000 };

describe('the newsletter block', () => {
  it("shows the spec's error message when the server refuses, keeping the address", async () => {
    const sent = answer(400, { statusCode: 400, errorCode: 'BAD_REQUEST', errorMessage: 'Bad request', data: null });
    const toasts = renderBlock();
    subscribe('asha@example.com');
    await waitFor(() => expect(toasts).toEqual([{ variant: 'error', message: 'An error occured. Please try again later!' }]), SENT);
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: en['newsletter.email'] })).toHaveProperty('value', 'asha@example.com');
    expect(screen.getByRole('button', { name: en.lbl_newsletter_button })).toHaveProperty('disabled', false);
  });

  it('says the subscription is made and clears the field', async () => {
    answer(200, { statusCode: 200, message: '', errorMessage: '', token: '', data: '[]' });
    const toasts = renderBlock();
    subscribe('asha@example.com');
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: en['msg.subscribed'] }]), SENT);
    expect(screen.getByRole('textbox', { name: en['newsletter.email'] })).toHaveProperty('value', '');
  });

  it('offline, says it will be sent when the service worker queued it', async () => {
    answer(202, { queued: true });
    const toasts = renderBlock();
    subscribe('asha@example.com');
    await waitFor(() => expect(toasts).toEqual([{ variant: 'info', message: en['offline.queued'] }]), SENT);
  });
});
