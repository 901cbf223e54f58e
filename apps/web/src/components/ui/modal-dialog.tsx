import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal form in a native <dialog>: the browser traps focus, restores it on close and makes the page behind inert;
 * Escape calls onClose (unless busy, so a request in flight is not orphaned). The caller renders its own buttons.
 */
export function ModalDialog({
  open,
  title,
  description,
  busy = false,
  wide = false,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  busy?: boolean;
  /** A wider dialog (a whole item under review) instead of a form's 32rem. */
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
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
        if (!busy) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${wide ? 'w-[min(56rem,calc(100vw-1rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'} overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-2xl backdrop:bg-stone-950/40`}
    >
      <h2 id={titleId} className="text-lg font-bold text-stone-950">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-stone-700">{description}</div> : null}
      {open ? <div className="mt-4">{children}</div> : null}
    </dialog>
  );
}
