import { SORT_LABELS, SORTS, type Sort } from '@kiraya/contract';
import { useEffect, useId, useState } from 'react';

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
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
          const next = e.target.value as Sort;
          setSelected(next);
          onChange(next);
        }}
        className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
