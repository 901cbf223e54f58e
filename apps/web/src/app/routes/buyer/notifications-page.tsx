import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { NotificationList } from '../../../features/notifications';
import { paths } from '../../../lib/paths';

/** /notifications (§2): the buyer's own notifications — orders placed, items accepted or rejected, support replies. */
export function NotificationsPage() {
  return (
    <PageContainer>
      <PageTitle title="Notifications" />
      <div className="max-w-4xl">
        <div className="mb-6 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">Notifications</h1>
          <p className="max-w-2xl text-stone-700">
            Updates on your orders, your ads and replies from support. Follow an order in your{' '}
            <Link to={paths.orderHistory()} className="font-semibold text-brand-800 underline hover:text-brand-900">
              order history
            </Link>
            .
          </p>
        </div>
        <NotificationList viewer="user" emptyHint="When you place an order or an owner accepts an item, you will hear about it here." />
      </div>
    </PageContainer>
  );
}
