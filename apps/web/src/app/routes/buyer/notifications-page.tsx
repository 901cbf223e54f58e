import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { NotificationList } from '../../../features/notifications';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

/** /notifications (§2): the buyer's own notifications — orders placed, items accepted or rejected, support replies. */
export function NotificationsPage() {
  const t = useT('notices');
  return (
    <PageContainer>
      <PageTitle title={t('page.title')} />
      <div className="max-w-4xl">
        <div className="mb-6 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('page.title')}</h1>
          <p className="max-w-2xl text-stone-700">
            {t('page.buyerLeadBefore')}
            <Link to={paths.orderHistory()} className="font-semibold text-brand-800 underline hover:text-brand-900">
              {t('page.buyerLeadLink')}
            </Link>
            {t('page.buyerLeadAfter')}
          </p>
        </div>
        <NotificationList viewer="user" emptyHint={t('page.buyerEmpty')} />
      </div>
    </PageContainer>
  );
}
