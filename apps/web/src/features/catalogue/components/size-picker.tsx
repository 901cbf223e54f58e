import { CLOTHING_SIZES } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';

type Size = (typeof CLOTHING_SIZES)[number];

/** Sizes M, L, XL (clothing only): native radios, styled as pills, so arrows and labels just work. */
export function SizePicker({ value, onChange }: { value: Size | null; onChange: (size: Size) => void }) {
  const t = useT('catalogue');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">{t('size.legend')}</legend>
      <div className="flex gap-2">
        {CLOTHING_SIZES.map((size) => (
          <label key={size} className="relative cursor-pointer">
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="flex h-11 min-w-14 items-center justify-center rounded-xl border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-hover:border-brand-600">
              {size}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
