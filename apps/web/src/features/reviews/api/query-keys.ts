import { adminRoot } from '../../../lib/query-keys';

export const reviewKeys = {
  line: (itemId: number) => ['reviews', 'line', itemId] as const,
  product: (productId: number, page: number) => ['reviews', 'product', productId, page] as const,
  /** Under the admin root, so any admin write that refreshes `adminRoot` refreshes these too. */
  reports: () => [...adminRoot, 'review-reports'] as const,
  reportsPage: (status: string, page: number) => [...reviewKeys.reports(), status, page] as const,
};

export const PRODUCT_REVIEWS_PAGE_SIZE = 5;
export const REVIEW_REPORTS_PAGE_SIZE = 20;
