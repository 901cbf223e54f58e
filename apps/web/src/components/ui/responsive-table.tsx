import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/** A row that is a table row from md up and a card on phones (the pattern of My Products). */
export const CARD_ROW =
  'border-stone-200 md:border-t max-md:mb-4 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:bg-white max-md:p-4 max-md:shadow-card max-md:ring-1 max-md:ring-stone-200/70';

/** One table cell; on phones each cell shows its own label above its value. */
export function Cell({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={`px-3 py-3 align-top first:pl-4 last:pr-4 max-md:block max-md:p-0 max-md:first:p-0 max-md:last:p-0 ${className}`}>
      <span aria-hidden="true" className="mb-0.5 block text-xs font-semibold tracking-wide text-stone-500 uppercase md:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/**
 * A table in a white panel on wide screens, a stack of cards on phones. `stale` dims it while the
 * next page or filter loads.
 */
export function ResponsiveTable({
  label,
  caption,
  headings,
  stale = false,
  children,
}: {
  label: string;
  caption: string;
  headings: readonly string[];
  stale?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-busy={stale || undefined}
      className={`transition-opacity md:overflow-x-auto md:rounded-2xl md:bg-white md:shadow-card md:ring-1 md:ring-stone-200/70 ${stale ? 'opacity-60' : ''}`}
    >
      <table className="w-full text-left text-sm text-stone-800 max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase max-md:sr-only">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">{children}</tbody>
      </table>
    </section>
  );
}

/** Skeleton rows and one announcement while a list loads for the first time. */
export function LoadingRows({ label }: { label: string }) {
  return (
    <div className="grid gap-3">
      <p role="status" className="text-stone-700">
        {label}
      </p>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}
