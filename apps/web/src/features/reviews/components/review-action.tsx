import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useT } from '../../../lib/i18n';
import { useLineReview } from '../api/line-review';
import { ReviewPanel } from './review-panel';

/**
 * "Rate this" on an accepted line, for its buyer (order history, My rentals) or its owner (Order Requests): shown
 * once the line can be reviewed (the server says so), then "Edit your review" while it is hidden and "See reviews"
 * once revealed. Opens the review dialog. Until then (or while the answer loads) it shows `otherwise`.
 */
export function ReviewAction({
  side: role,
  itemId,
  title,
  otherwise = null,
}: {
  side: 'user' | 'owner';
  itemId: number;
  title: string;
  otherwise?: ReactNode;
}) {
  const query = useLineReview(role, itemId);
  const [open, setOpen] = useState(false);
  const t = useT('reviews');
  const data = query.data;
  if (!data || (!data.reviewable && !data.mine && !data.theirs)) return otherwise;
  const [label, labelOf] =
    data.mine?.revealed || (!data.reviewable && data.theirs)
      ? ['action.see', 'action.seeOf']
      : data.mine
        ? ['action.edit', 'action.editOf']
        : ['action.rate', 'action.rateOf'];
  return (
    <>
      <Button
        size="sm"
        variant={data.mine ? 'secondary' : 'primary'}
        onClick={() => setOpen(true)}
        aria-label={t(labelOf as 'action.rateOf', { title })}
      >
        <span aria-hidden="true">★</span> {t(label as 'action.rate')}
      </Button>
      <ModalDialog open={open} title={t('dialog.title', { title })} onClose={() => setOpen(false)}>
        <ReviewPanel role={role} itemId={itemId} data={data} />
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('close')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
