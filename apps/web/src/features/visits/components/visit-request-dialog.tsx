import { todayInIndia } from '@kiraya/contract/renting/rules';
import { VISIT_LIMITS } from '@kiraya/contract/visits/rules';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, TextAreaField } from '../../../components/ui/form';
import { PlusIcon } from '../../../components/ui/icons';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useRequestVisit } from '../api/request-visit';
import { FormFooter } from '../forms/form-footer';
import {
  addSlotRow,
  canAddSlot,
  canRemoveSlot,
  checkVisitRequest,
  firstSlotRows,
  removeSlotRow,
  type SlotRow,
  slotDayRange,
  slotRowErrors,
  updateSlotRow,
} from '../forms/slot-rows';
import { useVisitWords } from '../visit-words';
import { SlotFields } from './slot-fields';

/** How a request ended for the product page: sent, or refused as a whole (409: a visit is already open). */
export type VisitRequestOutcome = { tone: 'success' | 'error'; text: string };

/** The time rows: each a day and a time with its own error; Remove on each while more than one is left. */
function SlotRows({
  rows,
  errors,
  range,
  disabled,
  dateRefs,
  onChange,
  onRemove,
}: {
  rows: SlotRow[];
  errors: (string | undefined)[];
  range: { min: string; max: string };
  disabled: boolean;
  dateRefs: Map<number, HTMLInputElement>;
  onChange: (key: number, change: { date?: string; time?: string }) => void;
  onRemove: (key: number) => void;
}) {
  const w = useVisitWords();
  const removable = canRemoveSlot(rows);
  return (
    <ol className="grid gap-3">
      {rows.map((row, index) => {
        const error = errors[index];
        const errorId = error ? `visit-slot-${row.key}-error` : undefined;
        return (
          <li key={row.key}>
            <fieldset className="relative grid gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200" data-testid="visit-slot">
              <legend className="float-left mb-1 min-h-9 pt-2 text-sm font-bold text-stone-900">
                {w.t('VISIT_TEXT.slot', { n: index + 1 })}
              </legend>
              {removable ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="absolute top-1.5 right-1.5 min-h-11 min-w-11"
                  disabled={disabled}
                  aria-label={w.t('VISIT_TEXT.removeSlot', { n: index + 1 })}
                  onClick={() => onRemove(row.key)}
                >
                  {w.t('VISIT_TEXT.remove')}
                </Button>
              ) : null}
              <div className="clear-left">
                <SlotFields
                  date={row.date}
                  time={row.time}
                  range={range}
                  errorId={errorId}
                  disabled={disabled}
                  dateRef={(element) => {
                    if (element) dateRefs.set(row.key, element);
                    else dateRefs.delete(row.key);
                  }}
                  onChange={(change) => onChange(row.key, change)}
                />
              </div>
              <FieldError id={errorId} error={error} />
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}

/** The form inside the dialog: mounted on each opening, so every request starts from one empty time. */
function VisitRequestForm({
  productId,
  request,
  onCancel,
  onDone,
}: {
  productId: number;
  request: ReturnType<typeof useRequestVisit>;
  onCancel: () => void;
  onDone: (outcome: VisitRequestOutcome) => void;
}) {
  const w = useVisitWords();
  const [today] = useState(todayInIndia);
  const range = slotDayRange(today);
  const [rows, setRows] = useState(() => firstSlotRows(today));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dateRefs = useRef(new Map<number, HTMLInputElement>()).current;
  const formRef = useRef<HTMLFormElement>(null);
  const slotErrors = slotRowErrors(errors, rows.length);

  const focusRow = (key: number | undefined) => requestAnimationFrame(() => (key === undefined ? null : dateRefs.get(key)?.focus()));

  /** Focus on the first row with a problem, else the message. */
  const focusFirstProblem = (found: FieldErrors) => {
    const shown = slotRowErrors(found, rows.length);
    const index = shown.rows.findIndex(Boolean);
    if (index >= 0 || shown.all) focusRow(rows[Math.max(index, 0)]?.key);
    else if (found.message) (formRef.current?.elements.namedItem('message') as HTMLTextAreaElement | null)?.focus();
  };

  const change = (key: number, next: { date?: string; time?: string }) => {
    setRows((current) => updateSlotRow(current, key, next));
    setErrors({});
    setFormError(null);
  };

  const add = () => {
    const next = addSlotRow(rows, today);
    setRows(next);
    setErrors({});
    focusRow(next.at(-1)?.key);
  };

  const remove = (key: number) => {
    const index = rows.findIndex((row) => row.key === key);
    const next = removeSlotRow(rows, key);
    setRows(next);
    setErrors({});
    // Focus goes to the row that took its place, or the one before when the last was removed.
    focusRow(next[Math.min(index, next.length - 1)]?.key);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    setFormError(null);
    const checked = checkVisitRequest(productId, rows, message, today);
    if (!checked.data) {
      setErrors(checked.errors);
      focusFirstProblem(checked.errors);
      return;
    }
    request.mutate(checked.data, {
      onSuccess: () => onDone({ tone: 'success', text: w.m('VISIT_MSG.requested') }),
      onError: (error) => {
        // Already asked (or the property went away): nothing to fix in the form, so it closes and the page says why.
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          onDone({ tone: 'error', text: errorMessage(error, w.m('VISIT_MSG.requestFailed')) });
          return;
        }
        const fromServer = error instanceof ApiError ? serverFieldErrors(error.fieldErrors) : {};
        setErrors(fromServer);
        setFormError(errorMessage(error, w.m('VISIT_MSG.requestFailed')));
        focusFirstProblem(fromServer);
      },
    });
  };

  const busy = request.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label={w.t('VISIT_TEXT.request')}>
      <SlotRows
        rows={rows}
        errors={slotErrors.rows.map((error) => w.windowError(error, today))}
        range={range}
        disabled={busy}
        dateRefs={dateRefs}
        onChange={change}
        onRemove={remove}
      />
      {slotErrors.all ? <FieldError id="visit-slots-error" error={slotErrors.all} /> : null}
      {canAddSlot(rows) ? (
        <Button variant="secondary" onClick={add} disabled={busy} className="justify-self-start">
          <PlusIcon width={18} height={18} />
          {w.t('VISIT_TEXT.addSlot')}
        </Button>
      ) : null}
      <TextAreaField
        label={w.t('VISIT_TEXT.message')}
        name="message"
        maxLength={VISIT_LIMITS.messageMax}
        value={message}
        disabled={busy}
        error={errors.message}
        onChange={(e) => {
          setMessage(e.target.value);
          setErrors(({ message: _gone, ...rest }) => rest);
        }}
      />
      <FormFooter error={formError} busy={busy} submitLabel={w.t('VISIT_TEXT.send')} onCancel={onCancel} />
    </form>
  );
}

/**
 * "Request a visit" in the shared modal (focus kept inside, Escape closes, focus back on the button): up to three
 * times, an optional message, Send. A refusal of the whole request closes it and the page says why.
 */
export function VisitRequestDialog({
  open,
  productId,
  onClose,
  onDone,
}: {
  open: boolean;
  productId: number;
  onClose: () => void;
  onDone: (outcome: VisitRequestOutcome) => void;
}) {
  const w = useVisitWords();
  // Here rather than in the form: a request in flight keeps the dialog open (busy) and its answer still arrives.
  const request = useRequestVisit();
  return (
    <ModalDialog
      open={open}
      title={w.t('VISIT_TEXT.request')}
      description={w.t('VISIT_TEXT.requestHint')}
      busy={request.isPending}
      onClose={onClose}
    >
      <VisitRequestForm productId={productId} request={request} onCancel={onClose} onDone={onDone} />
    </ModalDialog>
  );
}
