import type { RatingSummary } from '@kiraya/contract/reviews/schema';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { useProductReviews } from '../api/product-reviews';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../api/query-keys';
import { NewerMore } from './newer-more';

function StarsText({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="tracking-tight">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? 'text-saffron-600' : 'text-stone-300'}>
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * The item page's revealed reviews (docs/reviews.md): the item's average and count, the owner's over all their items,
 * and the reviews themselves, newest first, a few at a time. Zod-free: the item page is a visitor page.
 */
export function ProductReviews({
  productId,
  rating,
  ownerRating,
}: {
  productId: number;
  rating?: RatingSummary;
  ownerRating?: RatingSummary;
}) {
  const [page, setPage] = useState(1);
  const query = useProductReviews(productId, page);
  const t = useT('reviews');
  const c = useT('common');
  const headingId = useId();
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCT_REVIEWS_PAGE_SIZE));
  return (
    <section
      aria-labelledby={headingId}
      data-testid="product-reviews"
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-950">
        {t('item.heading')}
      </h2>
      {rating && rating.average !== null && rating.count > 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-800">
          <StarsText rating={Math.round(rating.average)} />
          <span>{t('item.summary', { average: rating.average.toFixed(1), count: rating.count })}</span>
        </p>
      ) : null}
      {ownerRating && ownerRating.average !== null && ownerRating.count > 0 ? (
        <p className="text-sm text-stone-700">{t('item.owner', { average: ownerRating.average.toFixed(1), count: ownerRating.count })}</p>
      ) : null}
      {query.isError ? (
        <p className="text-sm text-red-700">{t('item.loadFailed')}</p>
      ) : query.data && query.data.items.length === 0 ? (
        <p className="text-sm text-stone-700">{t('item.none')}</p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-busy={query.isFetching || undefined}>
          {(query.data?.items ?? []).map((r) => (
            <li key={r.id} data-testid="product-review" className="space-y-1 py-3">
              <p className="flex items-center gap-2 text-sm">
                <StarsText rating={r.rating} />
                <span className="sr-only">{c('rating.outOf', { rating: r.rating, max: 5 })}</span>
                <span className="text-stone-700">{t('item.by', { name: r.author_name, date: formatDate(r.created_at) })}</span>
              </p>
              <p className="text-sm whitespace-pre-line text-stone-900">{r.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <NewerMore page={page} pages={pages} setPage={setPage} />
    </section>
  );
}
