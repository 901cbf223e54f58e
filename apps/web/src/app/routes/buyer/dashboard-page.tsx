import { PageContainer } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { TabSections } from '../../../components/ui/tab-sections';
import { useLogoutUser } from '../../../features/accounts/api/logout-user';
import { useT } from '../../../lib/i18n';
import { useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { DashboardPanel } from './dashboard-panels';
import { type DashboardTab, readDashboardTab, useDashboardTabs } from './dashboard-tabs';

/** /dashboard: the buyer's sections as tabs; the selected tab lives in the URL (?tab=) so it survives reloads and links. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const selected = readDashboardTab(params);
  const session = useSession('user');
  const logout = useLogoutUser();
  // A new tab starts on its first page.
  const select = (tab: DashboardTab) => setParams(tab === 'profile' ? {} : { tab }, { replace: true });
  const t = useT('buyer');
  const tabs = useDashboardTabs();
  const current = tabs.find((tab) => tab.id === selected) ?? (tabs[0] as (typeof tabs)[number]);

  return (
    <PageContainer className="max-w-6xl">
      <PageTitle title={t('dashboard.pageTitle', { tab: current.label })} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('dashboard.title')}</h1>
          {session ? <p className="mt-2 text-stone-700">{t('dashboard.hello', { name: session.profile.name })}</p> : null}
        </div>
        {/* On phones the tab row scrolls sideways, so Logout sits here where it is always visible. */}
        <Button variant="secondary" size="sm" onClick={logout} className="lg:hidden">
          {t('dashboard.logout')}
        </Button>
      </div>
      <TabSections
        tabs={tabs}
        selected={selected}
        onSelect={select}
        label={t('dashboard.sections')}
        after={
          <Button variant="ghost" onClick={logout} className="justify-start max-lg:hidden lg:mt-1 lg:border-t lg:border-stone-200">
            {t('dashboard.logout')}
          </Button>
        }
      >
        {({ headingId }) => <DashboardPanel tab={selected} headingId={headingId} />}
      </TabSections>
    </PageContainer>
  );
}
