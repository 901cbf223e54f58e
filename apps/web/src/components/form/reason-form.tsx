import type { FormEvent, ReactNode } from 'react';
import { TextAreaField } from '../ui/form';
import type { useTextDraft } from './use-text-draft';

/**
 * A dialog's form that asks for a required reason (a dispute, a report): the reason, focused on opening, with its
 * length hint, then the caller's footer.
 */
export function ReasonForm({
  draft,
  label,
  hint,
  placeholder,
  maxLength,
  onSubmit,
  children,
}: {
  draft: ReturnType<typeof useTextDraft>;
  label: string;
  hint: string;
  placeholder?: string;
  maxLength: number;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form ref={draft.formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextAreaField label={label} required autoFocus maxLength={maxLength} {...draft.field} hint={hint} placeholder={placeholder} />
      {children}
    </form>
  );
}
