export { walletKeys } from './api/query-keys';
export { Wallet } from './components/wallet';
