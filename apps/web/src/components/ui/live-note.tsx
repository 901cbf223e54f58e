import type { Ref } from 'react';
import { FormMessage } from './form-message';

/** The outcome of an action on a list (removed, marked read, failed…). */
export type Note = { tone: 'success' | 'error'; text: string };

/**
 * Where a list says what an action did: a polite live region that can take focus, so that when the row (and its
 * button) went away, focus lands on the message rather than the page's start.
 */
export function LiveNote({ note, ref }: { note: Note | null; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} aria-live="polite" className="outline-none empty:hidden">
      {note ? <FormMessage tone={note.tone}>{note.text}</FormMessage> : null}
    </div>
  );
}
