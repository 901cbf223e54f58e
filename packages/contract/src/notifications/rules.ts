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

/**
 * What each notification says, as a code stored beside its English title and message (which stay for the spec's
 * client), with its values (`params`): the web shows it in the reader's language from `notices.<CODE>.title|message`.
 */
export const NOTICE_CODES = [
  'ORDER_PLACED',
  'ORDER_REQUEST',
  'ORDER_FOR_AD',
  'ORDER_LINE_ACCEPTED',
  'ORDER_LINE_REJECTED',
  'ORDER_LINE_CANCELLED',
  'VISIT_REQUESTED',
  'VISIT_CONFIRMED',
  'VISIT_RESCHEDULED',
  'VISIT_DECLINED',
  'VISIT_TIME_ACCEPTED',
  'VISIT_CANCELLED',
  'OFFER_SENT',
  'OFFER_REPLACED',
  'OFFER_ACCEPTED_BUYER',
  'OFFER_ACCEPTED_OWNER',
  'OFFER_DECLINED',
  'OFFER_WITHDRAWN',
  'PRODUCT_SUBMITTED',
  'AD_SUBMITTED',
  'PRODUCT_RESUBMITTED',
  'AD_RESUBMITTED',
  'PRODUCT_APPROVED',
  'AD_APPROVED',
  'PRODUCT_REJECTED',
  'AD_REJECTED',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_PROCESSED',
  'SUPPORT_MESSAGE',
  'SUPPORT_REPLY',
  'PRODUCT_REPORTED',
  'AD_REPORTED',
  'LINE_DELIVERED',
  'LINE_HANDOVER_CONFIRMED',
  'LINE_DELIVERY_DISPUTED',
  'LINE_RETURN_REQUESTED',
  'LINE_RETURNED',
  'LINE_RETURN_DISPUTED',
  'LINE_DISPUTE_DECIDED',
  'LINE_DEPOSIT_SETTLED',
  'LINE_ENDS_SOON',
  // rent money
  'LINE_CANCELLED',
  // extensions
  'LINE_EXTENSION_REQUESTED',
  'LINE_EXTENSION_ACCEPTED',
  'LINE_EXTENSION_DECLINED',
  'LINE_EXTENSION_WITHDRAWN',
  // reviews
  'REVIEWS_REVEALED',
  'REVIEW_REPORTED',
  // saved searches
  'SAVED_SEARCH_MATCH',
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];

/** The outbox's mails, coded the same way (`notices.<CODE>.subject|body`). */
export const MAIL_CODES = ['PASSWORD_RESET'] as const;
export type MailCode = (typeof MAIL_CODES)[number];
/**
 * Where an outbox mail stands: `held` stays in the outbox for admins to read (no SMTP_URL), `queued` waits for the
 * mail job, `sent` was accepted by the SMTP server, `failed` gave up after MAIL_MAX_ATTEMPTS tries.
 */
export const MAIL_STATUSES = ['held', 'queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
