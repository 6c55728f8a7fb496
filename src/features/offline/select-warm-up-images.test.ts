import { describe, expect, it } from 'vitest';
import { pickWarmUpImages, selectWarmUpImages, WarmUpUrls, type CachedAnswer } from './select-warm-up-images.ts';

const ORIGIN = 'https://shop.example';
const abs = (p: string) => `${ORIGIN}${p}`;
const product = (id: number, ...images: string[]) => ({ ProductId: id, ProductName: `P${id}`, ProductImagesJson: images.map((AttachmentURL) => ({ AttachmentURL, ColorID: null })) });

describe('choosing the images to warm for offline visits', () => {
  it('takes the cards of the newest answers first, then the products’ other pictures', () => {
    const answers: CachedAnswer[] = [
      { updatedAt: 1, data: [product(1, '/media/p/1-a.svg', '/media/p/1-b.svg')] },
      { updatedAt: 3, data: [{ CategoryID: 5, AttachmentURL: '/media/c/5.svg' }] },
      { updatedAt: 2, data: { Product: product(2, '/media/p/2-a.svg', '/media/p/2-b.svg') } },
    ];
    expect(selectWarmUpImages(answers, ORIGIN, new Set(), 11)).toEqual(
      ['/media/c/5.svg', '/media/p/2-a.svg', '/media/p/1-a.svg', '/media/p/2-b.svg', '/media/p/1-b.svg'].map(abs),
    );
  });

  it('leaves most of the room the cards leave for the cards of answers still to come', () => {
    const answers: CachedAnswer[] = [{ updatedAt: 1, data: [1, 2, 3, 4].map((i) => product(i, `/media/p/${i}-a.svg`, `/media/p/${i}-b.svg`)) }];
    // Four cards, then a quarter of the six left: one other picture.
    expect(selectWarmUpImages(answers, ORIGIN, new Set(), 10)).toEqual(['/media/p/1-a.svg', '/media/p/2-a.svg', '/media/p/3-a.svg', '/media/p/4-a.svg', '/media/p/1-b.svg'].map(abs));
    // The next answers' cards still fit in what the visit has left.
    const sent = new Set(selectWarmUpImages(answers, ORIGIN, new Set(), 10));
    const related: CachedAnswer = { updatedAt: 2, data: [5, 6, 7, 8, 9].map((i) => product(i, `/media/p/${i}-a.svg`)) };
    expect(selectWarmUpImages([...answers, related], ORIGIN, sent, 10 - sent.size)).toEqual([5, 6, 7, 8, 9].map((i) => abs(`/media/p/${i}-a.svg`)));
  });

  it('takes banners and campaign covers too, each image once', () => {
    const answers: CachedAnswer[] = [
      { updatedAt: 2, data: [{ BannerImgUrl: '/media/b/1.svg' }, { CoverPictureUrl: '/media/k/1.svg' }] },
      { updatedAt: 1, data: [product(1, '/media/b/1.svg')] },
    ];
    expect(selectWarmUpImages(answers, ORIGIN, new Set(), 10)).toEqual(['/media/b/1.svg', '/media/k/1.svg'].map(abs));
  });

  it('leaves out what is not one of the shop’s images: other sites, pages, names', () => {
    const answers: CachedAnswer[] = [
      { updatedAt: 1, data: { a: 'https://cdn.example/media/x.svg', b: '/en/product-detail/1', c: 'Mug /media/', d: abs('/media/y.svg'), e: 7, f: null } },
    ];
    expect(selectWarmUpImages(answers, ORIGIN, new Set(), 10)).toEqual([abs('/media/y.svg')]);
  });

  it('chooses the same when the answers are walked a few values at a time', () => {
    const answers: CachedAnswer[] = [
      { updatedAt: 1, data: Array.from({ length: 30 }, (_, i) => product(i, `/media/p/${i}-a.svg`, `/media/p/${i}-b.svg`)) },
      { updatedAt: 2, data: { Product: product(40, '/media/p/40-a.svg', '/media/p/40-b.svg'), Banners: [{ BannerImgUrl: '/media/b/1.svg' }] } },
      { updatedAt: 2, data: [{ CategoryID: 5, AttachmentURL: '/media/c/5.svg' }] },
    ];
    const out = new WarmUpUrls(answers, ORIGIN);
    let pieces = 1;
    while (!out.walk(() => false)) pieces++;
    expect(pieces).toBeGreaterThan(1);
    expect(pickWarmUpImages(out, new Set(), 80)).toEqual(selectWarmUpImages(answers, ORIGIN, new Set(), 80));
    // The newest answers' cards first (the two of updatedAt 2 in their order), then the older list's.
    expect(pickWarmUpImages(out, new Set(), 6)).toEqual(['/media/p/40-a.svg', '/media/b/1.svg', '/media/c/5.svg', '/media/p/0-a.svg', '/media/p/1-a.svg', '/media/p/2-a.svg'].map(abs));
  });

  it('skips what this visit already sent and stops at the limit', () => {
    const answers: CachedAnswer[] = [{ updatedAt: 1, data: [1, 2, 3, 4, 5].map((i) => product(i, `/media/p/${i}.svg`)) }];
    expect(selectWarmUpImages(answers, ORIGIN, new Set([abs('/media/p/1.svg')]), 2)).toEqual([abs('/media/p/2.svg'), abs('/media/p/3.svg')]);
    expect(selectWarmUpImages(answers, ORIGIN, new Set(), 0)).toEqual([]);
  });
});
