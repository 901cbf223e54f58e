import type { Wallet } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetCountedAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { walletKeys } from './query-keys';

/** Transactions per page; the dashboard asks for the same first page, so the two share one cached answer. */
export const WALLET_PAGE_SIZE = 10;

/** The balance and one page of transactions (newest first); `total` counts every transaction. */
export interface WalletPage extends Wallet {
  total: number;
}

/** GET /api/wallet: `{ balance, transactions }`, the transactions' total in X-Total-Count. */
export async function getWallet(page: number, limit: number, signal?: AbortSignal): Promise<WalletPage> {
  const { body, total } = await apiGetCountedAs<Wallet>('owner', apiPaths.wallet({ page, limit }), signal);
  return { ...body, total: total ?? body.transactions.length };
}

// The endpoint reads the caller from the token; the owner id is in the key so another owner's ledger is never shown.
export const walletOptions = (ownerId: number, page: number, limit: number) =>
  queryOptions({
    queryKey: walletKeys.page(ownerId, page, limit),
    queryFn: ({ signal }) => getWallet(page, limit, signal),
    // An admin marks withdrawals processed at any time: a visit after a while reads the ledger again.
    staleTime: 10_000,
  });

export function useWallet(ownerId: number, page: number, limit: number) {
  return useQuery(walletOptions(ownerId, page, limit));
}
