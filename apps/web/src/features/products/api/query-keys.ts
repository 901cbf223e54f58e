/** Every key of the owner's own products, under one root per owner so a change refreshes them all. */
export const ownerProductKeys = {
  all: ['owner-products'] as const,
  owner: (ownerId: number) => [...ownerProductKeys.all, ownerId] as const,
  page: (ownerId: number, page: number, limit: number) => [...ownerProductKeys.owner(ownerId), 'page', { page, limit }] as const,
  summary: (ownerId: number) => [...ownerProductKeys.owner(ownerId), 'summary'] as const,
};
