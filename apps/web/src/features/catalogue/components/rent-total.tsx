import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { RentDurationStepper } from './rent-duration-stepper';

/** The months to rent a listing for, and the total rent for them. */
export function RentTotal({ months, onChange, price }: { months: number; onChange: (months: number) => void; price: number }) {
  const t = useT('common');
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:flex-row sm:items-end sm:justify-between">
      <RentDurationStepper value={months} onChange={onChange} />
      <div className="border-t border-stone-100 pt-4 sm:border-0 sm:pt-0 sm:text-right">
        <p className="text-sm font-medium text-stone-700">{t('rent.totalRent')}</p>
        <output aria-live="polite" className="block text-2xl font-bold text-stone-950" data-testid="rent-total">
          {formatPrice(months * price)}
        </output>
        <p className="text-sm text-stone-600">
          {months} × {formatPrice(price, { perMonth: true })}
        </p>
      </div>
    </div>
  );
}
