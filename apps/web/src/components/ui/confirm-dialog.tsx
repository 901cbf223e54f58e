import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

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
 * Confirmation before a destructive action: a modal <dialog> (focus is trapped and restored by the
 * browser, Escape cancels), with the safe choice focused first.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-stone-950/40"
    >
      <h2 id={titleId} className="text-lg font-bold text-stone-950">
        {title}
      </h2>
      {children ? <div className="mt-2 text-stone-700">{children}</div> : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} autoFocus disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} className="bg-red-700 hover:bg-red-800">
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
