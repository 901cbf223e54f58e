import { Link } from 'react-router';
import { NotificationList } from '../../../features/notifications';
import { paths } from '../../../lib/paths';
import { OwnerPage } from './owner-page';

/** /owner-notifications: the owner's own notifications — new order requests, approvals, processed withdrawals. */
export function OwnerNotificationsPage() {
  return (
    <OwnerPage
      title="Notifications"
      width="max-w-4xl"
      lead={
        <p>
          New order requests, decisions on your products and processed withdrawals. Act on orders in{' '}
          <Link to={paths.orderRequests()} className="font-semibold text-brand-800 underline hover:text-brand-900">
            Order Requests
          </Link>
          .
        </p>
      }
    >
      <NotificationList viewer="owner" emptyHint="You will be told here when a buyer orders one of your products or an admin reviews it." />
    </OwnerPage>
  );
}
