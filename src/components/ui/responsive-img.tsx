// A product picture from the image pipeline (contract/images.ts) as a <picture>: AVIF, then
// WebP, each in several widths the browser picks from by `sizes` and the screen's density,
// and the stored JPEG as the fallback. width and height are the master's, so the box is
// reserved before a byte arrives (no layout shift). Any other URL (SVG artwork) is a plain <img>.
import type { ReactEventHandler } from 'react';
import { responsiveImage } from '../../../contract/images.ts';

export interface ResponsiveImgProps {
  src: string;
  alt: string;
  /** One of contract/images.ts IMAGE_SIZES. */
  sizes: string;
  /** Used when the URL is not a pipeline picture. */
  width: number;
  height: number;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  onError?: ReactEventHandler<HTMLImageElement>;
}

export function ResponsiveImg({ src, alt, sizes, width, height, className, loading, fetchPriority, onError }: ResponsiveImgProps) {
  const r = responsiveImage(src);
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={r?.width ?? width}
      height={r?.height ?? height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={onError}
    />
  );
  if (!r) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={r.avif} sizes={sizes} />
      <source type="image/webp" srcSet={r.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
