import type { Suggestion } from '@kiraya/contract';
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client';
import { apiPaths } from '../../lib/paths';

/** Wait this long after the last keystroke before asking (a fast typist sends one request, not one per key). */
export const SUGGEST_DEBOUNCE_MS = 150;

/** True when two answers list the same suggestions in the same order. */
export function sameSuggestions(a: readonly Suggestion[], b: readonly Suggestion[]): boolean {
  return a.length === b.length && a.every((s, i) => s.kind === b[i]?.kind && s.text === b[i]?.text && s.href === b[i]?.href);
}

/**
 * Suggestions for what is being typed: debounced, and each new text aborts the request of the previous one, so a
 * slow answer for 'fr' never replaces the answer for 'fridge'. Failures show no suggestions (the box still submits).
 */
export function useSuggestions(text: string, enabled: boolean): { suggestions: Suggestion[]; loading: boolean } {
  const [state, setState] = useState<{ for: string; suggestions: Suggestion[] }>({ for: '', suggestions: [] });
  const [loading, setLoading] = useState(false);
  const q = text.trim();

  useEffect(() => {
    if (!enabled || q === '') {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      apiGet<Suggestion[]>(apiPaths.searchSuggest(q), controller.signal)
        .then((suggestions) =>
          // The same answer again (the list reopened) keeps its identity, so the option already chosen stays chosen.
          setState((prev) => (prev.for === q && sameSuggestions(prev.suggestions, suggestions) ? prev : { for: q, suggestions })),
        )
        .catch(() => {
          if (!controller.signal.aborted) setState({ for: q, suggestions: [] });
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, enabled]);

  // The previous list stays while the next is on its way (no flicker between keystrokes).
  return { suggestions: enabled && q !== '' ? state.suggestions : [], loading };
}
