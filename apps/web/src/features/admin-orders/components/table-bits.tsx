import type { ReactNode } from 'react';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';

/** A table row that becomes a card under md (the My Products pattern): cells stack in a two-column grid. */
export const cardRow =
  'border-stone-200 align-top md:border-t max-md:mb-4 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:bg-white max-md:p-4 max-md:shadow-card max-md:ring-1 max-md:ring-stone-200/70';

/** One table cell; on phones it shows its own label, since the header row is hidden there. */
export function Cell({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={`px-2.5 py-3 align-top max-md:block max-md:p-0 md:first:pl-4 md:last:pr-4 ${className}`}>
      <span aria-hidden="true" className="mb-0.5 block text-xs font-semibold tracking-wide text-stone-500 uppercase md:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/** The header row: visible from md up, read by screen readers on phones too. */
export function HeaderRow({ headers }: { headers: readonly string[] }) {
  return (
    <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-stone-700 uppercase max-md:sr-only">
      <tr>
        {headers.map((h) => (
          <th key={h} scope="col" className="px-2.5 py-3 whitespace-nowrap first:pl-4 last:pr-4">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3">
      <LoadingStatus label={label} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-20 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** The wrapper of a list table: a card with sideways scroll from md up, plain on phones where rows are cards. */
export const tableFrame = 'transition-opacity md:overflow-x-auto md:rounded-2xl md:bg-white md:shadow-card md:ring-1 md:ring-stone-200/70';
