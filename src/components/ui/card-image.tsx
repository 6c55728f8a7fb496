// A product card's picture. When it cannot load (offline and never cached, or gone), or the
// product has none, the card shows a quiet gift outline on its media box's own background
// instead of the browser's broken-image icon: same square box, so nothing below moves. It
// tries the picture again when the browser is back online. The picture's markup is the
// shared view (contract/markup.ts) the server's first paint uses too.
import { useEffect, useState } from 'react';
import { cardImageView } from '../../../contract/markup.ts';
import { h } from './markup.ts';

export interface CardImageProps {
  src: string | undefined;
  /** Above the fold: loaded at once and first. */
  eager: boolean;
}

/** Drawn with attributes only, no stylesheet: a block (no line-box gap) filling the box. */
function PlaceholderArt() {
  return (
    <svg
      className="product-card__placeholder"
      viewBox="-30 -30 84 84"
      width="100%"
      height="100%"
      display="block"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      opacity={0.3}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M19 12v9H5v-9M12 8v13M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  );
}

export function CardImage({ src, eager }: CardImageProps) {
  // Which source failed, so a card re-used for another product tries its picture afresh.
  const [failed, setFailed] = useState<string | undefined>(undefined);
  // Back online, a picture that failed offline is tried again.
  useEffect(() => {
    if (!failed) return;
    const retry = () => setFailed(undefined);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  if (!src || failed === src) return <PlaceholderArt />;
  return cardImageView(h, src, eager, { onError: () => setFailed(src) });
}
