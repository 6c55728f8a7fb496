// A catalogue a language: only the language asked for is imported, once; a failed import is
// tried again; a component renders again when its language arrives.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyMessages } from './lazy-messages.ts';

afterEach(cleanup);

describe('lazyMessages', () => {
  it('imports only the language asked for, once, and gives every caller its catalogue', async () => {
    const en = vi.fn(async () => ({ hi: 'Hello' }));
    const ar = vi.fn(async () => ({ hi: 'مرحبا' }));
    const messages = lazyMessages({ en, ar });
    const [a, b] = await Promise.all([messages.load('en'), messages.load('en')]);
    expect(a).toEqual({ hi: 'Hello' });
    expect(b).toBe(a);
    expect(await messages.load('en')).toBe(a);
    expect(en).toHaveBeenCalledTimes(1);
    expect(ar).not.toHaveBeenCalled();
    expect(await messages.load('ar')).toEqual({ hi: 'مرحبا' });
    expect(ar).toHaveBeenCalledTimes(1);
  });

  it('asks again after an import that failed (a chunk fetched offline)', async () => {
    const en = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ hi: 'Hello' });
    const messages = lazyMessages({ en, ar: async () => ({}) });
    await expect(messages.load('en')).rejects.toThrow('Failed to fetch');
    expect(await messages.load('en')).toEqual({ hi: 'Hello' });
    expect(en).toHaveBeenCalledTimes(2);
  });

  it('renders null until the language is loaded, then its catalogue', async () => {
    const messages = lazyMessages({ en: async () => ({ hi: 'Hello' }), ar: async () => ({ hi: 'مرحبا' }) });
    function Greeting({ lang }: { lang: 'en' | 'ar' }) {
      return <p>{messages.useLoaded(lang)?.hi ?? 'none'}</p>;
    }
    const { container } = render(<Greeting lang="ar" />);
    expect(container.textContent).toBe('none');
    await act(() => messages.load('en'));
    expect(container.textContent).toBe('none');
    await act(() => messages.load('ar'));
    expect(container.textContent).toBe('مرحبا');
  });
});
