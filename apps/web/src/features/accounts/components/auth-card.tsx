import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { Link } from '../../../lib/router';

/** The frame of the sign-in screens: one narrow card with the page's h1, a lead line and the form. */
export function AuthCard({
  title,
  badge,
  documentTitle,
  lead,
  children,
  footer,
}: {
  title: string;
  /** A small label above the title ("For owners", "Kiraya admin"). */
  badge?: string;
  documentTitle?: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PageContainer className="max-w-lg">
      <PageTitle title={documentTitle ?? title} />
      <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
        {badge ? (
          <p className="mb-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
            {badge}
          </p>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">{title}</h1>
        {lead ? <div className="mt-2 text-stone-700">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-stone-700">{footer}</div> : null}
    </PageContainer>
  );
}

/** A text link in the brand colour with a visible underline on hover. */
export const linkClass = 'rounded font-semibold text-brand-800 underline-offset-2 hover:underline';

/** A footer line of a sign-in screen: a question, then the link that answers it ("New to Kiraya? Create an account"). */
export function AuthFooterLink({ lead, to, children }: { lead: string; to: string; children: ReactNode }) {
  return (
    <p>
      {lead}{' '}
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}

/** What the login and registration screens of each role say around their form. */
export interface AuthTexts {
  title: string;
  /** A small label above the title ("For owners", "Kiraya admin"). */
  badge?: string;
  lead: string;
  submit: string;
  pending: string;
  /** The message when the server gave none (and, without `offline`, when the request never reached it). */
  failed: string;
  offline?: string;
  footer: ReactNode;
}
