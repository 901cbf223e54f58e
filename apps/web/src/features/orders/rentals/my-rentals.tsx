import { LINE_STAGE_TONES, type MyRentals as MyRentalsData } from '@kiraya/contract';
import { Fragment } from 'react';
import { LoadingStatus, SkeletonLines } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useFormat, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { ReviewAction } from '../../reviews';
import { useMyRentals } from './my-rentals-api';

/** Where a line's handover panel opens on the order history (the disclosure under the line opens for this hash). */
export const lineAnchor = (itemId: number) => `line-${itemId}`;

type Format = ReturnType<typeof useFormat>;

/**
 * "My rentals" on the buyer's dashboard (docs/renting.md "The money"): the rentals that have not ended, the deposits
 * held and every refund, with a link to each line's handover panel.
 */
export function MyRentals({ headingId }: { headingId: string }) {
  const t = useT('buyer');
  const format = useFormat();
  const query = useMyRentals();
  return (
    <div className="space-y-6" data-testid="my-rentals">
      <h2 id={headingId} className="text-xl font-semibold text-stone-950">
        {t('tab.rentals')}
      </h2>
      {query.isPending ? (
        <SkeletonLines className="space-y-3" lines={['h-16 w-full', 'h-16 w-full', 'h-10 w-2/3']}>
          <LoadingStatus label={t('rentals.loading')} />
        </SkeletonLines>
      ) : query.isError ? (
        <ErrorState error={query.error} fallback={t('rentals.loadFailed')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <RentalsBody data={query.data} format={format} />
      )}
    </div>
  );
}

function RentalsBody({ data, format }: { data: MyRentalsData; format: Format }) {
  const t = useT('buyer');
  const empty = data.rentals.length === 0 && data.deposits.length === 0 && data.refunds.length === 0;
  if (empty) return <EmptyState title={t('rentals.empty')}>{t('rentals.emptyLead')}</EmptyState>;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        {(
          [
            ['rentals.totalMonthly', data.totals.monthly_rent],
            ['rentals.totalDeposits', data.totals.deposits_held],
            ['rentals.totalRefunded', data.totals.refunded],
          ] as const
        ).map(([key, amount]) => (
          <div key={key} className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
            <dt className="text-sm text-stone-600">{t(key)}</dt>
            <dd className="text-lg font-bold text-stone-950">{format.money(amount)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="rentals-running" className="space-y-3">
        <h3 id="rentals-running" className="font-semibold text-stone-900">
          {t('rentals.running')}
        </h3>
        {data.rentals.length === 0 ? (
          <p className="text-sm text-stone-700">{t('rentals.noneRunning')}</p>
        ) : (
          <ul className="space-y-3">
            {data.rentals.map((r) => (
              <li key={r.item_id} data-testid="my-rental" className="space-y-2 rounded-xl p-3 ring-1 ring-stone-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold break-words text-stone-950">{r.title}</p>
                  <StatusBadge tone={LINE_STAGE_TONES[r.stage]}>{t(`lineStage.${r.stage}`)}</StatusBadge>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
                  <dt className="text-stone-600">{t('rentals.monthly')}</dt>
                  <dd className="text-stone-900">{format.money(r.monthly_rent, { perMonth: true })}</dd>
                  <dt className="text-stone-600">{t('rentals.months')}</dt>
                  <dd className="text-stone-900">{t('rentals.monthsOf', { begun: r.months_begun, months: r.months ?? 1 })}</dd>
                  {(
                    [
                      ['life.start', r.start_date],
                      ['life.end', r.end_date],
                      ['rentals.nextMonth', r.next_month],
                      ['rentals.nextReminder', r.next_reminder],
                    ] as const
                  ).map(([key, day]) =>
                    day ? (
                      <Fragment key={key}>
                        <dt className="text-stone-600">{t(key)}</dt>
                        <dd className="text-stone-900">{format.date(day)}</dd>
                      </Fragment>
                    ) : null,
                  )}
                </dl>
                <Link
                  to={`${paths.orderHistory()}#${lineAnchor(r.item_id)}`}
                  className="inline-block text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
                  aria-label={t('rentals.openOf', { title: r.title, order: r.order_id })}
                >
                  {t('rentals.open', { order: r.order_id })}
                </Link>
                <ReviewAction side="user" itemId={r.item_id} title={r.title} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {data.deposits.length > 0 ? (
        <section aria-labelledby="rentals-deposits" className="space-y-3">
          <h3 id="rentals-deposits" className="font-semibold text-stone-900">
            {t('rentals.deposits')}
          </h3>
          <ul className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {data.deposits.map((d) => (
              <li key={`${d.item_id}-${d.title}`} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span className="break-words text-stone-900">
                  {d.title}
                  {d.order_id ? <span className="text-stone-600"> · {t('rentals.order', { order: d.order_id })}</span> : null}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold text-stone-950">{format.money(d.amount)}</span>
                  <StatusBadge tone="yellow">{t(`rentals.deposit.${d.status}`)}</StatusBadge>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="rentals-refunds" className="space-y-3">
        <h3 id="rentals-refunds" className="font-semibold text-stone-900">
          {t('rentals.refunds')}
        </h3>
        {data.refunds.length === 0 ? (
          <p className="text-sm text-stone-700">{t('rentals.noRefunds')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {data.refunds.map((r) => (
              <li key={r.id} data-testid="my-refund" className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold text-stone-950">{t(`rentals.kind.${r.kind}`)}</p>
                  <p className="break-words text-stone-700">
                    {r.title ?? ''}
                    {r.order_id ? ` · ${t('rentals.order', { order: r.order_id })}` : ''}
                  </p>
                  <p className="text-xs text-stone-600">{format.date(r.date)}</p>
                </div>
                <span className="font-bold text-green-800">+{format.money(r.amount, { exact: true })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
