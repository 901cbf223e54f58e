import { useState } from 'react';

/**
 * The last data a list query returned, kept on screen while the next page, sort or filter loads,
 * so the grid dims instead of flashing back to skeletons. `stale` says it belongs to the old request.
 */
export function useKeptData<T>(data: T | undefined): { data: T | undefined; stale: boolean } {
  const [kept, setKept] = useState(data);
  // Derived state, updated during render (React's documented pattern for it).
  if (data !== undefined && data !== kept) setKept(data);
  const shown = data ?? kept;
  return { data: shown, stale: data === undefined && shown !== undefined };
}
