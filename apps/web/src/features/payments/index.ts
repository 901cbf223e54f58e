export { PaymentHistory } from './components/payment-history';
