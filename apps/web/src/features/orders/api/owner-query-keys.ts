import type { OrderItemStatus } from '@kiraya/contract';

/** Keys of the owner's order views, under one root per owner so a decision can refresh them together. */
export const ownerOrderKeys = {
  all: ['owner-orders'] as const,
  owner: (ownerId: number) => [...ownerOrderKeys.all, ownerId] as const,
  requests: (ownerId: number) => [...ownerOrderKeys.owner(ownerId), 'requests'] as const,
  requestPage: (ownerId: number, filter: { status?: OrderItemStatus; page: number; limit: number }) =>
    [...ownerOrderKeys.requests(ownerId), filter] as const,
  sales: (ownerId: number) => [...ownerOrderKeys.owner(ownerId), 'sales'] as const,
  salesPage: (ownerId: number, page: number, limit: number) => [...ownerOrderKeys.sales(ownerId), { page, limit }] as const,
};
