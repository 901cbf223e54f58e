import { LINE_REPORT_LIMITS, lineMoveInput } from '@kiraya/contract';
import { type FormEvent, useRef } from 'react';
import { useTextDraft } from '../../../components/form/use-text-draft';
import { TextAreaField } from '../../../components/ui/form';
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
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lineMoveInput.safeParse({ event: kind === 'return' ? 'dispute_return' : 'dispute_delivery', reason });
    if (!parsed.success) {
      draft.setError(parsed.error.issues[0]?.message);
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    draft.setError(undefined);
    move.mutate(parsed.data, { onSuccess: onSent });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <TextAreaField
        label={t('life.reasonLabel')}
        required
        autoFocus
        maxLength={LINE_REPORT_LIMITS.reasonMax}
        {...draft.field}
        hint={t('life.reasonHint', { length: reason.trim().length, max: LINE_REPORT_LIMITS.reasonMax, min: LINE_REPORT_LIMITS.reasonMin })}
      />
      <MoveFormFooter
        move={move}
        failed={t('life.failed')}
        cancelText={t('life.cancel')}
        submitText={t('life.disputeSend')}
        workingText={t('life.working')}
        onCancel={onCancel}
      />
    </form>
  );
}
