// The buyer's wishlist (zod-free): its texts.

export const WISHLIST_MSG = {
  loginRequired: 'Please login to use wishlist',
  addFailed: '❌ Failed to add to wishlist.',
  somethingWrong: '❌ Something went wrong. Please try again.',
  removeFailed: 'Failed to remove item',
  serverError: 'Server error',
  duplicate: 'This item is already in your wishlist.',
  notYours: 'You can only manage your own wishlist.',
  notFound: 'Wishlist item not found',
  added: 'Added to wishlist.',
  removed: 'Removed from wishlist.',
  empty: 'Your wishlist is empty.',
} as const;
