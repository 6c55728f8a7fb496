// The floating WhatsApp button links only to the shop's own number (docs/rules.md R1): none
// while the number is not known, the owner's number once the footer's labels are there, and
// on a first visit from the first render, with the labels the server's first screen carried.
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_ANSWERS_ID, answerKey, firstScreen } from '../../../contract/first-screen.ts';
import { DEFAULT_WHATSAPP, LABEL_ENTITY, WHATSAPP_LABEL } from '../../../contract/shop-rules.ts';
import { labelsQuery } from '../../i18n/label-scope.tsx';
import { enShell } from '../../i18n/en-shell.ts';
import { resetBootAnswers } from '../../lib/boot-answers.ts';
import { prefillFirstScreen } from '../first-screen-prefill.ts';
import { FloatingActions } from './floating-actions.tsx';

const SHOP_NUMBER = '+971 4 123 4567';
const footer = (labels: Array<{ labelHtmlId: string; text: string }>) => ({ labelsJsonData: labels });

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderButton(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-IN" messages={enShell}>
        <FloatingActions painted={false} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const chat = () => screen.queryByRole('link', { name: enShell['whatsapp.label'] });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.getElementById(BOOT_ANSWERS_ID)?.remove();
  resetBootAnswers();
});

describe('the floating WhatsApp button', () => {
  it('is no link while the shop\'s number is not known (never the default in its place)', () => {
    renderButton(newClient());
    expect(chat()).toBeNull();
    expect(document.querySelector('a.floating__whatsapp')?.hasAttribute('href')).toBe(false);
  });

  it('links to the number the owner set once the footer\'s labels are known; to the default when the shop has set none', () => {
    const client = newClient();
    client.setQueryData(labelsQuery(LABEL_ENTITY.Footer, 'en').queryKey, footer([{ labelHtmlId: WHATSAPP_LABEL, text: SHOP_NUMBER }]));
    renderButton(client);
    expect(chat()?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/97141234567\?text=/);
    cleanup();
    const unset = newClient();
    unset.setQueryData(labelsQuery(LABEL_ENTITY.Footer, 'en').queryKey, footer([{ labelHtmlId: 'lbl_footer_other', text: 'x' }]));
    renderButton(unset);
    expect(chat()?.getAttribute('href')).toContain(`https://wa.me/${DEFAULT_WHATSAPP.replace(/\D/g, '')}?text=`);
  });

  it('on a first visit, links to the shop\'s number from the first render, with the labels the page came with', async () => {
    // The home page's first screen, its footer's labels with the shop's number; no network.
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    window.history.replaceState(null, '', '/en/');
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = BOOT_ANSWERS_ID;
    const isFooter = (fields: Record<string, unknown>) => fields.entityId === LABEL_ENTITY.Footer;
    el.textContent = JSON.stringify(firstScreen('/en/')!.calls.map((c) => ({
      key: answerKey(c.name, c.lang ?? 'en', c.fields),
      data: c.name === 'GET_LOCALIZATION_DATA' && isFooter(c.fields) ? footer([{ labelHtmlId: WHATSAPP_LABEL, text: SHOP_NUMBER }]) : [],
    })));
    document.body.append(el);
    await import('../../features/home/home-api.ts');
    const client = newClient();
    await prefillFirstScreen(client);
    // Put in the cache by the prefill, which the app awaits before its first render (app/start.tsx).
    await vi.waitFor(() => expect(client.getQueryData(labelsQuery(LABEL_ENTITY.Footer, 'en').queryKey)).toBeDefined());
    renderButton(client);
    expect(chat()?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/97141234567\?text=/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
