/** Notifications of buyers, owners and admins: schemas, constants and messages. */
import { z } from 'zod';
import { pagination, rowId } from './common.js';

/** §4: a notification is styled by its type; anything else shows as info. */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  info: 'Info',
};

/** Unread counts in the header and the sidebars refresh this often (and right after a mark-read). */
export const NOTIFICATION_POLL_MS = 15_000;

/** §3 Notification (id, title, type, date, message) plus its read flag; `date` is ISO 8601. */
export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  date: z.string(),
  message: z.string(),
  is_read: z.boolean(),
});
export type AppNotification = z.infer<typeof notification>;

/** A page of the caller's notifications, newest first; `unread=true` keeps only the unread ones. */
export const notificationListQuery = pagination.extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const notificationIdParam = z.object({ id: rowId });

export const unreadCountResponse = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountResponse>;

/** PUT …/read-all: how many were unread and are read now. */
export const markAllReadResponse = z.object({ message: z.string(), updated: z.number().int().nonnegative() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponse>;

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
