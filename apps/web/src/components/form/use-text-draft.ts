import { type ChangeEvent, useRef, useState } from 'react';

/**
 * A free text being written in a dialog (a dispute's reason, a report's, a cancellation's): the text, its refusal,
 * and the props of its text field, whose typing clears the refusal so the person sees it went. `accept(problem)`
 * shows the check's problem and focuses the field in `formRef`'s form (false), or clears the refusal (true).
 */
export function useTextDraft() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    if (error) setError(undefined);
  };
  const formRef = useRef<HTMLFormElement>(null);
  const accept = (problem: string | null | undefined) => {
    setError(problem || undefined);
    if (problem) formRef.current?.querySelector('textarea')?.focus();
    return !problem;
  };
  return { text, setText, error, setError, accept, formRef, field: { value: text, onChange, error } };
}
