import type { ComponentType, ReactNode } from 'react';
import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { type Catalogs, useT } from '../../../lib/i18n';

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
  const t = useT('admin');
  return (
    <PageContainer className="py-6 lg:py-8">
      <PageTitle title={t('screen.documentTitle', { title })} />
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

type Key = keyof Catalogs['admin'];

/** An admin screen that shows one feature's view under its title and lead (keys of the `admin` area). */
export const screen = (title: Key, lead: Key, View: ComponentType, heading?: Key) =>
  function Screen(): ReactNode {
    const t = useT('admin');
    return (
      <AdminScreen title={t(title)} heading={heading ? t(heading) : undefined} lead={t(lead)}>
        <View />
      </AdminScreen>
    );
  };
