import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

/** "12" or "12+" beside a filter value (a capped facet counts a sample: its numbers are lower bounds). */
export function FacetCount({ n, capped }: { n: number | undefined; capped: boolean }) {
  const t = useT('catalogue');
  if (n === undefined) return null;
  return <span className="ml-1.5 text-xs font-normal tabular-nums">{t(capped ? 'filters.countCapped' : 'filters.count', { n })}</span>;
}

interface ChoiceOption<V> {
  value: V;
  label: string;
  count?: number;
}

/**
 * A group of chips: radio buttons (one value or none) or checkboxes (several). The inputs are real, so keyboard and
 * screen readers work as with any form; the chip is their styled label.
 */
export function ChoiceChips<V extends string | number>({
  legend,
  name,
  options,
  selected,
  multiple,
  capped,
  onChange,
}: {
  legend: string;
  name: string;
  options: ChoiceOption<V>[];
  selected: readonly V[];
  multiple: boolean;
  capped: boolean;
  onChange: (next: V[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label key={String(option.value)} className="relative cursor-pointer">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                checked={checked}
                onChange={() =>
                  onChange(multiple ? (checked ? selected.filter((v) => v !== option.value) : [...selected, option.value]) : [option.value])
                }
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span className="flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-3.5 text-sm font-medium text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-hover:border-brand-600">
                {option.label}
                <FacetCount n={option.count} capped={capped} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function FilterSection({ children }: { children: ReactNode }) {
  return <div className="border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">{children}</div>;
}
