import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. the spec's 'Delete this product?'. */
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  /** The safe choice; rename it when the action itself is a cancellation. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirmation before a destructive action, in the shared modal (focus trapped and restored by the
 * browser, Escape cancels), with the safe choice focused first.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT('common');
  return (
    <ModalDialog open={open} title={title} busy={busy} onClose={onCancel}>
      {children ? <div className="text-stone-700">{children}</div> : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} autoFocus disabled={busy}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('dialog.working') : (confirmLabel ?? t('dialog.delete'))}
        </Button>
      </div>
    </ModalDialog>
  );
}
