import type { RentQuote } from '@kiraya/contract/renting/rules';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import type { RentChoice } from '../use-rent-choice';

const field =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/**
 * The tenure picker and start date of a rental, and what it costs: monthly rent (with the tenure discount), the rent
 * for the whole tenure, the refundable deposit, what is paid now and what follows monthly. Property says move-in.
 */
export function RentPanel({
  choice,
  onChange,
  window,
  quote,
  property,
}: {
  choice: RentChoice;
  onChange: (choice: RentChoice) => void;
  window: { first: string; last: string; tenures: number[] };
  quote: RentQuote;
  property: boolean;
}) {
  const id = useId();
  const t = useT('common');
  const startLabel = property ? t('rent.moveIn') : t('rent.start');
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-950">
        {property ? t('rent.place') : t('rent.item')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium text-stone-800">
          {t('rent.tenure')}
          <select
            className={field}
            value={choice.months}
            onChange={(e) => onChange({ ...choice, months: Number(e.target.value) })}
            aria-describedby={`${id}-min`}
          >
            {window.tenures.map((m) => (
              <option key={m} value={m}>
                {t('rent.months', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-stone-800">
          {startLabel}
          <input
            type="date"
            className={field}
            value={choice.startDate}
            min={window.first}
            max={window.last}
            required
            onChange={(e) => {
              const day = e.target.value;
              if (day >= window.first && day <= window.last) onChange({ ...choice, startDate: day });
            }}
          />
        </label>
      </div>
      <p id={`${id}-min`} className="text-xs text-stone-600">
        {t('rent.minTenure', { count: window.tenures[0] ?? 1 })}
      </p>
      <QuoteTable quote={quote} />
    </section>
  );
}

/** The figures of a quote, in the order a buyer reads them. */
export function QuoteTable({ quote }: { quote: RentQuote }) {
  const t = useT('common');
  const monthly = formatPrice(quote.monthly * quote.quantity, { perMonth: true });
  const rows: [string, string, boolean?][] = [
    [
      t('rent.monthly'),
      quote.discountPercent > 0
        ? t('rent.discounted', { price: monthly, percent: quote.discountPercent, list: formatPrice(quote.listMonthly * quote.quantity) })
        : monthly,
    ],
    [t('rent.total', { count: quote.months }), formatPrice(quote.totalRent)],
    [t('rent.deposit'), formatPrice(quote.deposit)],
    [t('rent.dueNow'), formatPrice(quote.dueNow), true],
  ];
  if (quote.thenMonthly > 0) rows.push([t('rent.then', { count: quote.months - 1 }), formatPrice(quote.thenMonthly, { perMonth: true })]);
  return (
    <dl className="divide-y divide-brand-100 text-sm">
      {rows.map(([label, value, strong]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-1.5">
          <dt className="text-stone-700">{label}</dt>
          <dd className={strong ? 'text-base font-bold text-stone-950' : 'font-medium text-stone-900'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
