import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { type ButtonVariant, buttonClass } from './button-styles';

const linkClass = 'rounded font-semibold text-brand-800 underline-offset-2 hover:underline';

/** A dashboard tab whose heading has a link beside it to the full screen of the same thing. */
export function LinkedSection({
  headingId,
  title,
  to,
  link,
  children,
}: {
  headingId: string;
  title: string;
  to: string;
  link: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-stone-950">
          {title}
        </h2>
        <Link to={to} className={linkClass}>
          {link}
        </Link>
      </div>
      {children}
    </div>
  );
}

/** A dashboard tab that only leads elsewhere: a heading, a line saying why, and the way there as a button. */
export function ActionSection({
  title,
  lead,
  to,
  action,
  variant,
}: {
  title: string;
  lead: string;
  to: string;
  action: string;
  variant: ButtonVariant;
}) {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-stone-950">{title}</h2>
      <p className="text-stone-700">{lead}</p>
      <Link to={to} className={buttonClass(variant, 'md')}>
        {action}
      </Link>
    </div>
  );
}
