import { DialogFormFooter } from '../../../components/ui/dialog-footer';
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
