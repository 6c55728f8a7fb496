// The card's picture and its placeholder when the picture cannot load (offline, never cached).
// The picture is decorative (alt=""; the card's name says what it is), so it is found by its
// role, presentation. Two things have no role by design and are read from the markup: the
// <source> candidates the browser picks from, and the gift outline, hidden from assistive
// technology (aria-hidden) because it says nothing.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../../contract/images.ts';
import { CardImage } from './card-image.tsx';

afterEach(cleanup);

function renderImage(src: string | undefined, eager = false) {
  return render(<CardImage src={src} eager={eager} />).container;
}

/** The picture as the page shows it: an image without a name of its own. */
const picture = () => screen.getByRole('presentation');
const noPicture = () => expect(screen.queryByRole('presentation')).toBeNull();
/** The gift outline: decorative art with no role, so found as the hidden drawing it is. */
const placeholder = (host: HTMLElement) => host.querySelector('svg[aria-hidden="true"]');

describe('the card image', () => {
  it('shows the picture, lazily below the fold', () => {
    const host = renderImage('/media/v1/mug.svg');
    const img = picture();
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/media/v1/mug.svg');
    expect([img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['', 'lazy', 'auto']);
    expect(placeholder(host)).toBeNull();
  });

  it('offers a product photograph in AVIF and WebP widths for the card slot, its box reserved', () => {
    const host = renderImage('/media/v2/p/1-2-1.jpg', true);
    // <source> has no role: the browser's candidates are only in the markup.
    const sources = [...host.querySelectorAll('picture > source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')?.split(', ')[0], s.getAttribute('sizes')]);
    expect(sources).toEqual([
      ['image/avif', '/media/v2/p/1-2-1.w240.avif 240w', IMAGE_SIZES.card],
      ['image/webp', '/media/v2/p/1-2-1.w240.webp 240w', IMAGE_SIZES.card],
    ]);
    const img = picture();
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['/media/v2/p/1-2-1.jpg', '1200', '1200', 'eager']);
  });

  it('shows the gift placeholder instead of a broken image when the picture cannot load', async () => {
    const host = renderImage('/media/v1/gone.svg', true);
    await act(async () => fireEvent.error(picture()));
    noPicture();
    const art = placeholder(host)!;
    expect(art).not.toBeNull();
    expect([art.getAttribute('width'), art.getAttribute('height'), art.getAttribute('display')]).toEqual(['100%', '100%', 'block']);
  });

  it('tries the picture again when the browser is back online', async () => {
    const host = renderImage('/media/v1/offline.svg');
    await act(async () => fireEvent.error(picture()));
    noPicture();
    expect(placeholder(host)).not.toBeNull();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(picture().getAttribute('src')).toBe('/media/v1/offline.svg');
    expect(placeholder(host)).toBeNull();
  });

  it('shows the placeholder for a product without a picture', () => {
    const host = renderImage(undefined);
    noPicture();
    expect(placeholder(host)).not.toBeNull();
  });
});
