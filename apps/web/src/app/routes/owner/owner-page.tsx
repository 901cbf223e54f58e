import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

/** The body of an owner screen: document title, the one h1, an optional lead and actions. */
export function OwnerPage({
  title,
  lead,
  actions,
  children,
  width = 'max-w-6xl',
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: string;
}) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:px-6 lg:px-8 lg:py-10`}>
      <PageTitle title={title} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4 lg:mb-8">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">{title}</h1>
          {lead ? <div className="max-w-3xl text-stone-700">{lead}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
