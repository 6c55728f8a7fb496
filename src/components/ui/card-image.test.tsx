// The card's picture and its placeholder when the picture cannot load (offline, never cached).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../../contract/images.ts';
import { CardImage } from './card-image.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(src: string | undefined, eager = false): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<CardImage src={src} eager={eager} />));
  return host;
}

describe('the card image', () => {
  it('shows the picture, lazily below the fold', async () => {
    const host = await render('/media/v1/mug.svg');
    const img = host.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/v1/mug.svg');
    expect([img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['', 'lazy', 'auto']);
    expect(host.querySelector('svg')).toBeNull();
  });

  it('offers a product photograph in AVIF and WebP widths for the card slot, its box reserved', async () => {
    const host = await render('/media/v2/p/1-2-1.jpg', true);
    const sources = [...host.querySelectorAll('picture > source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')?.split(', ')[0], s.getAttribute('sizes')]);
    expect(sources).toEqual([
      ['image/avif', '/media/v2/p/1-2-1.w240.avif 240w', IMAGE_SIZES.card],
      ['image/webp', '/media/v2/p/1-2-1.w240.webp 240w', IMAGE_SIZES.card],
    ]);
    const img = host.querySelector('picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['/media/v2/p/1-2-1.jpg', '1200', '1200', 'eager']);
  });

  it('shows the gift placeholder instead of a broken image when the picture cannot load', async () => {
    const host = await render('/media/v1/gone.svg', true);
    await act(async () => host.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(host.querySelector('img')).toBeNull();
    const art = host.querySelector('svg.product-card__placeholder')!;
    expect(art.getAttribute('aria-hidden')).toBe('true');
    expect([art.getAttribute('width'), art.getAttribute('height'), art.getAttribute('display')]).toEqual(['100%', '100%', 'block']);
  });

  it('tries the picture again when the browser is back online', async () => {
    const host = await render('/media/v1/offline.svg');
    await act(async () => host.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(host.querySelector('img')).toBeNull();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(host.querySelector('img')!.getAttribute('src')).toBe('/media/v1/offline.svg');
  });

  it('shows the placeholder for a product without a picture', async () => {
    const host = await render(undefined);
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('svg.product-card__placeholder')).not.toBeNull();
  });
});
