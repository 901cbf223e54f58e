import type { RatingSummary } from '@kiraya/contract/reviews/schema';
import { useT } from '../../../lib/i18n';

/** Under a customer's name on Order Requests: what other owners said of this buyer (revealed reviews). */
export function BuyerRating({ rating }: { rating: RatingSummary | undefined }) {
  const t = useT('reviews');
  if (!rating) return null;
  return (
    <span data-testid="buyer-rating" className="block text-xs text-stone-700">
      {rating.average === null || rating.count === 0 ? (
        t('buyer.none')
      ) : (
        <>
          <span aria-hidden="true" className="text-saffron-600">
            ★{' '}
          </span>
          {t('buyer.rating', { average: rating.average.toFixed(1), count: rating.count })}
        </>
      )}
    </span>
  );
}
