import { VISIT_LIMITS, VISIT_MSG } from '@kiraya/contract/visits/rules';
import { type ComponentProps, type FormEvent, type ReactNode, type RefObject, useState } from 'react';
import { DialogFormFooter } from '../../../components/ui/dialog-footer';
import { TextAreaField } from '../../../components/ui/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { Announce } from '../components/use-notice';
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

/** What differs between the forms the owner opens inside a visit in the list. */
const IN_LIST = {
  offer: { label: 'VISIT_TEXT.sendOffer', submit: 'VISIT_TEXT.sendOfferSubmit', gap: 'gap-4', failed: VISIT_MSG.offerFailed },
  propose: { label: 'VISIT_TEXT.propose', submit: 'VISIT_TEXT.sendProposal', gap: 'gap-3', failed: VISIT_MSG.moveFailed },
} as const;

/**
 * A form the owner opens inside a visit in the list (a rental offer, another time): its title and fields, then the
 * note and the footer. On submit the checked data goes to `send` with the error handler: a 409 goes to the list's
 * note (the visit moved on meanwhile), anything else stays on the form.
 */
export function InListForm<T>({
  kind,
  form,
  busy,
  onDone,
  onCancel,
  send,
  children,
}: {
  kind: keyof typeof IN_LIST;
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    field: (name: 'note') => ComponentProps<typeof NoteField>;
    handleSubmit: (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => void;
    takeServerErrors: (error: Error) => void;
  };
  busy: boolean;
  onDone: Announce;
  onCancel: () => void;
  send: (data: T, onError: (error: Error) => void) => void;
  children: ReactNode;
}) {
  const w = useVisitWords();
  const [formError, setFormError] = useState<string | null>(null);
  const texts = IN_LIST[kind];
  const submit = form.handleSubmit((data) => {
    setFormError(null);
    send(data, failedInList(form, setFormError, onDone, texts.failed));
  });
  const className = `grid ${texts.gap} rounded-xl bg-brand-50/60 p-3 ring-1 ring-brand-100 sm:p-4`;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label={w.t(texts.label)} className={className}>
      {children}
      <NoteField disabled={busy} {...form.field('note')} />
      <FormFooter error={formError} busy={busy} submitLabel={w.t(texts.submit)} onCancel={onCancel} />
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
