// The responsive picture URLs both sides build from a stored product photograph URL.
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, IMAGE_WIDTHS, parseImagePath, responsiveImage, slotWidth, variantFor } from './images.ts';

describe('responsive product pictures', () => {
  it('names every width in AVIF and WebP, with the master size, for a pipeline picture only', () => {
    const r = responsiveImage('/media/v2/p/12-3-1.jpg')!;
    expect(r.src).toBe('/media/v2/p/12-3-1.jpg');
    expect(r.avif.split(', ')).toEqual(IMAGE_WIDTHS.map((w) => `/media/v2/p/12-3-1.w${w}.avif ${w}w`));
    expect(r.webp).toContain('/media/v2/p/12-3-1.w480.webp 480w');
    expect([r.width, r.height]).toEqual([1200, 1200]);
    for (const other of ['/media/v1/p/mug/1-2.svg', 'https://cdn.example/media/v2/p/1-1-1.jpg', '//evil.example/media/v2/p/1-1-1.jpg', '', null, undefined]) {
      expect(responsiveImage(other)).toBeNull();
    }
  });

  it('reads back exactly the URLs it names, and nothing else', () => {
    expect(parseImagePath('/media/v2/p/12-3-1.jpg')).toEqual({ kind: 'p', name: '12-3-1', width: 800, format: 'jpg' });
    expect(parseImagePath('/media/v2/p/12-3-1.w720.avif')).toEqual({ kind: 'p', name: '12-3-1', width: 720, format: 'avif' });
    for (const bad of ['/media/v2/p/12-3-1.webp', '/media/v2/p/12-3-1.w700.avif', '/media/v2/p/12-3-1.w720.gif', '/media/v2/q/1.jpg', '/media/v2/p/A.jpg', '/media/v2/p/../x.jpg']) {
      expect(parseImagePath(bad), bad).toBeNull();
    }
  });

  it('finds the slot a sizes list gives and the variant a browser picks for it', () => {
    const phone = (q: string) => q === '(max-width: 560px)' || q === '(max-width: 960px)';
    expect(slotWidth(IMAGE_SIZES.card, 390, phone)).toBe(195);
    expect(slotWidth(IMAGE_SIZES.card, 800, (q) => q === '(max-width: 960px)')).toBeCloseTo(264);
    expect(slotWidth(IMAGE_SIZES.card, 1366, () => false)).toBe(280);
    expect(variantFor('/media/v2/p/1-1-1.jpg', 195, 2, 'avif')).toBe('/media/v2/p/1-1-1.w480.avif');
    expect(variantFor('/media/v2/p/1-1-1.jpg', 280, 1, 'webp')).toBe('/media/v2/p/1-1-1.w360.webp');
    expect(variantFor('/media/v2/p/1-1-1.jpg', 600, 3, 'avif')).toBe('/media/v2/p/1-1-1.w1200.avif');
    expect(variantFor('/media/v1/p/mug/1-1.svg', 280, 1, 'avif')).toBeNull();
  });
});
