import { CATEGORIES, CATEGORY_LABELS, type Category, LIMITS } from '@kiraya/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '../../../lib/money';

export const SLIDER = LIMITS.priceSlider;

export function roundUpToStep(value: number): number {
  return Math.max(SLIDER.step, Math.ceil(value / SLIDER.step) * SLIDER.step);
}

/** Category radios shown as chips; "All categories" is null. */
export function CategoryFilter({ value, onChange }: { value: Category | null; onChange: (category: Category | null) => void }) {
  // Shown at once; the URL (the source of truth) follows in a transition.
  const [selected, setSelected] = useState(value);
  useEffect(() => setSelected(value), [value]);
  const options: { value: Category | null; label: string }[] = [
    { value: null, label: 'All categories' },
    ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">Category</legend>
      <div className="flex flex-wrap gap-2 lg:flex-col">
        {options.map((option) => (
          <label key={option.label} className="relative cursor-pointer">
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

/**
 * The maximum-price slider (min 0, step 500). Its top is the highest price the server reports
 * (X-Price-Max), or 10,000 before it is known; at the top it means 'any price'.
 */
export function PriceSlider({
  bound,
  value,
  onCommit,
}: {
  bound: number;
  value: number | undefined;
  onCommit: (max: number | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? bound);
  useEffect(() => setDraft(value ?? bound), [value, bound]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: number) {
    setDraft(next);
    clearTimeout(timer.current);
    // Commit after the hand rests, so dragging does not fire a request per step.
    timer.current = setTimeout(() => onCommit(next >= bound ? undefined : next), 350);
  }

  const any = draft >= bound;
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-stone-900">
          Maximum price
        </label>
        <output htmlFor={id} className="text-sm font-bold whitespace-nowrap text-brand-800">
          {any ? 'Any price' : `Up to ${formatPrice(draft)}`}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={SLIDER.min}
        max={bound}
        step={SLIDER.step}
        value={Math.min(draft, bound)}
        aria-valuetext={any ? 'Any price' : `Up to ${formatPrice(draft)}`}
        onChange={(e) => change(Number(e.target.value))}
        className="range-brand h-11 w-full cursor-pointer"
      />
      <div className="flex justify-between text-xs text-stone-600" aria-hidden="true">
        <span>{formatPrice(SLIDER.min)}</span>
        <span>{formatPrice(bound)}</span>
      </div>
    </div>
  );
}
