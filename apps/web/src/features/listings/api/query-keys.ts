/** The signed-in buyer's own ads; a new ad invalidates every page of them. */
export const listingKeys = {
  all: ['my-listings'] as const,
  mine: (params: { page: number; limit: number }) => [...listingKeys.all, 'mine', params] as const,
};
