import { capitalisedLabels } from '../labels.js';
/** Notifications of buyers, owners and admins: constants and messages (zod-free). */

/** §4: a notification is styled by its type; anything else shows as info. */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE_LABELS = capitalisedLabels(NOTIFICATION_TYPES);

/** Unread counts in the header and the sidebars refresh this often (and right after a mark-read). */
export const NOTIFICATION_POLL_MS = 15_000;

export const NOTIFICATION_MSG = {
  notFound: 'Notification not found',
  allMarkedRead: 'All notifications marked as read.',
  noneUnread: 'You have no unread notifications.',
  empty: 'No notifications yet.',
  emptyUnread: 'No unread notifications.',
  loadFailed: 'Could not load notifications. Please try again.',
  markFailed: 'Could not mark the notification as read. Please try again.',
  markAllFailed: 'Could not mark all notifications as read. Please try again.',
  loginRequired: 'Please log in to see your notifications.',
} as const;
