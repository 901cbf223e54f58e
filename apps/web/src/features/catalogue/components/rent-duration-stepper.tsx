import { LIMITS } from '@kiraya/contract';
import { NumberStepper } from '../../../components/ui/number-stepper';

const MIN = LIMITS.rentMonthsMin;
const MAX = LIMITS.rentMonthsMax;

/** Rent duration in months: − / + buttons and a number input, never below 1. */
export function RentDurationStepper({ value, onChange }: { value: number; onChange: (months: number) => void }) {
  return (
    <NumberStepper
      label="Rent duration (months)"
      unit="months"
      value={value}
      min={MIN}
      max={MAX}
      onChange={onChange}
      hint={`From ${MIN} to ${MAX} months.`}
    />
  );
}
