import { adminRoot } from '../../../lib/query-keys';

export const feedbackKeys = {
  /** The buyer's own feedback, under one root per buyer so rating a line refreshes every page of it. */
  mine: (userId: number) => ['feedback', 'mine', userId] as const,
  mineFor: (userId: number, itemIds: readonly number[]) => [...feedbackKeys.mine(userId), [...itemIds].sort((a, b) => a - b)] as const,
  productRating: (productId: number) => ['feedback', 'product-rating', productId] as const,
  /** Under the admin root, so any admin write that refreshes `adminRoot` refreshes these too. */
  admin: () => [...adminRoot, 'feedbacks'] as const,
  adminPage: (page: number, limit: number) => [...feedbackKeys.admin(), 'page', { page, limit }] as const,
  adminSummary: () => [...feedbackKeys.admin(), 'summary'] as const,
};

export const ADMIN_FEEDBACKS_PAGE_SIZE = 20;
