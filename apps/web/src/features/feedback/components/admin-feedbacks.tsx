import { type AdminFeedback, FEEDBACK_MSG, formatRating, LIMITS } from '@kiraya/contract';
import { Announcement, FirstPageButton, PagedTable, useAnnouncement, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CARD_ROW, Cell } from '../../../components/ui/responsive-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDeleteFeedback } from '../api/delete-feedback';
import { useAdminFeedbacks, useFeedbackSummary } from '../api/get-admin-feedbacks';
import { ADMIN_FEEDBACKS_PAGE_SIZE } from '../api/query-keys';
import { Stars } from './stars';

const HEADERS = ['User', 'Feedback', 'Rating', 'Date', 'Actions'] as const;
const DELETE_FAILED = 'The feedback could not be deleted. Please try again.';

/** Total count and average out of 5 (one decimal) over ALL feedback, not just this page. */
function Summary() {
  const summary = useFeedbackSummary();
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
        <dt className="text-sm font-semibold text-stone-600">Total feedback</dt>
        <dd className="mt-1 text-3xl font-bold text-stone-950 tabular-nums">{total}</dd>
      </div>
      <div className={card}>
        <dt className="text-sm font-semibold text-stone-600">Average rating</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-3">
          {average === null ? (
            <span className="text-lg text-stone-700">No ratings yet</span>
          ) : (
            <>
              <span className="text-3xl font-bold text-stone-950 tabular-nums">
                {formatRating(average)}
                <span className="text-lg font-semibold text-stone-600"> / {LIMITS.ratingMax}</span>
              </span>
              <Stars rating={average} label={`${formatRating(average)} out of ${LIMITS.ratingMax}`} />
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}

function FeedbackRow({ feedback, busy, onDelete }: { feedback: AdminFeedback; busy: boolean; onDelete: () => void }) {
  return (
    <tr data-testid={`feedback-row-${feedback.id}`} className={`${CARD_ROW} align-top`}>
      <Cell label="User" className="md:min-w-32">
        <span className="font-medium break-words text-stone-950">{feedback.userName}</span>
      </Cell>
      <Cell label="Feedback" className="max-md:col-span-2 md:min-w-64 md:max-w-lg">
        {feedback.message ? (
          <p className="whitespace-pre-line break-words">{feedback.message}</p>
        ) : (
          <p className="text-stone-600 italic">No comment</p>
        )}
        <p className="mt-1 text-xs text-stone-600">
          on{' '}
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
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      </Cell>
      <Cell label="Rating" className="whitespace-nowrap">
        <Stars rating={feedback.rating} />
      </Cell>
      <Cell label="Date" className="whitespace-nowrap">
        <time dateTime={feedback.date}>{formatDate(feedback.date)}</time>
      </Cell>
      <Cell label="Actions">
        <Button
          size="sm"
          onClick={onDelete}
          disabled={busy}
          className="bg-red-700 hover:bg-red-800"
          aria-label={`Delete feedback by ${feedback.userName} on ${feedback.product_title}`}
        >
          {busy ? 'Deleting…' : 'Delete'}
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
  const { note, announce, ref, pending: deleting, ask, settle } = useAnnouncement<AdminFeedback>();

  const confirmDelete = () => {
    if (!deleting) return;
    const who = deleting.userName;
    remove.mutate(deleting.id, {
      onSuccess: () => announce({ tone: 'success', text: `${FEEDBACK_MSG.deleted} (${who})` }),
      onError: (error) => announce({ tone: 'error', text: errorMessage(error, DELETE_FAILED) }),
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
        loadingLabel="Loading feedback…"
        empty={
          <EmptyState title={page > 1 ? 'No feedback on this page.' : FEEDBACK_MSG.empty}>
            {page > 1 ? (
              <FirstPageButton />
            ) : (
              <p className="text-sm text-stone-700">Buyers rate items once their owner accepts them; their ratings appear here.</p>
            )}
          </EmptyState>
        }
        plural={() => 'feedback'}
        label="Feedback"
        caption={`Feedback, newest first, page ${page}`}
        headings={HEADERS}
        row={(feedback) => (
          <FeedbackRow key={feedback.id} feedback={feedback} busy={busyId === feedback.id} onDelete={() => ask(feedback)} />
        )}
        pagesLabel="Feedback pages"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={FEEDBACK_MSG.confirmDelete}
        confirmLabel="Delete feedback"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={settle}
      >
        <p>
          {deleting?.userName}'s {deleting?.rating}-star rating of “{deleting?.product_title}” is removed for good, and the product's
          average changes.
        </p>
      </ConfirmDialog>
    </div>
  );
}
