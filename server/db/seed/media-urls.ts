// The media URL scheme (served by server/plugins/media.ts). Everything under
// /media/v1/ is generated from its path alone, so the answer never changes for a
// path and is cached as immutable; a change to the artwork code bumps v1.
//
//   /media/v1/p/<shape>/<productId>-<colorId>.svg  former product artwork, 800x800 (colorId 0: no colour);
//                                                  still answered for answers cached before the photographs
//   /media/v1/c/<shape>/<categoryId>.svg           category artwork, 600x600
//   /media/v1/b/<n>.svg                            home banner, 1600x600 (n 1-9)
//   /media/v1/k/<n>.svg                            campaign cover, 1200x400 (n 1-9)
//   /media/v1/pay/<cash|paypal|card>.svg           payment method icon, 160x100
//   /media/v1/logo.svg                             the Tohfa wordmark, 340x90
//
// Product photographs are raster masters committed under media/products/ (drawn by
// scripts/render-product-photos.mjs) and served through the image pipeline
// (server/images/, docs/decisions/0019-one-image-pipeline.md):
//
//   /media/v2/p/<productId>-<colorId>-<view>.jpg   1200x1200 master, answered as an 800px JPEG;
//                                                  contract/images.ts names its AVIF/WebP widths
export const MEDIA_PREFIX = '/media/v1';

export const categoryImageUrl = (shape: string, categoryId: number) => `${MEDIA_PREFIX}/c/${shape}/${categoryId}.svg`;
export const bannerImageUrl = (n: number) => `${MEDIA_PREFIX}/b/${n}.svg`;
export const campaignCoverUrl = (n: number) => `${MEDIA_PREFIX}/k/${n}.svg`;
export const paymentIconUrl = (kind: 'cash' | 'paypal' | 'card') => `${MEDIA_PREFIX}/pay/${kind}.svg`;
export const LOGO_URL = `${MEDIA_PREFIX}/logo.svg`;

/** A demo product's photograph: view 1 the whole product, view 2 a detail of its personalisation. */
export const productPhotoUrl = (productId: number, colorId: number | null, view: 1 | 2) =>
  `/media/v2/p/${productId}-${colorId ?? 0}-${view}.jpg`;
