// Reviews both ways (docs/reviews.md). Visitor pages import rating-badge and product-reviews directly (zod-free).
export { AdminReviewReports } from './components/admin-review-reports';
export { BuyerRating } from './components/buyer-rating';
export { ProductReviews } from './components/product-reviews';
export { ReviewAction } from './components/review-action';
