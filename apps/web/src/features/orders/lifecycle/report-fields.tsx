import { LINE_REPORT_LIMITS, type LineReport, lineReport, REPORT_CONDITIONS } from '@kiraya/contract';
import { type ReactNode, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form';
import { useLocalize, useT } from '../../../lib/i18n';
import { reportFromForm } from './lifecycle-text';
import { ReportPhotoPicker, useReportPhotos } from './report-photo-picker';

export type ReportField = 'condition' | 'note' | 'accessories' | 'meter_reading' | 'photos';
type Draft = { condition: string; note: string; accessories: string; meter: string };
const DRAFT_FIELD: Record<keyof Draft, ReportField> = {
  condition: 'condition',
  note: 'note',
  accessories: 'accessories',
  meter: 'meter_reading',
};

/**
 * A handover or return report being written: the condition, a note, the accessories, a meter reading and photos
 * (uploaded as they are picked). `check()` gives the report for the API, or marks the fields it refuses.
 */
export function useReportForm(itemId: number) {
  const [draft, setDraft] = useState<Draft>({ condition: '', note: '', accessories: '', meter: '' });
  const [errors, setErrors] = useState<Partial<Record<ReportField, string>>>({});
  const photos = useReportPhotos(itemId);
  const failedText = useT('owner')('reportPhotos.fixFailed');
  const set = (key: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field = DRAFT_FIELD[key];
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const check = (): LineReport | null => {
    // A photo that failed stays shown with its error until removed or picked again: the report waits for it.
    if (photos.failed) {
      setErrors({ photos: failedText });
      return null;
    }
    const parsed = lineReport.safeParse({ ...reportFromForm(draft), ...(photos.ids.length > 0 ? { photos: photos.ids } : {}) });
    if (!parsed.success) {
      const next: Partial<Record<ReportField, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as ReportField] ??= issue.message;
      setErrors(next);
      return null;
    }
    setErrors({});
    return parsed.data;
  };
  return { draft, set, errors, setErrors, photos, check };
}

export type ReportFormState = ReturnType<typeof useReportForm>;

/** The report's fields, the same in the handover and the return forms. */
export function ReportFields({
  form,
  photosLabel,
  beside,
  disabled = false,
}: {
  form: ReportFormState;
  photosLabel: string;
  /** Shown beside the photo picker (the return form: the handover's photos, to compare by looking). */
  beside?: ReactNode;
  disabled?: boolean;
}) {
  const t = useT('owner');
  const tb = useT('buyer');
  const localize = useLocalize();
  const { draft, set, errors } = form;
  return (
    <>
      <SelectField
        label={t('handover.condition')}
        required
        autoFocus
        value={draft.condition}
        onChange={(e) => set('condition')(e.target.value)}
        emptyOption={t('handover.choose')}
        options={REPORT_CONDITIONS.map((c) => ({ value: c, label: tb(`reportCondition.${c}`) }))}
        error={errors.condition}
      />
      {beside ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {beside}
          <ReportPhotoPicker state={form.photos} label={photosLabel} disabled={disabled} compact />
        </div>
      ) : (
        <ReportPhotoPicker state={form.photos} label={photosLabel} disabled={disabled} />
      )}
      {errors.photos ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {localize(errors.photos)}
        </p>
      ) : null}
      <TextAreaField
        label={t('handover.note')}
        value={draft.note}
        maxLength={LINE_REPORT_LIMITS.noteMax}
        onChange={(e) => set('note')(e.target.value)}
        hint={t('handover.noteHint')}
        error={errors.note}
        className="min-h-20"
      />
      <TextAreaField
        label={t('handover.accessories')}
        value={draft.accessories}
        onChange={(e) => set('accessories')(e.target.value)}
        hint={t('handover.accessoriesHint')}
        error={errors.accessories}
        className="min-h-20"
      />
      <TextField
        label={t('handover.meter')}
        value={draft.meter}
        maxLength={LINE_REPORT_LIMITS.meterMax}
        onChange={(e) => set('meter')(e.target.value)}
        hint={t('handover.meterHint')}
        error={errors.meter_reading}
      />
    </>
  );
}
