import { OFFER_TEXT, type RentQuote } from '@kiraya/contract/renting/rules';
import { useId } from 'react';
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
  const startLabel = property ? 'Move-in date' : 'Start date (delivery)';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-950">
        {property ? 'Rent this place' : 'Rent this item'}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium text-stone-800">
          Tenure
          <select
            className={field}
            value={choice.months}
            onChange={(e) => onChange({ ...choice, months: Number(e.target.value) })}
            aria-describedby={`${id}-min`}
          >
            {window.tenures.map((m) => (
              <option key={m} value={m}>
                {m} {m === 1 ? 'month' : 'months'}
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
        {OFFER_TEXT.minTenure(window.tenures[0] ?? 1)}
      </p>
      <QuoteTable quote={quote} />
    </section>
  );
}

/** The figures of a quote, in the order a buyer reads them. */
export function QuoteTable({ quote }: { quote: RentQuote }) {
  const rows: [string, string, boolean?][] = [
    [
      'Monthly rent',
      quote.discountPercent > 0
        ? `${formatPrice(quote.monthly * quote.quantity, { perMonth: true })} (${quote.discountPercent}% off ${formatPrice(quote.listMonthly * quote.quantity)})`
        : formatPrice(quote.monthly * quote.quantity, { perMonth: true }),
    ],
    [`${OFFER_TEXT.totalRent} (${quote.months} ${quote.months === 1 ? 'month' : 'months'})`, formatPrice(quote.totalRent)],
    [`Security deposit (${OFFER_TEXT.deposit})`, formatPrice(quote.deposit)],
    [`${OFFER_TEXT.dueNow} (first month + deposit)`, formatPrice(quote.dueNow), true],
  ];
  if (quote.thenMonthly > 0)
    rows.push([`Then ${OFFER_TEXT.thenMonthly(quote.months - 1)}`, formatPrice(quote.thenMonthly, { perMonth: true })]);
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
