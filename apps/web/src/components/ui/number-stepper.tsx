import { useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { MinusIcon, PlusIcon } from './icons';

export interface NumberStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Names the − and + buttons: 'months' → 'Decrease months'. */
  unit: string;
  hint?: string;
  size?: 'md' | 'sm';
  /** A shorter text to show ('Months'), while `label` stays the input's full name for screen readers. */
  shortLabel?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

/** A whole number between min and max: − / + buttons and a typed value, settled on blur. */
export function NumberStepper({ label, value, min, max, onChange, unit, hint, size = 'md', shortLabel }: NumberStepperProps) {
  const t = useT('common');
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const box = size === 'md' ? 'h-12 w-12' : 'h-11 w-11';
  const stepButton = `flex ${box} items-center justify-center text-stone-800 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent`;

  return (
    <div>
      <label htmlFor={id} className={`${size === 'md' ? 'mb-2' : 'mb-1'} block text-sm font-semibold text-stone-900`}>
        {shortLabel ? (
          <>
            <span aria-hidden="true">{shortLabel}</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          label
        )}
      </label>
      <div className="inline-flex items-stretch overflow-hidden rounded-xl border border-stone-300 bg-white">
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clamp(value - 1, min, max))}
          disabled={value <= min}
          aria-label={t('form.decrease', { unit })}
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const next = Number(e.target.value);
            if (e.target.value !== '' && Number.isInteger(next) && next >= min && next <= max) onChange(next);
          }}
          onBlur={() => {
            const next = clamp(Number(text || min), min, max);
            setText(String(next));
            onChange(next);
          }}
          className={`${size === 'md' ? 'w-20 text-lg' : 'w-14 text-base'} border-x border-stone-300 text-center font-semibold text-stone-950 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clamp(value + 1, min, max))}
          disabled={value >= max}
          aria-label={t('form.increase', { unit })}
        >
          <PlusIcon />
        </button>
      </div>
      {hint ? <p className="mt-1 text-xs text-stone-600">{hint}</p> : null}
    </div>
  );
}
