import { LINE_CONFIRM_HOURS, LINE_MSG, LINE_REPORT_LIMITS, type LineLifecycle } from '@kiraya/contract';
import { type FormEvent, useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/form';
import { useFormat, useT } from '../../../lib/i18n';
import { entryDetails } from './lifecycle-text';
import { focusFirstInvalid, type LineMoveButtonProps, type MoveDialogControl, MoveFormFooter, sendReportMove } from './move-dialog';
import { ReportFields, useReportForm } from './report-fields';
import { deductionFrom, lastReportPhotos } from './report-helpers';
import { ReportPhotoGallery } from './report-photos';

/**
 * The return's report (OwnerReport's form): the same report as the handover (condition, note, accessories, meter,
 * photos), with the handover's photos shown beside the ones being added, and the part of the deposit the owner keeps,
 * with its reason.
 */
export function ReturnForm({ life, move, dialog }: { life: LineLifecycle; move: LineMoveButtonProps['move']; dialog: MoveDialogControl }) {
  const t = useT('owner');
  const tb = useT('buyer');
  const format = useFormat();
  const form = useReportForm(life.item_id);
  const formRef = useRef<HTMLFormElement>(null);
  const [deduction, setDeduction] = useState('');
  const [reason, setReason] = useState('');
  const [moneyErrors, setMoneyErrors] = useState<{ deduction?: string; reason?: string }>({});
  const held = life.deposit?.status === 'held' ? life.deposit.held : 0;
  const handover = life.history.findLast((h) => h.event === 'deliver');
  const handoverReport = handover ? entryDetails(handover.details).report : null;
  const handoverPhotos = lastReportPhotos(life.history, 'deliver') ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const report = form.check();
    const amount = deductionFrom(deduction, held);
    const errors: typeof moneyErrors = {};
    if ('error' in amount) errors.deduction = amount.error;
    else if (amount.value > 0 && reason.trim().length < LINE_REPORT_LIMITS.reasonMin) errors.reason = LINE_MSG.deductionReasonRequired;
    setMoneyErrors(errors);
    if (!report || 'error' in amount || errors.reason) {
      focusFirstInvalid(formRef);
      return;
    }
    const kept = amount.value;
    const input = { event: 'record_return', report, deduction: kept, ...(kept > 0 ? { deduction_reason: reason.trim() } : {}) } as const;
    const said = kept > 0 ? t('return.doneDeduction', { hours: LINE_CONFIRM_HOURS }) : t('return.done', { hours: LINE_CONFIRM_HOURS });
    sendReportMove(move, input, form.photos, () => dialog.done(said), dialog.movedOn);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <ReportFields
        form={form}
        photosLabel={t('reportPhotos.returnLabel')}
        disabled={move.isPending}
        beside={
          <section
            aria-label={tb('photos.atHandover')}
            className="grid gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
            data-testid="return-handover"
          >
            <h3 className="text-sm font-semibold text-stone-800">{tb('photos.atHandover')}</h3>
            {handoverReport?.condition ? (
              <p className="text-sm text-stone-700">
                {tb('life.condition')}:{' '}
                <span className="font-semibold text-stone-900">{tb(`reportCondition.${handoverReport.condition}`)}</span>
              </p>
            ) : null}
            {handoverReport?.note ? <p className="text-sm break-words whitespace-pre-line text-stone-700">{handoverReport.note}</p> : null}
            <ReportPhotoGallery photos={handoverPhotos} label={tb('photos.atHandover')} />
          </section>
        }
      />
      <TextField
        label={t('return.deduction')}
        inputMode="decimal"
        autoComplete="off"
        value={deduction}
        placeholder="0"
        onChange={(e) => {
          setDeduction(e.target.value);
          if (moneyErrors.deduction) setMoneyErrors((m) => ({ ...m, deduction: undefined }));
        }}
        hint={held > 0 ? t('return.deductionHint', { held: format.money(held) }) : t('return.noDeposit')}
        error={moneyErrors.deduction}
        disabled={held === 0}
      />
      <TextAreaField
        label={t('return.reason')}
        value={reason}
        maxLength={LINE_REPORT_LIMITS.reasonMax}
        onChange={(e) => {
          setReason(e.target.value);
          if (moneyErrors.reason) setMoneyErrors((m) => ({ ...m, reason: undefined }));
        }}
        hint={t('return.reasonHint', { min: LINE_REPORT_LIMITS.reasonMin })}
        error={moneyErrors.reason}
        disabled={held === 0}
        className="min-h-20"
      />
      <ReportFooter kind="return" move={move} photosBusy={form.photos.busy} onCancel={dialog.cancel} />
    </form>
  );
}

/** The end of a handover's or a return's report: the refusal, "cancel", and "save" (which waits for the photos). */
export function ReportFooter({
  kind,
  move,
  photosBusy,
  onCancel,
}: {
  kind: 'handover' | 'return';
  move: LineMoveButtonProps['move'];
  photosBusy: boolean;
  onCancel: () => void;
}) {
  const t = useT('owner');
  return (
    <MoveFormFooter
      move={move}
      failed={t(`${kind}.failed`)}
      cancelText={t('handover.cancel')}
      submitText={t(`${kind}.save`)}
      workingText={t('handover.saving')}
      waiting={photosBusy ? t('reportPhotos.waiting') : undefined}
      onCancel={onCancel}
    />
  );
}
