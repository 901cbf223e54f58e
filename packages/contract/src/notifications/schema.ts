import { z } from 'zod';
import { pagination } from '../http/schema.js';
import { rowId } from '../ids.js';
import { NOTIFICATION_TYPES } from './rules.js';

/** §3 Notification (id, title, type, date, message) plus its read flag; `date` is ISO 8601. */
export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  date: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  /** What the notification says (`NOTICE_CODES`) and its values, for the web to say it in the reader's language; absent on old rows. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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
