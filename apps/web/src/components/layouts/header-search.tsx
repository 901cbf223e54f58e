import { CITIES, DEFAULT_CITY, LIMITS } from '@kiraya/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { PinIcon, SearchIcon } from '../ui/icons';
import { InputHint } from '../ui/input-hint';

/** The header's city select and search box; submits to /search?query=&city=. */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const t = useT('common');
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [city, setCity] = useState<string>(DEFAULT_CITY);

  // Keep the box in step with the results page (Back/Forward, links to other searches).
  useEffect(() => {
    if (location.pathname !== paths.search()) return;
    const params = new URLSearchParams(location.search);
    setQuery(params.get('query') ?? '');
    const wanted = params.get('city');
    if (wanted && (CITIES as readonly string[]).includes(wanted)) setCity(wanted);
  }, [location.pathname, location.search]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(paths.search({ query: query.trim() || undefined, city }));
  }

  return (
    <search className={className} aria-label={t('search.region')}>
      <form
        onSubmit={onSubmit}
        className="flex w-full items-stretch rounded-xl border border-stone-300 bg-white shadow-sm focus-within:border-brand-600"
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
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={LIMITS.searchQueryMax}
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full bg-transparent px-3 text-sm text-stone-900"
          />
          <InputHint text={t('search.hint')} show={query === ''} />
        </div>
        <button
          type="submit"
          className="m-1 inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <SearchIcon width={18} height={18} />
          <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
        </button>
      </form>
    </search>
  );
}
