import { CATEGORIES, CATEGORY_LABELS, type Category } from '@kiraya/contract';
import { useEffect, useState } from 'react';
import { useLocalize, useT } from '../../../lib/i18n';

/** Category radios shown as chips; "All categories" is null. */
export function CategoryFilter({ value, onChange }: { value: Category | null; onChange: (category: Category | null) => void }) {
  // Shown at once; the URL (the source of truth) follows in a transition.
  const [selected, setSelected] = useState(value);
  const t = useT('catalogue');
  const localize = useLocalize();
  useEffect(() => setSelected(value), [value]);
  const options: { value: Category | null; label: string }[] = [
    { value: null, label: t('explore.allCategories') },
    ...CATEGORIES.map((c) => ({ value: c, label: localize(CATEGORY_LABELS[c]) })),
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">{t('explore.category')}</legend>
      <div className="flex flex-wrap gap-2 lg:flex-col">
        {options.map((option) => (
          <label key={option.value ?? 'all'} className="relative cursor-pointer">
            <input
              type="radio"
              name="category"
              checked={selected === option.value}
              onChange={() => {
                setSelected(option.value);
                onChange(option.value);
              }}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-hover:border-brand-600">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
