import { LINE_CONFIRM_HOURS, LINE_REPORT_LIMITS, type LineStage, lineReport, REPORT_CONDITIONS } from '@kiraya/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage, SelectField, TextAreaField, TextField } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import type { useMoveLine } from './lifecycle-api';
import { reportFromForm } from './lifecycle-text';

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

type Field = 'condition' | 'note' | 'accessories' | 'meter_reading';

/** "Record handover" and its dialog: the item's condition, a note, the accessories handed over and a meter reading. */
export function OwnerHandover({
  title,
  move,
  onDone,
  onMovedOn,
}: {
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
  move,
  onCancel,
  onSaved,
  onMovedOn,
}: {
  move: ReturnType<typeof useMoveLine>;
  onCancel: () => void;
  onSaved: () => void;
  onMovedOn: (error: ApiError) => void;
}) {
  const t = useT('owner');
  const tb = useT('buyer');
  const [form, setForm] = useState({ condition: '', note: '', accessories: '', meter: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (key: keyof typeof form, field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lineReport.safeParse(reportFromForm(form));
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    move.mutate(
      { event: 'deliver', report: parsed.data },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) onMovedOn(error);
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <SelectField
        label={t('handover.condition')}
        required
        autoFocus
        value={form.condition}
        onChange={(e) => set('condition', 'condition')(e.target.value)}
        emptyOption={t('handover.choose')}
        options={REPORT_CONDITIONS.map((c) => ({ value: c, label: tb(`reportCondition.${c}`) }))}
        error={errors.condition}
      />
      <TextAreaField
        label={t('handover.note')}
        value={form.note}
        maxLength={LINE_REPORT_LIMITS.noteMax}
        onChange={(e) => set('note', 'note')(e.target.value)}
        hint={t('handover.noteHint')}
        error={errors.note}
        className="min-h-20"
      />
      <TextAreaField
        label={t('handover.accessories')}
        value={form.accessories}
        onChange={(e) => set('accessories', 'accessories')(e.target.value)}
        hint={t('handover.accessoriesHint')}
        error={errors.accessories}
        className="min-h-20"
      />
      <TextField
        label={t('handover.meter')}
        value={form.meter}
        maxLength={LINE_REPORT_LIMITS.meterMax}
        onChange={(e) => set('meter', 'meter_reading')(e.target.value)}
        hint={t('handover.meterHint')}
        error={errors.meter_reading}
      />
      {move.isError ? <FormMessage tone="error">{errorMessage(move.error, t('handover.failed'))}</FormMessage> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={move.isPending}>
          {t('handover.cancel')}
        </Button>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? t('handover.saving') : t('handover.save')}
        </Button>
      </div>
    </form>
  );
}
