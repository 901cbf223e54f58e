import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormMessage } from '../ui/form';

/** The confirmation before a row is deleted, with the server's refusal shown inside it. */
export function DeleteDialog({
  open,
  title,
  busy,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog open={open} title={title} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      {children}
      {error ? (
        <div className="mt-3">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * The row a DeleteDialog asks about and the server's refusal: `ask(row)` opens it, `fail(message)` shows why the
 * delete did not happen, `close()` shuts it; `dialog` holds the props the DeleteDialog takes from this state.
 */
export function useDeleting<Row>() {
  const [row, setRow] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setRow(null);
    setError(null);
  };
  return {
    row,
    ask: (next: Row) => {
      setError(null);
      setRow(next);
    },
    fail: setError,
    clearError: () => setError(null),
    close,
    dialog: { open: row !== null, error, onCancel: close },
  };
}
