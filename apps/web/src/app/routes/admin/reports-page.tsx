import { AdminNextRelease } from './admin-parts';

export const ReportsPage = () => <AdminNextRelease title="Reports" purpose="Ads and users reported by buyers, to review." />;
