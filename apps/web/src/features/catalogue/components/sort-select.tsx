import { SEARCH_SORT_LABELS, type SearchSort, SORTS } from '@kiraya/contract';
import { useEffect, useId, useState } from 'react';
import { useLocalize, useT } from '../../../lib/i18n';

/** The list's order; "Nearest first" is offered only when the list has a place to measure from. */
export function SortSelect({
  value,
  onChange,
  sorts = SORTS,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  sorts?: readonly SearchSort[];
}) {
  const id = useId();
  const t = useT('catalogue');
  const localize = useLocalize();
  // Shown at once; the URL (the source of truth) follows in a transition.
  const [selected, setSelected] = useState(value);
  useEffect(() => setSelected(value), [value]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-stone-700">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={selected}
        onChange={(e) => {
          const next = e.target.value as SearchSort;
          setSelected(next);
          onChange(next);
        }}
        className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {localize(SEARCH_SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
