import { BHK_MAX, FURNISHING_LABELS, FURNISHINGS, LOCALITIES, PLACE_TEXT } from '@kiraya/contract';
import type { ChangeEvent } from 'react';
import { SelectField } from '../ui/form';

type FieldProps = { name: string; value: string; error?: string | undefined; onChange: (event: ChangeEvent<HTMLSelectElement>) => void };

const LOCALITY_OPTIONS = LOCALITIES.map((l) => ({ value: l.slug, label: l.name }));
const BHK_OPTIONS = Array.from({ length: BHK_MAX + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? '1 RK / studio' : `${n} BHK` }));
const FURNISHING_OPTIONS = FURNISHINGS.map((f) => ({ value: f, label: FURNISHING_LABELS[f] }));

/**
 * Where an item is (its Lucknow locality, which the filters and "near me" read) or, for property, its BHK and
 * furnishing. `field(name)` is the form's binder (useZodForm's field).
 */
export function PlaceFields({
  show,
  field,
}: {
  show: 'locality' | 'size';
  field: (name: 'locality' | 'bhk' | 'furnishing') => FieldProps;
}) {
  if (show === 'locality')
    return (
      <SelectField
        label={PLACE_TEXT.locality}
        required
        emptyOption={PLACE_TEXT.chooseLocality}
        options={LOCALITY_OPTIONS}
        hint={PLACE_TEXT.localityHint}
        {...field('locality')}
      />
    );
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <SelectField label={PLACE_TEXT.bhk} emptyOption={PLACE_TEXT.notSaid} options={BHK_OPTIONS} {...field('bhk')} />
      <SelectField label={PLACE_TEXT.furnishing} emptyOption={PLACE_TEXT.notSaid} options={FURNISHING_OPTIONS} {...field('furnishing')} />
    </div>
  );
}
