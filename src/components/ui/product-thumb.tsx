// A product's small picture in a list (the cart, the wish list, an order's items, search
// suggestions, the listing's popular products): the narrowest file of the picture's srcset
// that covers its box at the screen's density (contract/images.ts), never the 1200 px master
// that a phone would download for an 88 px square. The markup is the shared picture view.
import { pictureView } from '../../../contract/markup.ts';
import { h } from './markup.ts';

export interface ProductThumbProps {
  src: string;
  /** The square's side in CSS px, as the list's stylesheet draws it. */
  size: number;
  className?: string;
}

export function ProductThumb({ src, size, className }: ProductThumbProps) {
  return pictureView(h, src, `${size}px`, { alt: '', width: size, height: size, className, loading: 'lazy', decoding: 'async' });
}
