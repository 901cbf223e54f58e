import { CITIES, DEFAULT_CITY, LIMITS, type Suggestion } from '@kiraya/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { showsDevanagari, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useLocation, useNavigate } from '../../lib/router';
import { PinIcon, SearchIcon } from '../ui/icons';
import { InputHint } from '../ui/input-hint';
import { useSuggestions } from './use-suggestions';

/** The words and city of the results page at `location`; null elsewhere. */
function searched(location: { pathname: string; search: string }): { query: string; city: string | null } | null {
  if (location.pathname !== paths.search()) return null;
  const params = new URLSearchParams(location.search);
  const wanted = params.get('city');
  return { query: params.get('query') ?? '', city: wanted && (CITIES as readonly string[]).includes(wanted) ? wanted : null };
}

/**
 * The header's city select and search box; submits to /search?query=&city=. The box is an ARIA 1.2 combobox: while
 * typing, suggestions (debounced, stale requests aborted) open in a listbox; Down/Up move through them
 * (aria-activedescendant, focus stays in the box), Enter opens the chosen one or searches, Escape closes the list.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const t = useT('common');
  const location = useLocation();
  // On the results page the box starts with its search (the server renders it so), and the effect below that keeps
  // it in step then has nothing to change after hydration.
  const [query, setQuery] = useState(() => searched(location)?.query ?? '');
  const [city, setCity] = useState<string>(() => searched(location)?.city ?? DEFAULT_CITY);
  const [open, setOpen] = useState(false);
  // Read by key presses: a second Down pressed before the list has re-rendered must move, not open it again.
  const openNow = useRef(open);
  openNow.current = open;
  const [active, setActive] = useState(-1);
  const { suggestions } = useSuggestions(query, open);
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && suggestions.length > 0;

  // A new list: nothing chosen yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new list
  useEffect(() => setActive(-1), [suggestions]);

  // Typed or searched-for Hindi on an English page: its face, so the words are drawn (lib/i18n).
  useEffect(() => showsDevanagari(query), [query]);

  // Keep the box in step with the results page (Back/Forward, links to other searches).
  useEffect(() => {
    const search = searched({ pathname: location.pathname, search: location.search });
    if (!search) return;
    setQuery(search.query);
    if (search.city) setCity(search.city);
  }, [location.pathname, location.search]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    navigate(paths.search({ query: query.trim() || undefined, city }));
  }

  function choose(suggestion: Suggestion) {
    setOpen(false);
    if (suggestion.kind !== 'title' || !suggestion.href.startsWith('/search')) setQuery('');
    else setQuery(suggestion.text);
    navigate(suggestion.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!openNow.current) {
        openNow.current = true;
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: Up from the first option returns to the text.
      setActive((i) => ((i + step + 1 + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        setQuery('');
      }
    }
  }

  return (
    <search className={className} aria-label={t('search.region')}>
      <form
        onSubmit={onSubmit}
        className="relative flex w-full items-stretch rounded-xl border border-stone-300 bg-white shadow-sm focus-within:border-brand-600"
      >
        <label htmlFor={`${id}-city`} className="sr-only">
          {t('search.city')}
        </label>
        <div className="relative flex items-center border-r border-stone-200">
          <PinIcon className="pointer-events-none absolute left-2.5 text-brand-700" width={16} height={16} />
          <select
            id={`${id}-city`}
            name="city"
            value={city}
            onChange={(e) => setCity(e.target.value)}
            className="h-11 appearance-none rounded-l-xl bg-transparent pr-3 pl-8 text-sm font-medium text-stone-800"
          >
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <label htmlFor={`${id}-query`} className="sr-only">
          {t('search.query')}
        </label>
        <div className="relative min-w-0 flex-1">
          <input
            id={`${id}-query`}
            type="search"
            name="query"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => query !== '' && setOpen(true)}
            maxLength={LIMITS.searchQueryMax}
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full bg-transparent px-3 text-sm text-stone-900"
          />
          <InputHint text={t('search.hint')} show={query === ''} />
          <p className="sr-only" aria-live="polite">
            {expanded ? t('search.suggestionCount', { count: suggestions.length }) : ''}
          </p>
        </div>
        <button
          type="submit"
          className="m-1 inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <SearchIcon width={18} height={18} />
          <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
        </button>
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-30 mt-2 max-h-96 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((s, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (Up, Down, Enter on the box), as ARIA 1.2 asks
            <div
              key={`${s.kind}-${s.href}-${s.text}`}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              // Keep focus in the box: the click chooses, the blur does not close the list first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
              onMouseMove={() => setActive(i)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2.5 text-sm ${
                i === active ? 'bg-brand-50 text-brand-900' : 'text-stone-800'
              }`}
            >
              <span className="min-w-0 truncate">{s.text}</span>
              {s.kind !== 'title' ? <span className="shrink-0 text-xs text-stone-600">{t(`search.kind.${s.kind}`)}</span> : null}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
