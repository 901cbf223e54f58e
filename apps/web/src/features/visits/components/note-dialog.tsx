import { type FormEvent, useState } from 'react';
import { DialogFormFooter } from '../../../components/ui/dialog-footer';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { NoteField } from '../forms/form-footer';
import { useVisitWords } from '../visit-words';

interface NoteDialogProps {
  open: boolean;
  title: string;
  hint: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Whether to ask for a note for the other side (decline, cancel); an offer's decline asks nothing. */
  withNote?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (note: string | undefined) => void;
  onCancel: () => void;
}

/** The body, mounted on each opening so the note starts empty; the safe choice is focused first, as in ConfirmDialog. */
function NoteForm({
  hint,
  confirmLabel,
  cancelLabel,
  withNote = true,
  busy,
  error,
  onConfirm,
  onCancel,
}: Omit<NoteDialogProps, 'open' | 'title'>) {
  const w = useVisitWords();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(note.trim() === '' ? undefined : note.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-stone-700">{hint}</p>
      {withNote ? <NoteField name="note" value={note} disabled={busy} onChange={(e) => setNote(e.target.value)} /> : null}
      <DialogFormFooter
        error={error}
        busy={busy}
        cancelText={cancelLabel}
        submitText={confirmLabel}
        workingText={w.t('VISIT_TEXT.working')}
        onCancel={onCancel}
        cancelFirst
        danger
      />
    </form>
  );
}

/** A confirmation before a visit or offer is declined or cancelled, with an optional note and the server's refusal. */
export function NoteDialog({ open, title, busy, onCancel, ...rest }: NoteDialogProps) {
  return (
    <ModalDialog open={open} title={title} busy={busy} onClose={onCancel}>
      <NoteForm busy={busy} onCancel={onCancel} {...rest} />
    </ModalDialog>
  );
}
