import { type LineReviews, REVIEW_LIMITS, type ReviewView, reviewInput, reviewReportInput } from '@kiraya/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextAreaField } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { type RatingErrors, StarRatingInput, Stars, useRatingAndComment } from '../../feedback';
import { useReportReview, useWriteReview } from '../api/line-review';

type Role = 'user' | 'owner';

function ReportForm({ role, review, onDone }: { role: Role; review: ReviewView; onDone: (message: string | null) => void }) {
  const t = useT('reviews');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useReportReview(role);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReportInput.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    report.mutate({ reviewId: review.id, reason: parsed.data.reason }, { onSuccess: (r) => onDone(r.message) });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <TextAreaField
        label={t('report.reason')}
        value={reason}
        maxLength={REVIEW_LIMITS.reportReasonMax}
        onChange={(e) => setReason(e.target.value)}
        error={error}
        required
      />
      {report.isError ? <FormMessage tone="error">{errorMessage(report.error, t('report.failed'))}</FormMessage> : null}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={() => onDone(null)}>
          {t('report.cancel')}
        </Button>
        <Button size="sm" type="submit" disabled={report.isPending}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  );
}

function ReviewCard({ role, review, heading, canReport }: { role: Role; review: ReviewView; heading: string; canReport: boolean }) {
  const t = useT('reviews');
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <article data-testid={`review-${review.side}`} className="space-y-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <h3 className="text-sm font-semibold text-stone-900">{heading}</h3>
      {review.hidden && review.comment === '' ? (
        <p className="text-sm text-stone-700">{t('hiddenByAdmin')}</p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <Stars rating={review.rating} size="sm" />
            <span>{t('item.by', { name: review.author_name, date: formatDate(review.updated_at) })}</span>
          </p>
          <p className="text-sm whitespace-pre-line text-stone-900">{review.comment}</p>
          {review.hidden ? <p className="text-sm font-medium text-red-800">{t('hiddenByAdmin')}</p> : null}
        </>
      )}
      {sent ? <FormMessage tone="success">{sent}</FormMessage> : null}
      {canReport && review.revealed && !review.hidden && !sent ? (
        reporting ? (
          <ReportForm
            role={role}
            review={review}
            onDone={(message) => {
              setReporting(false);
              setSent(message);
            }}
          />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setReporting(true)}
            aria-label={t('report.openOf', { name: review.author_name })}
          >
            {t('report.open')}
          </Button>
        )
      ) : null}
    </article>
  );
}

function ReviewForm({
  role,
  itemId,
  data,
  onSaved,
}: {
  role: Role;
  itemId: number;
  data: LineReviews;
  onSaved: (text: string | null) => void;
}) {
  const t = useT('reviews');
  const mine = data.mine;
  const form = useRatingAndComment({ rating: mine?.rating ?? null, comment: mine?.comment ?? '' });
  const write = useWriteReview(role, itemId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewInput.safeParse({ rating: form.rating, comment: form.comment });
    if (!parsed.success) {
      const fields: RatingErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'rating' ? 'rating' : 'comment';
        fields[key] ??= issue.message;
      }
      form.setErrors(fields);
      return;
    }
    form.setErrors({});
    onSaved(null);
    write.mutate(parsed.data, {
      onSuccess: (answer) => onSaved(answer.mine?.revealed ? t('form.savedRevealed') : t('form.saved')),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="review-form">
      <StarRatingInput {...form.stars} disabled={write.isPending} />
      <TextAreaField
        label={t('form.comment')}
        required
        maxLength={REVIEW_LIMITS.commentMax}
        {...form.commentField}
        hint={t('form.commentHint', { length: form.comment.trim().length, max: REVIEW_LIMITS.commentMax })}
        placeholder={data.my_side === 'owner' ? t('form.placeholderOwner') : t('form.placeholderBuyer')}
        disabled={write.isPending}
      />
      {write.isError ? <FormMessage tone="error">{errorMessage(write.error, t('form.failed'))}</FormMessage> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? t('form.saving') : mine ? t('form.update') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A line's reviews for one of its sides: the rule (hidden until both are in or 14 days pass), the form while the
 * caller's review is not revealed, and both reviews once they are, each with Report.
 */
export function ReviewPanel({ role, itemId, data }: { role: Role; itemId: number; data: LineReviews }) {
  const t = useT('reviews');
  const mine = data.mine;
  const theirs = data.theirs;
  const editable = data.reviewable && !mine?.revealed;
  const theirHeading = data.my_side === 'owner' ? t('theirsBuyer') : t('theirsOwner');
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="grid gap-4" data-testid="review-panel">
      <p className="text-sm text-stone-700">{data.my_side === 'owner' ? t('dialog.ownerLead') : t('dialog.buyerLead')}</p>
      {editable ? (
        <FormMessage tone="info">
          <span data-testid="reveal-rule">{t('hiddenRule')}</span>
        </FormMessage>
      ) : null}
      {mine && !mine.revealed ? <p className="text-sm text-stone-800">{t('hiddenUntil', { date: formatDate(mine.reveal_at) })}</p> : null}
      {!mine && data.theirs_written && !theirs ? <p className="text-sm font-medium text-brand-900">{t('theyWrote')}</p> : null}
      {mine?.revealed || theirs ? (
        <p className="text-sm font-medium text-emerald-800" data-testid="reviews-revealed">
          {mine && theirs ? t('revealed') : t('revealedAlone')}
        </p>
      ) : null}
      {saved ? <FormMessage tone="success">{saved}</FormMessage> : null}
      {editable ? <ReviewForm key={mine?.updated_at ?? 'new'} role={role} itemId={itemId} data={data} onSaved={setSaved} /> : null}
      {mine?.revealed ? <ReviewCard role={role} review={mine} heading={t('yours')} canReport={false} /> : null}
      {theirs ? <ReviewCard role={role} review={theirs} heading={theirHeading} canReport /> : null}
    </div>
  );
}
