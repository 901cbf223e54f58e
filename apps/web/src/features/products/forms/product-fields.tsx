import { CONDITIONS, PRODUCT_CATEGORIES, PRODUCT_TYPES } from '@kiraya/contract';
import { useId } from 'react';
import { FieldError, RequiredMark } from '../../../components/ui/form';
import { useT } from '../../../lib/i18n';

export const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((value) => ({
  value,
  label: value,
}));
export const CONDITION_OPTIONS = CONDITIONS.map((value) => ({ value, label: value }));
export const TYPE_OPTIONS = PRODUCT_TYPES.map((value) => ({ value, label: value }));

export const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** `optionLabel(field, value, fallback)`: a category, condition or type option's label in the active language. */
export function useOptionLabel(): (field: string, value: string, fallback: string) => string {
  const t = useT('buyer');
  return (field, value, fallback) => {
    if (field === 'category' && (PRODUCT_CATEGORIES as readonly string[]).includes(value)) return t(`category.${value as 'property'}`);
    if (field === 'condition' && (CONDITIONS as readonly string[]).includes(value)) return t(`condition.${value as 'new'}`);
    if (field === 'type' && (PRODUCT_TYPES as readonly string[]).includes(value)) return t(`type.${value as 'rent'}`);
    return fallback;
  };
}

/** A required choice among a few values as radio buttons in a fieldset (its legend names the group). */
export function RadioGroupField({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        {legend}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 text-sm font-semibold ${
              value === option.value ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800'
            } ${error ? 'border-red-600' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="h-4 w-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export { UploadProgress } from '../../../components/form/upload-progress';
