// Stars for a rating, or "No reviews yet" when a product has none (docs/rules.md R10.5).
import { useT } from '../../i18n/use-t.ts';

/**
 * The star's outline on a 24-unit square (components/ui/icons.tsx's StarIcon), from its top
 * point in relative steps only, so that one path can draw it anywhere along the row.
 */
const STAR_STEPS = 'l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2 1.2-6.8-5-4.9 6.9-1z';
/** 14 px stars 2 px apart, in the square's units. */
const SIZE = 14;
const PITCH = 24 * ((SIZE + 2) / SIZE);
/** Stars `from` to `to` (excluded) of the row, as one path's data. */
const starsPath = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => `M${(12 + (from + k) * PITCH).toFixed(2)} 2${STAR_STEPS}`).join('');

/**
 * The five stars are one drawing, not five: a page of cards draws hundreds of them, and each
 * SVG of its own is styled and laid out on its own (docs/decisions/0024-the-first-loads-long-tasks.md).
 * Two paths, the filled stars and the empty ones, not a path per star: three elements fewer
 * on every card (docs/decisions/0058).
 * Mirrored in Arabic, so the filled stars start at the right as the row of five did.
 */
function Stars({ filled }: { filled: number }) {
  const n = Math.max(0, Math.min(5, filled));
  return (
    <svg className="icon icon--directional" width={SIZE * 5 + 8} height={SIZE} viewBox={`0 0 ${PITCH * 4 + 24} 24`} aria-hidden="true" focusable="false"
      stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      {n > 0 && <path d={starsPath(0, n)} fill="currentColor" />}
      {n < 5 && <path d={starsPath(n, 5)} fill="none" />}
    </svg>
  );
}

export function Rating({ rating, count, showCount = true }: { rating: number | null; count?: number; showCount?: boolean }) {
  const t = useT();
  if (rating === null || rating === undefined || !count) return <span className="rating--none">{t('product.noReviews')}</span>;
  return (
    <span className="rating" role="img" aria-label={t('product.rating', { rating: rating.toFixed(1) })}>
      <Stars filled={Math.round(rating)} />
      {showCount && <span className="rating__count" aria-hidden="true">({count})</span>}
    </span>
  );
}
