import { BHK_MAX, FURNISHINGS, LOCALITIES } from '@kiraya/contract';
import type { ChangeEvent } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { SelectField } from '../ui/form';

type FieldProps = { name: string; value: string; error?: string | undefined; onChange: (event: ChangeEvent<HTMLSelectElement>) => void };

/**
 * Where an item is (its Lucknow locality, which the filters and "near me" read) or, for property, its BHK and
 * furnishing. `field(name)` is the form's binder (useZodForm's field). Words from the `upload` area (the contract's
 * PLACE_TEXT); localities by their Hindi names in Hindi.
 */
export function PlaceFields({
  show,
  field,
}: {
  show: 'locality' | 'size';
  field: (name: 'locality' | 'bhk' | 'furnishing') => FieldProps;
}) {
  const t = useT('upload');
  const hindi = useLanguage() === 'hi';
  if (show === 'locality')
    return (
      <SelectField
        label={t('PLACE_TEXT.locality')}
        required
        emptyOption={t('PLACE_TEXT.chooseLocality')}
        options={LOCALITIES.map((l) => ({ value: l.slug, label: hindi ? l.nameHi : l.name }))}
        hint={t('PLACE_TEXT.localityHint')}
        {...field('locality')}
      />
    );
  const bhkOptions = Array.from({ length: BHK_MAX + 1 }, (_, n) => ({
    value: String(n),
    label: n === 0 ? t('place.rk') : t('place.bhk', { n: String(n) }),
  }));
  const furnishingOptions = FURNISHINGS.map((f) => ({ value: f, label: t(`place.${f}`) }));
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <SelectField label={t('PLACE_TEXT.bhk')} emptyOption={t('PLACE_TEXT.notSaid')} options={bhkOptions} {...field('bhk')} />
      <SelectField
        label={t('PLACE_TEXT.furnishing')}
        emptyOption={t('PLACE_TEXT.notSaid')}
        options={furnishingOptions}
        {...field('furnishing')}
      />
    </div>
  );
}
