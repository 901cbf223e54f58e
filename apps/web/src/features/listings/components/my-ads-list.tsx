import { CATEGORY_LABELS, type Category, type MyListing, resolveCategory } from '@kiraya/contract';
import { buttonClass } from '../../../components/ui/button-styles';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton, SkeletonLines } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { Thumb } from '../../../components/ui/thumb';
import { formatDate } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';
import { PAGE_SIZE, readPage } from '../../../lib/list-params';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { useKeptData } from '../../../lib/use-kept-data';
import { useMyAds } from '../api/get-my-ads';

const STATUS: Record<MyListing['status'], string> = {
  pending: 'bg-saffron-100 text-saffron-900 ring-saffron-200',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

function categoryLabel(raw: string, localize: (text: string) => string): string {
  const category = resolveCategory(raw) as Category | null;
  return category ? localize(CATEGORY_LABELS[category]) : raw;
}

export function StatusBadge({ status }: { status: MyListing['status'] }) {
  const t = useT('buyer');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS[status]}`}>
      {t(`ads.status.${status}`)}
    </span>
  );
}

function AdRow({ ad }: { ad: MyListing }) {
  const t = useT('buyer');
  const localize = useLocalize();
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-3 shadow-card ring-1 ring-stone-200/70 sm:p-4">
      <Thumb src={ad.image_card} width={120} height={90} className="h-auto w-24 shrink-0 self-start rounded-xl sm:w-32" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words text-stone-950">
            {ad.status === 'approved' ? (
              <Link to={paths.listing(ad.id)} className="rounded hover:text-brand-800 hover:underline">
                {ad.title}
              </Link>
            ) : (
              ad.title
            )}
          </h3>
          <StatusBadge status={ad.status} />
        </div>
        <p className="font-semibold text-stone-900">{formatPrice(ad.price, { perMonth: true })}</p>
        <p className="text-sm text-stone-700">
          {categoryLabel(ad.category, localize)} · {ad.location} · {t('ads.postedOn')}{' '}
          <time dateTime={ad.created_at}>{formatDate(ad.created_at)}</time>
        </p>
        {ad.status === 'rejected' ? (
          <p className="text-sm text-red-800">
            <span className="font-semibold">{t('ads.reason')} </span>
            {ad.rejection_reason?.trim() || t('ads.noReason')}
          </p>
        ) : null}
        {ad.status === 'pending' ? <p className="text-sm text-stone-600">{t('ads.review')}</p> : null}
      </div>
    </li>
  );
}

function AdsSkeleton() {
  const t = useT('buyer');
  return (
    <div className="space-y-3">
      <LoadingStatus label={t('ads.loading')} />
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200/70">
          <Skeleton className="aspect-[4/3] w-24 shrink-0 sm:w-32" />
          <SkeletonLines className="flex-1 space-y-2" lines={['h-5 w-3/5', 'h-4 w-1/4', 'h-4 w-2/5']} />
        </div>
      ))}
    </div>
  );
}

/** The buyer's own ads, real and paginated, each with its approval state (and the reason of a rejection). */
export function MyAdsList({ headingId }: { headingId: string }) {
  const [params] = useSearchParams();
  const page = readPage(params);
  const query = useMyAds({ page, limit: PAGE_SIZE });
  // The previous page stays on screen (dimmed) while the next one loads.
  const { data, stale } = useKeptData(query.data);
  const t = useT('buyer');

  let body: React.ReactNode;
  if (query.isError)
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} fallback={t('ads.loadFailed')} />;
  else if (!data) body = <AdsSkeleton />;
  else if (data.total === 0)
    body = (
      <EmptyState title={t('ads.none')}>
        <Link to={paths.upload()} className={buttonClass('primary', 'md')}>
          {t('ads.postFirst')}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <>
        <ul aria-labelledby={headingId} className={`space-y-3 transition-opacity ${stale ? 'opacity-60' : ''}`}>
          {data.items.map((ad) => (
            <AdRow key={ad.id} ad={ad} />
          ))}
        </ul>
        <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} label={t('ads.pages')} />
      </>
    );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-stone-950">
            {t('tab.ads')}
          </h2>
          {data && data.total > 0 ? <p className="text-sm text-stone-600">{t('ads.count', { count: data.total })}</p> : null}
        </div>
        <Link to={paths.upload()} className={buttonClass('secondary', 'sm')}>
          {t('tab.post')}
        </Link>
      </div>
      {body}
    </div>
  );
}
