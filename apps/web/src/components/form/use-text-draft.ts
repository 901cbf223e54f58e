import { type ChangeEvent, useState } from 'react';

/**
 * A free text being written in a dialog (a dispute's reason, a report's, a cancellation's): the text, its refusal,
 * and the props of its text field, whose typing clears the refusal so the person sees it went.
 */
export function useTextDraft() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    if (error) setError(undefined);
  };
  return { text, setText, error, setError, field: { value: text, onChange, error } };
}
