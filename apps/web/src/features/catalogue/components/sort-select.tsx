import { LIST_SORT_LABELS, type ListSort, SORTS } from '@kiraya/contract';
import { useEffect, useId, useState } from 'react';

/** The list's order; "Nearest first" is offered only when the list has a place to measure from. */
export function SortSelect({
  value,
  onChange,
  sorts = SORTS,
}: {
  value: ListSort;
  onChange: (sort: ListSort) => void;
  sorts?: readonly ListSort[];
}) {
  const id = useId();
  // Shown at once; the URL (the source of truth) follows in a transition.
  const [selected, setSelected] = useState(value);
  useEffect(() => setSelected(value), [value]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-stone-700">
        Sort by
      </label>
      <select
        id={id}
        value={selected}
        onChange={(e) => {
          const next = e.target.value as ListSort;
          setSelected(next);
          onChange(next);
        }}
        className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {LIST_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
