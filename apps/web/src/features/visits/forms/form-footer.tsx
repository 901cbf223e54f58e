import { VISIT_LIMITS } from '@kiraya/contract/visits/rules';
import type { ComponentProps, FormEvent, ReactNode, RefObject } from 'react';
import { DialogFormFooter } from '../../../components/ui/dialog-footer';
import { TextAreaField } from '../../../components/ui/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useVisitWords } from '../visit-words';

/** The end of every visit form: its error, then Cancel and the submit button (which says "Sending…" meanwhile). */
export function FormFooter({
  error,
  busy,
  submitLabel,
  onCancel,
}: {
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const w = useVisitWords();
  return (
    <DialogFormFooter
      error={error}
      busy={busy}
      cancelText={w.t('VISIT_TEXT.dismiss')}
      submitText={submitLabel}
      workingText={w.t('VISIT_TEXT.sending')}
      onCancel={onCancel}
    />
  );
}

/** The note for the other side (an offer, a proposal, a decline or a cancel): optional, up to the note's limit. */
export function NoteField(props: Omit<ComponentProps<typeof TextAreaField>, 'label' | 'maxLength' | 'className'>) {
  const w = useVisitWords();
  return <TextAreaField label={w.t('VISIT_TEXT.note')} maxLength={VISIT_LIMITS.noteMax} className="min-h-20" {...props} />;
}

/**
 * A form the owner opens inside a visit in the list (a rental offer, another time): its title and fields, then the
 * note and the footer. `gap` is the space between its parts.
 */
export function InListForm({
  form,
  label,
  gap,
  busy,
  error,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  form: { formRef: RefObject<HTMLFormElement | null>; field: (name: 'note') => ComponentProps<typeof NoteField> };
  label: string;
  gap: 'gap-3' | 'gap-4';
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className={`grid ${gap} rounded-xl bg-brand-50/60 p-3 ring-1 ring-brand-100 sm:p-4`}
    >
      {children}
      <NoteField disabled={busy} {...form.field('note')} />
      <FormFooter error={error} busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

/**
 * A failed visit or offer form: a 409 means the other side moved first (nothing on the form to fix), so the list
 * tells it and shows the visit as it is now; any other error stays on the form, by field where the server says which.
 */
export function formFailed(
  error: Error,
  on: {
    moved: (message: string) => void;
    fields: (error: Error) => void;
    form: (message: string) => void;
    fallback: string;
  },
): void {
  if (error instanceof ApiError && error.status === 409) {
    on.moved(errorMessage(error, on.fallback));
    return;
  }
  on.fields(error);
  on.form(errorMessage(error, on.fallback));
}

/**
 * formFailed for a form shown in the visit list: a 409 goes to the list's note (`announce`, as an error), anything
 * else stays on the form.
 */
export function failedInList(
  form: { takeServerErrors: (error: Error) => void },
  setFormError: (message: string) => void,
  announce: (note: { tone: 'error'; text: string }) => void,
  fallback: string,
): (error: Error) => void {
  return (error) =>
    formFailed(error, { moved: (text) => announce({ tone: 'error', text }), fields: form.takeServerErrors, form: setFormError, fallback });
}
