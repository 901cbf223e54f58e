/** Every key of a buyer's wishlist, under one root per buyer so a change refreshes them all. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  user: (userId: number) => [...wishlistKeys.all, userId] as const,
  page: (userId: number, page: number, limit: number) => [...wishlistKeys.user(userId), 'page', { page, limit }] as const,
  /** Every saved item, to mark the Add to Wishlist buttons (a wishlist is short: one request of the largest page). */
  saved: (userId: number) => [...wishlistKeys.user(userId), 'saved'] as const,
};

/** Wishlist entries per page on the dashboard's Wishlist tab. */
export const WISHLIST_PAGE_SIZE = 12;
