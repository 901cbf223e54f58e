import { LINE_CONFIRM_HOURS, type LineStage } from '@kiraya/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import type { useMoveLine } from './lifecycle-api';
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

/** "Record handover" and its dialog: the item's condition, a note, the accessories handed over and a meter reading. */
export function OwnerHandover({
  itemId,
  title,
  move,
  onDone,
  onMovedOn,
}: {
  itemId: number;
  title: string;
  /** The panel's mutation: it outlives this button, which goes once the handover is recorded. */
  move: ReturnType<typeof useMoveLine>;
  onDone: (text: string) => void;
  /** The line moved on meanwhile (409): this button and its dialog go, so the panel shows why. */
  onMovedOn: (text: string) => void;
}) {
  const t = useT('owner');
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    move.reset();
  };
  return (
    <>
      <Button
        size="sm"
        aria-label={t('handover.recordOf', { title })}
        onClick={() => {
          move.reset();
          setOpen(true);
        }}
      >
        {t('handover.record')}
      </Button>
      <ModalDialog
        open={open}
        title={t('handover.title')}
        description={t('handover.lead', { title, hours: LINE_CONFIRM_HOURS })}
        busy={move.isPending}
        onClose={close}
      >
        <HandoverForm
          itemId={itemId}
          move={move}
          onCancel={close}
          onSaved={() => {
            setOpen(false);
            onDone(t('handover.done', { hours: LINE_CONFIRM_HOURS }));
          }}
          onMovedOn={(error) => {
            setOpen(false);
            onMovedOn(errorMessage(error, t('handover.failed')));
          }}
        />
      </ModalDialog>
    </>
  );
}

function HandoverForm({
  itemId,
  move,
  onCancel,
  onSaved,
  onMovedOn,
}: {
  itemId: number;
  move: ReturnType<typeof useMoveLine>;
  onCancel: () => void;
  onSaved: () => void;
  onMovedOn: (error: ApiError) => void;
}) {
  const t = useT('owner');
  const form = useReportForm(itemId);
  const formRef = useRef<HTMLFormElement>(null);
  const uploading = form.photos.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const report = form.check();
    if (!report) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
      return;
    }
    move.mutate(
      { event: 'deliver', report },
      {
        onSuccess: () => {
          form.photos.keep();
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) onMovedOn(error);
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <ReportFields form={form} photosLabel={t('reportPhotos.handoverLabel')} disabled={move.isPending} />
      {move.isError ? <FormMessage tone="error">{errorMessage(move.error, t('handover.failed'))}</FormMessage> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={move.isPending}>
          {t('handover.cancel')}
        </Button>
        <Button type="submit" disabled={move.isPending || uploading}>
          {move.isPending ? t('handover.saving') : uploading ? t('reportPhotos.waiting') : t('handover.save')}
        </Button>
      </div>
    </form>
  );
}
