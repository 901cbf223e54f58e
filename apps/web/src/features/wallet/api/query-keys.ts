/** Keys of the owner's wallet; the owner id keeps one owner's ledger from showing after another logs in. */
export const walletKeys = {
  all: ['wallet'] as const,
  owner: (ownerId: number) => [...walletKeys.all, ownerId] as const,
  page: (ownerId: number, page: number, limit: number) => [...walletKeys.owner(ownerId), { page, limit }] as const,
};
