export { AdminFeedbacks } from './components/admin-feedbacks';
