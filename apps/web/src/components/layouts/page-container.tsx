import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { Link } from '../../lib/router';

export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10 ${className}`}>{children}</div>;
}

export interface Crumb {
  label: string;
  to?: string;
}

/** Home, then each crumb: a link, or the current page when it has no `to`. */
export function Breadcrumbs({ crumbs, className = '' }: { crumbs: Crumb[]; className?: string }) {
  const t = useT('common');
  return (
    <nav aria-label={t('nav.breadcrumb')} className={className}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-stone-600">
        <li>
          <Link to={paths.home()} className="rounded hover:text-brand-800 hover:underline">
            {t('footer.home')}
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            {crumb.to ? (
              <Link to={crumb.to} className="rounded hover:text-brand-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-stone-800">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Breadcrumbs, the page's one h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  crumbs = [],
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <div className="mb-8 space-y-3">
      {crumbs.length > 0 ? <Breadcrumbs crumbs={crumbs} /> : null}
      <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{title}</h1>
      {lead ? <div className="max-w-3xl text-base text-stone-700 sm:text-lg">{lead}</div> : null}
      {children}
    </div>
  );
}
