import type { ReactNode } from 'react';
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
