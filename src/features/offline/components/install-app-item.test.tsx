import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { InstallAppItem } from './install-app-item.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the Install app menu item', () => {
  it('appears only after the browser offers installation, and asks once when pressed', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <IntlProvider locale="en" messages={{}}>
          <InstallAppItem />
        </IntlProvider>,
      ),
    );
    expect(host.querySelector('button')).toBeNull();

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    await act(async () => window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true); // no browser infobar: the app never nags
    expect(prompt).not.toHaveBeenCalled();
    const button = host.querySelector('button');
    expect(button?.textContent).toBe('Install app');

    await act(async () => button?.click());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(host.querySelector('button')).toBeNull();
    await act(async () => root.unmount());
    host.remove();
  });
});
