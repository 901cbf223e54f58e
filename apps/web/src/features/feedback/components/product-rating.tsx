import { formatRating } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';
import { useProductRating } from '../api/get-product-rating';

/** '★ 4.3 (12 ratings)' near a product's price, once it has at least one rating; nothing otherwise (or on error). */
export function ProductRatingSummary({ productId }: { productId: number }) {
  const rating = useProductRating(productId);
  const t = useT('catalogue');
  const data = rating.data;
  if (!data || data.average === null || data.count === 0) return null;
  const average = formatRating(data.average);
  const ratings = t('rating.count', { count: data.count });
  return (
    <p data-testid="product-rating" className="flex items-center gap-1.5 text-sm font-medium text-stone-800">
      <span aria-hidden="true" className="text-lg leading-none text-saffron-600">
        ★
      </span>
      <span aria-hidden="true">
        <span className="font-bold text-stone-950">{average}</span> ({ratings})
      </span>
      <span className="sr-only">{t('rating.rated', { average, ratings })}</span>
    </p>
  );
}
