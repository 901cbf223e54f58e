import { LIMITS } from '@kiraya/contract';
import { useEffect, useId, useState } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';

const MIN = LIMITS.rentMonthsMin;
const MAX = LIMITS.rentMonthsMax;

export function clampMonths(value: number): number {
  if (!Number.isFinite(value)) return MIN;
  return Math.min(MAX, Math.max(MIN, Math.round(value)));
}

/** Rent duration in months: − / + buttons and a number input, never below 1. */
export function RentDurationStepper({ value, onChange }: { value: number; onChange: (months: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const stepButton =
    'flex h-12 w-12 items-center justify-center text-stone-800 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-stone-900">
        Rent duration (months)
      </label>
      <div className="inline-flex items-stretch overflow-hidden rounded-xl border border-stone-300 bg-white">
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampMonths(value - 1))}
          disabled={value <= MIN}
          aria-label="Decrease months"
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN}
          max={MAX}
          step={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const next = Number(e.target.value);
            if (e.target.value !== '' && Number.isInteger(next) && next >= MIN && next <= MAX) onChange(next);
          }}
          onBlur={() => {
            const next = clampMonths(Number(text || MIN));
            setText(String(next));
            onChange(next);
          }}
          className="w-20 border-x border-stone-300 text-center text-lg font-semibold text-stone-950 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampMonths(value + 1))}
          disabled={value >= MAX}
          aria-label="Increase months"
        >
          <PlusIcon />
        </button>
      </div>
      <p className="mt-1 text-xs text-stone-600">
        From {MIN} to {MAX} months.
      </p>
    </div>
  );
}
