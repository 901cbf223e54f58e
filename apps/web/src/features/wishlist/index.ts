export type { WishlistToggle } from './components/wishlist-button';
export { useWishlistToggle, WishlistButton, WishlistNote } from './components/wishlist-button';
// WishlistList (the dashboard's list) is imported by its route from its own file: re-exported here, it travelled in
// the chunk the product page shares with the buyer's screens.
