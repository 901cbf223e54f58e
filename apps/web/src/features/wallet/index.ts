export { Wallet } from './components/wallet';
