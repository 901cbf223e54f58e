import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { Skeleton } from './skeleton';

const cardClass =
  'group grid content-start gap-1 rounded-2xl border border-stone-200 bg-stone-50 p-5 transition-colors hover:border-brand-600 hover:bg-brand-50';

export interface CardFigure {
  value: ReactNode;
  pending: boolean;
  failed: boolean;
  testId: string;
  /** Said to screen readers beside the dash when the figure did not load. */
  notLoaded: string;
}

/** A figure on a dashboard card: a skeleton while it loads, a dash (with a reason for screen readers) if it failed. */
function Figure({ value, pending, failed, testId, notLoaded }: CardFigure) {
  if (pending) return <Skeleton className="my-1 h-9 w-24" />;
  if (failed)
    return (
      <span className="text-4xl font-bold text-stone-500">
        –<span className="sr-only">{notLoaded}</span>
      </span>
    );
  return (
    <span className="text-4xl font-bold text-stone-950 tabular-nums" data-testid={testId}>
      {value}
    </span>
  );
}

/** A dashboard card that leads to a screen: its name, what waits there (a figure, when there is one) and a note. */
export function FigureCard({ to, title, figure, note }: { to: string; title: string; figure?: CardFigure; note: string }) {
  return (
    <Link to={to} className={cardClass}>
      <span className="text-sm font-semibold text-brand-800 group-hover:underline">{title}</span>
      {figure ? <Figure {...figure} /> : null}
      <span className="text-sm text-stone-700">{note}</span>
    </Link>
  );
}
