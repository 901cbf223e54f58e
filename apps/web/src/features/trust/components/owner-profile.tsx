import { localityBySlug } from '@kiraya/contract/catalogue/localities';
import { ShieldIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { isNotFound } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useLanguage, useT } from '../../../lib/i18n';
import { CatalogueGrid, CatalogueGridSkeleton, OwnerVerifiedBadge } from '../../catalogue';
import { useOwnerProfile } from '../api/get-owner-profile';
import { PROFILE_PAGE_SIZE } from '../api/query-keys';

/**
 * /owners/{id}: who the owner is (name, where they list, member since, verified or not) and their available items.
 * Rating and reply figures are shown only when the API has them (null means nothing to compute them from yet).
 * `notFound` renders the page's not-found content (the route owns that screen).
 */
export function OwnerProfileView({ ownerId, page, notFound }: { ownerId: number; page: number; notFound: () => React.ReactNode }) {
  const t = useT('trust');
  const language = useLanguage();
  const query = useOwnerProfile(ownerId, page);
  if (isNotFound(query.error)) return <>{notFound()}</>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (!query.data)
    return (
      <>
        <LoadingStatus label={t('profile.loading')} />
        <CatalogueGridSkeleton count={3} />
      </>
    );
  const owner = query.data;
  const place = owner.locality ? localityBySlug(owner.locality) : undefined;
  const placeName = place ? (language === 'hi' ? place.nameHi : place.name) : null;
  return (
    <article className="space-y-8">
      <PageTitle title={t('profile.title', { name: owner.name })} />
      <header className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-stone-950">{owner.name}</h1>
          {owner.verified ? <OwnerVerifiedBadge size="md" /> : null}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-stone-700">
          <li>{t('profile.memberSince', { date: formatDate(owner.member_since) })}</li>
          {placeName ? <li>{t('profile.locality', { place: placeName })}</li> : null}
          <li>{t('profile.itemCount', { count: owner.total_items })}</li>
          {owner.responseRate !== null ? <li>{t('profile.responseRate', { percent: Math.round(owner.responseRate * 100) })}</li> : null}
          {owner.typicalReplyMinutes !== null ? (
            <li>
              {owner.typicalReplyMinutes < 120
                ? t('profile.replyMinutes', { count: Math.max(1, owner.typicalReplyMinutes) })
                : t('profile.replyHours', { count: Math.round(owner.typicalReplyMinutes / 60) })}
            </li>
          ) : null}
          {owner.rating.count > 0 ? (
            <li>
              <RatingBadge rating={owner.rating} />
            </li>
          ) : null}
        </ul>
        <p className="mt-4 flex gap-2 text-sm text-stone-700">
          <ShieldIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {owner.verified
              ? owner.verified_since
                ? t('profile.verifiedSince', { date: formatDate(owner.verified_since) })
                : t('profile.verified')
              : `${t('profile.notVerified')}. ${t('profile.notVerifiedText')}`}{' '}
            {t('profile.privacy')}
          </span>
        </p>
      </header>
      <section aria-labelledby="owner-items" className="space-y-4">
        <h2 id="owner-items" className="text-xl font-semibold text-stone-950">
          {t('profile.items', { name: owner.name })}
        </h2>
        {owner.items.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200/70">{t('profile.noItems')}</p>
        ) : (
          <CatalogueGrid items={owner.items} label={t('profile.items', { name: owner.name })} priorityFirst />
        )}
        <Pagination page={page} total={owner.total_items} pageSize={PROFILE_PAGE_SIZE} label={t('profile.pages')} />
      </section>
    </article>
  );
}
