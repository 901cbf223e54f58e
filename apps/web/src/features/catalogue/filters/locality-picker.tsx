import { LOCALITIES, type LocalitySlug, localityBySlug } from '@kiraya/contract';
import { useId, useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { useLanguage, useT } from '../../../lib/i18n';
import { FacetCount } from './filter-parts';

/**
 * Localities, several at once: the chosen ones as removable chips, then a list to tick, narrowed by typing part of
 * a name (English or Hindi). Each shows how many items match the other filters there.
 */
export function LocalityPicker({
  selected,
  counts,
  capped,
  onChange,
}: {
  selected: readonly LocalitySlug[];
  counts: Record<string, number> | undefined;
  capped: boolean;
  onChange: (next: LocalitySlug[]) => void;
}) {
  const id = useId();
  const t = useT('catalogue');
  const hindi = useLanguage() === 'hi';
  const nameOf = (l: (typeof LOCALITIES)[number]) => (hindi ? l.nameHi : l.name);
  const [find, setFind] = useState('');
  const needle = find.trim().toLowerCase();
  const shown = needle ? LOCALITIES.filter((l) => l.name.toLowerCase().includes(needle) || l.nameHi.includes(find.trim())) : LOCALITIES;
  const toggle = (slug: LocalitySlug) => onChange(selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug]);

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">{t('filters.localities')}</legend>
      {selected.length ? (
        <ul className="mb-3 flex flex-wrap gap-2">
          {selected.map((slug) => {
            const found = localityBySlug(slug);
            const name = found ? nameOf(found) : slug;
            return (
              <li key={slug}>
                <button
                  type="button"
                  onClick={() => toggle(slug)}
                  aria-label={t('filters.localityRemove', { name })}
                  className="flex min-h-9 items-center gap-1 rounded-full bg-brand-700 py-1 pr-2 pl-3 text-sm font-medium text-white hover:bg-brand-800"
                >
                  {name}
                  <CloseIcon width={16} height={16} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label htmlFor={`${id}-find`} className="sr-only">
        {t('filters.localitySearch')}
      </label>
      <input
        id={`${id}-find`}
        type="search"
        value={find}
        onChange={(e) => setFind(e.target.value)}
        placeholder={t('filters.localitySearch')}
        className="mb-2 h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm"
      />
      <div className="max-h-56 overflow-y-auto rounded-xl border border-stone-200 p-1">
        {shown.length === 0 ? <p className="p-2 text-sm text-stone-600">{t('filters.localityNone')}</p> : null}
        {shown.map((l) => {
          const n = counts?.[l.slug] ?? (counts ? 0 : undefined);
          return (
            <label
              key={l.slug}
              className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-stone-50 ${n === 0 && !selected.includes(l.slug) ? 'text-stone-600' : 'text-stone-900'}`}
            >
              <input
                type="checkbox"
                checked={selected.includes(l.slug)}
                onChange={() => toggle(l.slug)}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="flex-1" lang={hindi ? 'hi' : undefined}>
                {nameOf(l)}
              </span>
              <FacetCount n={n} capped={capped} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
