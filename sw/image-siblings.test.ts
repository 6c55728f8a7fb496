// Offline stand-ins for a product photograph the image cache holds in another size or format.
import { describe, expect, it } from 'vitest';
import { pickSibling } from './image-siblings.ts';

const O = 'https://shop.example';
const u = (p: string) => `${O}${p}`;

describe('a cached stand-in for a picture', () => {
  it('takes the narrowest size at least as wide as the one asked for, in any format', () => {
    const cached = ['/media/v2/p/1-2-1.w240.avif', '/media/v2/p/1-2-1.w720.webp', '/media/v2/p/1-2-1.w480.avif', '/media/v2/p/9-2-1.w480.avif'].map(u);
    expect(pickSibling(u('/media/v2/p/1-2-1.w360.avif'), cached)).toBe(u('/media/v2/p/1-2-1.w480.avif'));
    expect(pickSibling(u('/media/v2/p/1-2-1.w480.webp'), cached)).toBe(u('/media/v2/p/1-2-1.w480.avif'));
  });

  it('else the widest there is, and the stored JPEG counts as 800 wide', () => {
    const cached = ['/media/v2/p/1-2-1.w240.avif', '/media/v2/p/1-2-1.jpg'].map(u);
    expect(pickSibling(u('/media/v2/p/1-2-1.w1200.avif'), cached)).toBe(u('/media/v2/p/1-2-1.jpg'));
    expect(pickSibling(u('/media/v2/p/1-2-1.w720.avif'), cached)).toBe(u('/media/v2/p/1-2-1.jpg'));
  });

  it('never another picture, another origin, or anything but a pipeline picture', () => {
    expect(pickSibling(u('/media/v2/p/1-2-1.w360.avif'), ['/media/v2/p/1-2-2.w480.avif', '/media/v2/p/11-2-1.w480.avif'].map(u))).toBeNull();
    expect(pickSibling(u('/media/v2/p/1-2-1.w360.avif'), ['https://elsewhere.example/media/v2/p/1-2-1.w480.avif'])).toBeNull();
    expect(pickSibling(u('/media/v1/p/mug/1-2.svg'), ['/media/v1/p/mug/1-2.svg'].map(u))).toBeNull();
  });
});
