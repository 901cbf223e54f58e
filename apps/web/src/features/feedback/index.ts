export { AdminFeedbacks } from './components/admin-feedbacks';
export { useRateAction } from './components/rate-line';
