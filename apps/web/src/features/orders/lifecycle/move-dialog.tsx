import type { LineMoveInput } from '@kiraya/contract';
import type { ReactNode, RefObject } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button-styles';
import { DialogFormFooter } from '../../../components/ui/dialog-footer';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { useMoveLine } from './lifecycle-api';

type Move = ReturnType<typeof useMoveLine>;

/** What a move's button takes from the line's panel. */
export interface LineMoveButtonProps {
  title: string;
  /** The panel's mutation: it outlives the button, which goes once the move is made. */
  move: Move;
  /** The move was made: the panel says `text`. */
  onDone: (text: string) => void;
  /** The line moved on meanwhile (409): the button and its dialog go, so the panel shows why. */
  onMovedOn?: (text: string) => void;
}

/** What the form inside a move's dialog may do with the dialog. */
export interface MoveDialogControl {
  /** Closes it and forgets the last attempt's error. */
  cancel: () => void;
  /** Closes it: the move was made, the panel says `text`. */
  done: (text: string) => void;
  /** Closes it: the server refused because the line moved on meanwhile; the panel says why. */
  movedOn: (error: ApiError) => void;
}

/**
 * A move of a line behind a button (record the handover, record the return, cancel): the small button, named for the
 * item, opens a modal dialog holding the move's form; opening it forgets the last attempt's error.
 */
export function MoveDialogButton({
  move,
  text,
  label,
  title,
  description,
  failed,
  variant,
  className,
  onCancel,
  onDone,
  onMovedOn,
  children,
}: Omit<LineMoveButtonProps, 'title'> & {
  /** The button's visible text, and its accessible name (which names the item). */
  text: string;
  label: string;
  /** The dialog's title and its lead. */
  title: string;
  description?: string;
  /** Said when a refusal has no message of its own. */
  failed: string;
  variant?: ButtonVariant;
  className?: string;
  /** Called too when the dialog is cancelled, for the form to forget its own checks. */
  onCancel?: () => void;
  children: (dialog: MoveDialogControl) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const control: MoveDialogControl = {
    cancel: () => {
      setOpen(false);
      onCancel?.();
      move.reset();
    },
    done: (said) => {
      setOpen(false);
      onDone(said);
    },
    movedOn: (error) => {
      setOpen(false);
      onMovedOn?.(errorMessage(error, failed));
    },
  };
  return (
    <>
      <Button
        size="sm"
        variant={variant}
        className={className}
        aria-label={label}
        onClick={() => {
          move.reset();
          setOpen(true);
        }}
      >
        {text}
      </Button>
      <ModalDialog open={open} title={title} description={description} busy={move.isPending} onClose={control.cancel}>
        {children(control)}
      </ModalDialog>
    </>
  );
}

/** The end of a move's form: the server's refusal if the last attempt failed (`failed` when it says nothing), then
 * "cancel" and the submit button. */
export function MoveFormFooter({
  move,
  failed,
  ...footer
}: { move: Move; failed: string } & Omit<Parameters<typeof DialogFormFooter>[0], 'error' | 'busy'>) {
  return <DialogFormFooter {...footer} error={move.isError ? errorMessage(move.error, failed) : null} busy={move.isPending} />;
}

/** Moves focus to the form's first refused field (or its alert) once the refusal has rendered. */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
}

/**
 * Sends a report's move (the handover or the return): once it is made, the photos picked for it are kept (they are the
 * report's now); a 409 means the line moved on meanwhile, and the form gives way to the line as it is now.
 */
export function sendReportMove(
  move: Move,
  input: LineMoveInput,
  photos: { keep: () => void },
  onSaved: () => void,
  onMovedOn: (error: ApiError) => void,
): void {
  move.mutate(input, {
    onSuccess: () => {
      photos.keep();
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onMovedOn(error);
    },
  });
}
