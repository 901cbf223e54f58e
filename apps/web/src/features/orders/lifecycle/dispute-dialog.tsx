import { LINE_REPORT_LIMITS, lineMoveInput } from '@kiraya/contract';
import type { FormEvent } from 'react';
import { ReasonForm } from '../../../components/form/reason-form';
import { useTextDraft } from '../../../components/form/use-text-draft';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useT } from '../../../lib/i18n';
import type { useMoveLine } from './lifecycle-api';
import { MoveFormFooter } from './move-dialog';

/** What is disputed: the owner's handover report, or the return report and its deduction. */
export type DisputeKind = 'delivery' | 'return';

/**
 * The buyer disputes the owner's handover or return report with a reason (10–1000 characters, the contract's own
 * check); one dialog for both, so the two disputes read and behave the same.
 */
export function DisputeDialog({
  open,
  title,
  move,
  onCancel,
  onSent,
  kind = 'delivery',
}: {
  open: boolean;
  title: string;
  move: ReturnType<typeof useMoveLine>;
  onCancel: () => void;
  onSent: () => void;
  kind?: DisputeKind;
}) {
  const t = useT('buyer');
  return (
    <ModalDialog
      open={open}
      title={kind === 'return' ? t('answer.disputeTitle') : t('life.disputeTitle')}
      description={kind === 'return' ? t('answer.disputeLead', { title }) : t('life.disputeLead', { title })}
      busy={move.isPending}
      onClose={onCancel}
    >
      <DisputeForm kind={kind} move={move} onCancel={onCancel} onSent={onSent} />
    </ModalDialog>
  );
}

function DisputeForm({
  kind,
  move,
  onCancel,
  onSent,
}: {
  kind: DisputeKind;
  move: ReturnType<typeof useMoveLine>;
  onCancel: () => void;
  onSent: () => void;
}) {
  const t = useT('buyer');
  const draft = useTextDraft();
  const reason = draft.text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lineMoveInput.safeParse({ event: kind === 'return' ? 'dispute_return' : 'dispute_delivery', reason });
    const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
    if (draft.accept(problem) && parsed.success) move.mutate(parsed.data, { onSuccess: onSent });
  };

  return (
    <ReasonForm
      draft={draft}
      label={t('life.reasonLabel')}
      maxLength={LINE_REPORT_LIMITS.reasonMax}
      hint={t('life.reasonHint', { length: reason.trim().length, max: LINE_REPORT_LIMITS.reasonMax, min: LINE_REPORT_LIMITS.reasonMin })}
      onSubmit={submit}
    >
      <MoveFormFooter
        move={move}
        failed={t('life.failed')}
        cancelText={t('life.cancel')}
        submitText={t('life.disputeSend')}
        workingText={t('life.working')}
        onCancel={onCancel}
      />
    </ReasonForm>
  );
}
