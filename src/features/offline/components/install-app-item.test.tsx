import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallAppItem } from './install-app-item.tsx';

afterEach(cleanup);

describe('the Install app menu item', () => {
  it('appears only after the browser offers installation, and asks once when pressed', async () => {
    render(
      <IntlProvider locale="en" messages={{}}>
        <InstallAppItem />
      </IntlProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    await act(async () => window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true); // no browser infobar: the app never nags
    expect(prompt).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
