export { LatestNotifications } from './components/latest-notifications';
export { NotificationList } from './components/notification-list';
export { AdminUnreadNotificationsBadge, BuyerNotificationsLink, OwnerUnreadNotificationsBadge } from './components/unread-badges';
