import type { RatingSummary } from '@kiraya/contract/reviews/schema';
import { useT } from '../../lib/i18n';

/**
 * '★ 4.5 (12)' on a card or beside a title, from the rating the item's answer carries (no request of its own); nothing
 * without revealed reviews. Visitor pages use it: it imports only types from the contract.
 */
export function RatingBadge({ rating, className = '' }: { rating: RatingSummary | undefined; className?: string }) {
  const t = useT('common');
  if (!rating || rating.average === null || rating.count === 0) return null;
  const average = rating.average.toFixed(1);
  return (
    <span data-testid="rating-badge" className={`inline-flex items-center gap-1 text-sm font-medium text-stone-800 ${className}`}>
      <span aria-hidden="true" className="text-saffron-600">
        ★
      </span>
      <span aria-hidden="true">
        <span className="font-bold text-stone-950">{average}</span> ({rating.count})
      </span>
      <span className="sr-only">{t('reviews.card', { average, count: rating.count })}</span>
    </span>
  );
}
