/** A buyer's saved searches under one root, so any change refreshes every page of them. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  user: (userId: number) => [...savedSearchKeys.all, userId] as const,
  page: (userId: number, page: number, limit: number) => [...savedSearchKeys.user(userId), 'page', { page, limit }] as const,
};
