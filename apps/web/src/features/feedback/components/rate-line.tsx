import {
  type BuyerOrder,
  type BuyerOrderLine,
  FEEDBACK_LIMITS,
  FEEDBACK_MSG,
  feedbackMessage,
  feedbackRating,
  type MyFeedback,
} from '@kiraya/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/ui/dialog-footer';
import { TextAreaField } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { useMyFeedback } from '../api/get-my-feedback';
import { useGiveFeedback } from '../api/give-feedback';
import { StarRatingInput, useRatingAndComment } from './star-rating-input';
import { Stars } from './stars';

/** Only accepted product lines can be rated (the server says the same). */
export const canRate = (line: BuyerOrderLine) => line.status === 'accepted' && line.source === 'products';

function RateForm({ line, userId, onDone }: { line: BuyerOrderLine; userId: number; onDone: (sent: boolean) => void }) {
  const form = useRatingAndComment({ rating: null, comment: '' });
  const give = useGiveFeedback();
  const t = useT('buyer');
  const c = useT('common');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const r = feedbackRating.safeParse(form.rating);
    const m = feedbackMessage.safeParse(form.comment);
    if (!r.success || !m.success) {
      form.setErrors({ rating: r.error?.issues[0]?.message, comment: m.error?.issues[0]?.message });
      return;
    }
    form.setErrors({});
    give.mutate(
      { userId, productId: line.product_id, input: { order_item_id: line.item_id, rating: r.data, message: m.data } },
      { onSuccess: () => onDone(true) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <StarRatingInput {...form.stars} disabled={give.isPending} />
      <TextAreaField
        label={t('rate.comment')}
        maxLength={FEEDBACK_LIMITS.messageMax}
        {...form.commentField}
        hint={t('rate.commentHint', { length: form.comment.trim().length, max: FEEDBACK_LIMITS.messageMax })}
        placeholder={t('rate.placeholder')}
        disabled={give.isPending}
      />
      <DialogFormFooter
        error={give.isError ? errorMessage(give.error, t('rate.failed')) : null}
        busy={give.isPending}
        cancelText={c('dialog.cancel')}
        submitText={c('dialog.send')}
        workingText={c('dialog.sending')}
        onCancel={() => onDone(false)}
      />
    </form>
  );
}

/** 'Rate' on a line not rated yet (opening the dialog), or the stars it was given. */
function LineRating({
  line,
  userId,
  feedback,
  onRated,
}: {
  line: BuyerOrderLine;
  userId: number;
  feedback: MyFeedback | undefined;
  onRated: (title: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const t = useT('buyer');
  const c = useT('common');
  if (feedback) {
    return (
      <span data-testid="line-rating" className="inline-flex items-center gap-1.5 text-sm text-stone-700">
        <span className="sr-only">{t('rate.yours')}</span>
        <Stars rating={feedback.rating} size="sm" label={c('rating.outOf', { rating: feedback.rating, max: 5 })} />
      </span>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={t('rate.buttonOf', { title: line.title })}>
        <span aria-hidden="true">★</span> {t('rate.button')}
      </Button>
      <ModalDialog
        open={open}
        title={t('rate.title', { title: line.title })}
        description={t('rate.description')}
        onClose={() => setOpen(false)}
      >
        <RateForm
          line={line}
          userId={userId}
          onDone={(sent) => {
            setOpen(false);
            if (sent) onRated(line.title);
          }}
        />
      </ModalDialog>
    </>
  );
}

/**
 * For the buyer's order list: one request for the feedback on every ratable line on the page, and a render function
 * for a line's action slot (Rate, or its stars). Lines whose feedback is still loading show nothing rather than a
 * Rate button that might be wrong.
 */
export function useRateAction(userId: number, orders: readonly BuyerOrder[] | undefined, onRated: (text: string) => void) {
  const ids = (orders ?? []).flatMap((o) => o.cart_items.filter(canRate).map((l) => l.item_id));
  const mine = useMyFeedback(userId, ids);
  const t = useT('buyer');
  const localize = useLocalize();
  return (line: BuyerOrderLine): ReactNode => {
    if (!canRate(line) || !mine.data) return null;
    return (
      <LineRating
        line={line}
        userId={userId}
        feedback={mine.data.get(line.item_id)}
        onRated={(title) => onRated(`${localize(FEEDBACK_MSG.sent)} ${t('rate.saved', { title })}`)}
      />
    );
  };
}
