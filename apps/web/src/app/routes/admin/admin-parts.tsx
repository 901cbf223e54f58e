import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';

/** An admin screen: document title, the page's one h1, an optional lead and actions. */
export function AdminScreen({
  title,
  heading,
  lead,
  actions,
  children,
}: {
  title: string;
  /** The h1 when it differs from the document title (e.g. with a count). */
  heading?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageContainer className="py-6 lg:py-8">
      <PageTitle title={`${title} · Admin`} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">{heading ?? title}</h1>
          {lead ? <p className="max-w-3xl text-stone-700">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </PageContainer>
  );
}

/** A section of the admin console that a later release fills (issues 4 and 5): what it is for, honestly. */
export function AdminNextRelease({ title, purpose }: { title: string; purpose: string }) {
  return (
    <AdminScreen title={title}>
      <div className="max-w-3xl rounded-3xl bg-white p-8 shadow-card ring-1 ring-stone-200/70">
        <p className="mb-3 inline-flex rounded-full bg-saffron-100 px-3 py-1 text-xs font-semibold tracking-wide text-saffron-900 uppercase">
          Next release
        </p>
        <p className="text-lg text-stone-800">{purpose}</p>
        <p className="mt-2 text-stone-700">
          This part of the admin console arrives with orders, messages and site settings in the next releases of Kiraya.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.approveRequests()} className={buttonClass('primary', 'md')}>
            Review pending requests
          </Link>
          <Link to={paths.adminDashboard('dashboard')} className={buttonClass('secondary', 'md')}>
            Back to the dashboard
          </Link>
        </div>
      </div>
    </AdminScreen>
  );
}
