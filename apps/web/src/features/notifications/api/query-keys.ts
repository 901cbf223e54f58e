import type { Role } from '@kiraya/contract';

/**
 * Every key of one inbox under one root, so a mark-read refreshes its list pages and its unread count
 * together. The account id is part of it: a second buyer signing in on the same tab never sees the first one's.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: (role: Role, accountId: number) => [...notificationKeys.all, role, accountId] as const,
  page: (role: Role, accountId: number, params: { page: number; limit: number; unread: boolean }) =>
    [...notificationKeys.inbox(role, accountId), 'page', params] as const,
  unread: (role: Role, accountId: number) => [...notificationKeys.inbox(role, accountId), 'unread'] as const,
};

/** Admins share one inbox; buyers and owners each have their own. */
export const inboxOf = (role: Role): 'own' | 'admin' => (role === 'admin' ? 'admin' : 'own');

/** Notifications per page on the three notification screens. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
