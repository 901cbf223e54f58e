export type { WishlistToggle } from './components/wishlist-button';
export { useWishlistToggle, WishlistButton, WishlistNote } from './components/wishlist-button';
export { WishlistList } from './components/wishlist-list';
