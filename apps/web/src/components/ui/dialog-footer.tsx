import { Button } from './button';
import { FormMessage } from './form';

/**
 * The end of a form in a dialog: what went wrong (if anything), then "cancel" and the submit button, which says it is
 * working while `busy`, or why it waits (`waiting`) while something else must finish first.
 */
export function DialogFormFooter({
  error,
  busy,
  cancelText,
  submitText,
  workingText,
  waiting,
  onCancel,
  cancelFirst = false,
  danger = false,
}: {
  error: string | null;
  busy: boolean;
  cancelText: string;
  submitText: string;
  workingText: string;
  /** Why the submit button waits (photos still uploading), if it does. */
  waiting?: string;
  onCancel: () => void;
  /** Focus starts on "cancel" (a step that cannot be undone). */
  cancelFirst?: boolean;
  /** The submit button is red (a step that removes or cannot be undone). */
  danger?: boolean;
}) {
  return (
    <>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} autoFocus={cancelFirst || undefined} disabled={busy}>
          {cancelText}
        </Button>
        <Button type="submit" disabled={busy || waiting !== undefined} variant={danger ? 'danger' : 'primary'}>
          {busy ? workingText : (waiting ?? submitText)}
        </Button>
      </div>
    </>
  );
}
