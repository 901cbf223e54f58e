/** Every key of a buyer's orders, under one root per buyer so a change refreshes them all. */
export const buyerOrderKeys = {
  all: ['buyer-orders'] as const,
  user: (userId: number) => [...buyerOrderKeys.all, userId] as const,
  page: (userId: number, page: number, limit: number) => [...buyerOrderKeys.user(userId), 'page', { page, limit }] as const,
};

/** Orders per page on /order-history and the dashboard's My Orders tab. */
export const BUYER_ORDERS_PAGE_SIZE = 5;
