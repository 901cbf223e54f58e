export { useRateAction } from './components/rate-line';
