// Stars for a rating, or "No reviews yet" when a product has none (docs/rules.md R10.5).
import { useT } from '../../i18n/use-t.ts';
import { StarIcon } from './icons.tsx';

export function Rating({ rating, count, showCount = true }: { rating: number | null; count?: number; showCount?: boolean }) {
  const t = useT();
  if (rating === null || rating === undefined || !count) return <span className="rating--none">{t('product.noReviews')}</span>;
  const rounded = Math.round(rating);
  return (
    <span className="rating" role="img" aria-label={t('product.rating', { rating: rating.toFixed(1) })}>
      {[1, 2, 3, 4, 5].map((n) => <StarIcon key={n} size={14} filled={n <= rounded} />)}
      {showCount && <span className="rating__count" aria-hidden="true">({count})</span>}
    </span>
  );
}
