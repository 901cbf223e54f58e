import type { ReactNode } from 'react';

/**
 * One line of a money summary (inside a `<dl>`): its label and its figure. `strong` for the totals (larger, bold);
 * `valueClassName` when the figure stands out otherwise.
 */
export function SummaryRow({
  label,
  children,
  strong = false,
  className = '',
  valueClassName,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  className?: string;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base' : ''} ${className}`.trim()}>
      <dt className={strong ? 'font-semibold text-stone-900' : 'text-stone-700'}>{label}</dt>
      <dd className={valueClassName ?? (strong ? 'font-bold text-stone-950' : 'font-medium text-stone-900')} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
