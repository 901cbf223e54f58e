import { type AdminFeedback, FEEDBACK_MSG, formatRating, LIMITS } from '@kiraya/contract';
import { Announcement, ListEmptyState, PagedTable, useAnnouncement, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CARD_ROW, Cell } from '../../../components/ui/responsive-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDeleteFeedback } from '../api/delete-feedback';
import { useAdminFeedbacks, useFeedbackSummary } from '../api/get-admin-feedbacks';
import { ADMIN_FEEDBACKS_PAGE_SIZE } from '../api/query-keys';
import { Stars } from './stars';

/** Total count and average out of 5 (one decimal) over ALL feedback, not just this page. */
function Summary() {
  const summary = useFeedbackSummary();
  const t = useT('admin');
  const card = 'rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70';
  if (summary.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (summary.isError) {
    return <ErrorState error={summary.error} onRetry={() => summary.refetch()} retrying={summary.isFetching} />;
  }
  const { total, average } = summary.data;
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="feedback-summary">
      <div className={card}>
        <dt className="text-sm font-semibold text-stone-600">{t('feedback.total')}</dt>
        <dd className="mt-1 text-3xl font-bold text-stone-950 tabular-nums">{total}</dd>
      </div>
      <div className={card}>
        <dt className="text-sm font-semibold text-stone-600">{t('feedback.average')}</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-3">
          {average === null ? (
            <span className="text-lg text-stone-700">{t('feedback.noRatings')}</span>
          ) : (
            <>
              <span className="text-3xl font-bold text-stone-950 tabular-nums">
                {formatRating(average)}
                <span className="text-lg font-semibold text-stone-600"> / {LIMITS.ratingMax}</span>
              </span>
              <Stars rating={average} label={t('feedback.outOf', { rating: formatRating(average), max: LIMITS.ratingMax })} />
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}

function FeedbackRow({ feedback, busy, onDelete }: { feedback: AdminFeedback; busy: boolean; onDelete: () => void }) {
  const t = useT('admin');
  return (
    <tr data-testid={`feedback-row-${feedback.id}`} className={`${CARD_ROW} align-top`}>
      <Cell label={t('pay.col.user')} className="md:min-w-32">
        <span className="font-medium break-words text-stone-950">{feedback.userName}</span>
      </Cell>
      <Cell label={t('feedback.col.feedback')} className="max-md:col-span-2 md:min-w-64 md:max-w-lg">
        {feedback.message ? (
          <p className="whitespace-pre-line break-words">{feedback.message}</p>
        ) : (
          <p className="text-stone-600 italic">{t('feedback.noComment')}</p>
        )}
        <p className="mt-1 text-xs text-stone-600">
          {t('feedback.on')}{' '}
          {feedback.product_id === null ? (
            feedback.product_title
          ) : (
            <a
              href={paths.product(feedback.product_id)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-800 hover:underline"
            >
              {feedback.product_title}
              <span className="sr-only"> {t('feedback.newTab')}</span>
            </a>
          )}
        </p>
      </Cell>
      <Cell label={t('feedback.col.rating')} className="whitespace-nowrap">
        <Stars rating={feedback.rating} label={t('feedback.outOf', { rating: feedback.rating, max: LIMITS.ratingMax })} />
      </Cell>
      <Cell label={t('aorders.col.date')} className="whitespace-nowrap">
        <time dateTime={feedback.date}>{formatDate(feedback.date)}</time>
      </Cell>
      <Cell label={t('table.actions')}>
        <Button
          size="sm"
          variant="danger"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('feedback.deleteLabel', { name: feedback.userName, title: feedback.product_title })}
        >
          {busy ? t('feedback.deleting') : t('table.delete')}
        </Button>
      </Cell>
    </tr>
  );
}

/** Feedbacks (§2): the total and the average out of 5, then every feedback newest first with Delete (confirmed). */
export function AdminFeedbacks() {
  const { page } = useListParams();
  const query = useAdminFeedbacks(page, ADMIN_FEEDBACKS_PAGE_SIZE);
  const remove = useDeleteFeedback();
  const t = useT('admin');
  const localize = useLocalize();
  const { note, announce, ref, pending: deleting, ask, settle } = useAnnouncement<AdminFeedback>();

  const confirmDelete = () => {
    if (!deleting) return;
    const who = deleting.userName;
    remove.mutate(deleting.id, {
      onSuccess: () => announce({ tone: 'success', text: `${localize(FEEDBACK_MSG.deleted)} (${who})` }),
      onError: (error) => announce({ tone: 'error', text: errorMessage(error, t('feedback.deleteFailed')) }),
      onSettled: settle,
    });
  };

  const busyId = remove.isPending ? (remove.variables ?? null) : null;

  return (
    <div className="space-y-5">
      <Summary />
      <Announcement note={note} noteRef={ref} live />
      <PagedTable
        query={query}
        page={page}
        pageSize={ADMIN_FEEDBACKS_PAGE_SIZE}
        loadingLabel={t('feedback.loading')}
        empty={
          <ListEmptyState
            page={page}
            title={page > 1 ? t('feedback.noneOnPage') : localize(FEEDBACK_MSG.empty)}
            hint={t('feedback.emptyHint')}
          />
        }
        plural={() => t('feedback.plural')}
        label={t('feedback.label')}
        caption={t('feedback.caption', { page })}
        headings={[t('pay.col.user'), t('feedback.col.feedback'), t('feedback.col.rating'), t('aorders.col.date'), t('table.actions')]}
        row={(feedback) => (
          <FeedbackRow key={feedback.id} feedback={feedback} busy={busyId === feedback.id} onDelete={() => ask(feedback)} />
        )}
        pagesLabel={t('feedback.pages')}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={localize(FEEDBACK_MSG.confirmDelete)}
        confirmLabel={t('feedback.deleteFeedback')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={settle}
      >
        <p>
          {t('feedback.deleteBody', {
            name: deleting?.userName ?? '',
            rating: deleting?.rating ?? '',
            title: deleting?.product_title ?? '',
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
