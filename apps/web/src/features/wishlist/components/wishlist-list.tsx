import type { WishlistEntry } from '@kiraya/contract';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { LiveNote, type Note } from '../../../components/ui/live-note';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { Thumb } from '../../../components/ui/thumb';
import { isNetworkError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { readPage } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useKeptData } from '../../../lib/use-kept-data';
import { AvailabilityBadge, ItemPrice, OfferTag } from '../../catalogue';
import { useWishlist } from '../api/get-wishlist';
import { WISHLIST_PAGE_SIZE } from '../api/query-keys';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** The dashboard's Wishlist tab: saved items still in the catalogue, newest first, each removable. */
export function WishlistList({ headingId }: { headingId: string }) {
  const session = useSession('user');
  const userId = session?.profile.id ?? 0;
  const [params] = useSearchParams();
  const page = readPage(params);
  const query = useWishlist(userId, page, WISHLIST_PAGE_SIZE);
  const kept = useKeptData(query.data);
  const remove = useRemoveFromWishlist();
  const [note, setNote] = useState<Note | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const t = useT('buyer');

  const onRemove = (entry: WishlistEntry) => {
    setNote(null);
    remove.mutate(
      { userId, wishlistId: entry.wishlist_id },
      {
        onSuccess: () => setNote({ tone: 'success', text: t('wishlist.removed', { title: entry.title }) }),
        onError: (error) =>
          setNote({ tone: 'error', text: isNetworkError(error) ? t('wishlist.serverError') : t('wishlist.removeFailed') }),
        // The card and its button are gone: keep focus on the message, not the page's start.
        onSettled: () => requestAnimationFrame(() => noteRef.current?.focus()),
      },
    );
  };

  let body: React.ReactNode;
  if (query.isPending && !kept.data) {
    body = (
      <div className="space-y-3">
        <LoadingStatus label={t('wishlist.loading')} />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-2xl" />
          ))}
        </div>
      </div>
    );
  } else if (query.isError && !kept.data) {
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else if ((kept.data?.items.length ?? 0) === 0) {
    body = (
      <EmptyState title={t('wishlist.empty')}>
        <p className="text-sm text-stone-700">{t('wishlist.emptyHint')}</p>
        <Link to={paths.exploreAll()} className={buttonClass('primary', 'md')}>
          {t('orders.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    const entries = kept.data?.items ?? [];
    const total = kept.data?.total ?? 0;
    body = (
      <>
        <p className="text-sm text-stone-700">{t('wishlist.count', { count: total })}</p>
        <ul
          aria-label={t('wishlist.list')}
          aria-busy={kept.stale || undefined}
          className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${kept.stale ? 'opacity-60' : ''}`}
        >
          {entries.map((entry) => {
            const to = entry.source === 'products' ? paths.product(entry.product_id) : paths.listing(entry.product_id);
            return (
              <li
                key={entry.wishlist_id}
                data-testid="wishlist-entry"
                className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
              >
                <div className="relative">
                  <Thumb src={entry.image_card} width={480} height={360} className="w-full" />
                  <AvailabilityBadge availability={entry.availability} className="absolute right-3 bottom-3 max-w-[calc(100%-1.5rem)]" />
                </div>
                <div className="flex flex-1 flex-col gap-1 p-4">
                  <h3 className="font-semibold text-stone-950">
                    <Link to={to} className="hover:text-brand-800 hover:underline">
                      {entry.title}
                    </Link>
                  </h3>
                  <OfferTag item={priced(entry)} className="self-start" />
                  <ItemPrice item={priced(entry)} />
                  <p className="text-sm text-stone-700">{entry.location}</p>
                  <div className="mt-auto pt-3">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={remove.isPending && remove.variables?.wishlistId === entry.wishlist_id}
                      onClick={() => onRemove(entry)}
                      aria-label={t('wishlist.removeName', { title: entry.title })}
                    >
                      {t('wishlist.remove')}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <Pagination page={page} total={total} pageSize={WISHLIST_PAGE_SIZE} label={t('wishlist.pages')} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-stone-950">
        {t('tab.wishlist')}
      </h2>
      <LiveNote ref={noteRef} note={note} />
      {body}
    </div>
  );
}

/** A saved entry priced as its card is: by its offer (the spec's fields alone cannot say rent or sale). */
const priced = (entry: WishlistEntry) => ({ source: entry.source, price: entry.price, rent_price: null, offer: entry.offer });
