import { SORT_LABELS, SORTS, type Sort } from '@kiraya/contract';
import { useEffect, useId, useState } from 'react';
import { useLocalize, useT } from '../../../lib/i18n';

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
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
          const next = e.target.value as Sort;
          setSelected(next);
          onChange(next);
        }}
        className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {localize(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
