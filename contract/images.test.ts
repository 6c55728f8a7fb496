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

  it('draws the owner\'s shop pictures in their own box and widths: a banner 8:3 up to 1600px, a cover 3:1, a category square', () => {
    const b = responsiveImage('/media/v2/b/ub-0123456789abcdef.jpg')!;
    expect([b.width, b.height]).toEqual([1600, 600]);
    expect(b.avif.split(', ').map((x) => x.split(' ')[1])).toEqual(['480w', '720w', '960w', '1200w', '1600w']);
    expect([responsiveImage('/media/v2/k/uk-0123456789abcdef.jpg')!.height, responsiveImage('/media/v2/c/uc-0123456789abcdef.jpg')!.width]).toEqual([400, 600]);
    expect(parseImagePath('/media/v2/b/ub-0123456789abcdef.w1600.avif')).toEqual({ kind: 'b', name: 'ub-0123456789abcdef', width: 1600, format: 'avif' });
    for (const bad of ['/media/v2/b/ub-0123456789abcdef.w240.webp', '/media/v2/p/1-1-1.w1600.avif', '/media/v2/c/uc-0123456789abcdef.w720.webp']) {
      expect(parseImagePath(bad), bad).toBeNull();
    }
    expect(variantFor('/media/v2/b/ub-0123456789abcdef.jpg', 390, 3, 'avif')).toBe('/media/v2/b/ub-0123456789abcdef.w1200.avif');
    expect(variantFor('/media/v2/c/uc-0123456789abcdef.jpg', 104, 1, 'webp')).toBe('/media/v2/c/uc-0123456789abcdef.w240.webp');
  });

  it('names the drawn pictures of the generated category and cover artwork, and no other SVG', () => {
    const c = responsiveImage('/media/v1/c/mug/12.svg')!;
    expect(c.src).toBe('/media/v1/c/mug/12.svg');
    // Category 12's colours are category 5's (12 % 7): one drawn picture for both.
    expect(c.avif).toBe('/media/v2/c/a-mug-5.w240.avif 240w, /media/v2/c/a-mug-5.w360.avif 360w, /media/v2/c/a-mug-5.w480.avif 480w, /media/v2/c/a-mug-5.w600.avif 600w');
    expect(responsiveImage('/media/v1/k/3.svg')!.webp.split(', ')[0]).toBe('/media/v2/k/a-3.w480.webp 480w');
    expect(parseImagePath('/media/v2/c/a-mug-12.w360.webp')).toEqual({ kind: 'c', name: 'a-mug-12', width: 360, format: 'webp' });
    expect(variantFor('/media/v1/c/mug/12.svg', 104, 1.75, 'avif')).toBe('/media/v2/c/a-mug-5.w240.avif');
    for (const other of ['/media/v1/b/1.svg', '/media/v1/logo.svg', '/media/v1/pay/cash.svg', '/media/v1/c/mug/12.svg/x', '/media/v1/k/10.svg', '//x/media/v1/c/mug/1.svg']) {
      expect(responsiveImage(other), other).toBeNull();
    }
  });
});
