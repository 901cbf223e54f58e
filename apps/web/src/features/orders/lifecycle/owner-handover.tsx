import { LINE_CONFIRM_HOURS, type LineLifecycle, type LineStage } from '@kiraya/contract';
import { type FormEvent, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { focusFirstInvalid, type LineMoveButtonProps, MoveDialogButton, type MoveDialogControl, sendReportMove } from './move-dialog';
import { ReportFooter, ReturnForm } from './owner-return';
import { ReportFields, useReportForm } from './report-fields';

/** The owner's words for a line with no history yet. */
export function OwnerEmpty() {
  const t = useT('owner');
  return <p className="text-sm text-stone-700">{t('handover.empty')}</p>;
}

const OWNER_HINTS = ['delivered', 'delivery_disputed', 'return_requested'] as const;

/** What the owner waits for at this stage, if anything. */
export function OwnerStageHint({ stage }: { stage: LineStage }) {
  const t = useT('owner');
  const hint = OWNER_HINTS.find((s) => s === stage);
  return hint ? <p className="text-sm text-stone-700">{t(`handover.hint.${hint}`, { hours: LINE_CONFIRM_HOURS })}</p> : null;
}

/**
 * "Record handover" or "Record return" and its dialog: the report of the item's condition, a note, the accessories,
 * a meter reading and photos; the return's also shows the handover's and says what is kept from the deposit.
 */
export function OwnerReport({ kind, life, ...props }: LineMoveButtonProps & { kind: 'handover' | 'return'; life: LineLifecycle }) {
  const t = useT('owner');
  return (
    <MoveDialogButton
      {...props}
      text={t(`${kind}.record`)}
      label={t(`${kind}.recordOf`, { title: props.title })}
      title={t(`${kind}.title`)}
      description={t(`${kind}.lead`, { title: props.title, hours: LINE_CONFIRM_HOURS })}
      failed={t(`${kind}.failed`)}
    >
      {(dialog) =>
        kind === 'handover' ? (
          <HandoverForm itemId={life.item_id} move={props.move} dialog={dialog} />
        ) : (
          <ReturnForm life={life} move={props.move} dialog={dialog} />
        )
      }
    </MoveDialogButton>
  );
}

function HandoverForm({ itemId, move, dialog }: { itemId: number; move: LineMoveButtonProps['move']; dialog: MoveDialogControl }) {
  const t = useT('owner');
  const form = useReportForm(itemId);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const report = form.check();
    if (!report) focusFirstInvalid(formRef);
    else
      sendReportMove(
        move,
        { event: 'deliver', report },
        form.photos,
        () => dialog.done(t('handover.done', { hours: LINE_CONFIRM_HOURS })),
        dialog.movedOn,
      );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <ReportFields form={form} photosLabel={t('reportPhotos.handoverLabel')} disabled={move.isPending} />
      <ReportFooter kind="handover" move={move} photosBusy={form.photos.busy} onCancel={dialog.cancel} />
    </form>
  );
}
