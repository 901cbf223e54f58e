import { LIMITS } from '@kiraya/contract';
import { NumberStepper } from '../../../components/ui/number-stepper';
import { useT } from '../../../lib/i18n';

const MIN = LIMITS.rentMonthsMin;
const MAX = LIMITS.rentMonthsMax;

/** Rent duration in months: − / + buttons and a number input, never below 1. */
export function RentDurationStepper({ value, onChange }: { value: number; onChange: (months: number) => void }) {
  const t = useT('common');
  return (
    <NumberStepper
      label={t('rent.duration')}
      unit={t('rent.unit')}
      value={value}
      min={MIN}
      max={MAX}
      onChange={onChange}
      hint={t('rent.range', { min: MIN, max: MAX })}
    />
  );
}
