import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

/** A count for a small badge: 99 at most, then '99+'. */
export const badgeCount = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * An icon link of the site header (cart, notifications) with a count badge in its corner while the count is above
 * zero. The badge is hidden from screen readers: `label` says the count.
 */
export function HeaderIconLink({
  to,
  label,
  icon,
  count,
  testId,
  badgeClass,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  count: number;
  testId: string;
  badgeClass: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-xl text-stone-800 hover:bg-brand-50 hover:text-brand-800"
    >
      {icon}
      {count > 0 ? (
        <span
          data-testid={testId}
          aria-hidden="true"
          className={`absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold ring-2 ring-white ${badgeClass}`}
        >
          {badgeCount(count)}
        </span>
      ) : null}
    </Link>
  );
}
