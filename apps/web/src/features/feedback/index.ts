export { AdminFeedbacks } from './components/admin-feedbacks';
export { useRateAction } from './components/rate-line';
// reviews both ways (features/reviews) use the same star input and stars.
export { type RatingErrors, StarRatingInput, useRatingAndComment } from './components/star-rating-input';
export { Stars } from './components/stars';
