import { z } from 'zod';
import { SOURCES } from '../catalogue/rules.js';
import { idSchema, rowId } from '../ids.js';
import { ORDER_MSG } from '../orders/rules.js';
import { availabilityView, offerView } from '../renting/schema.js';

const itemId = idSchema(ORDER_MSG.unknownItem);
const source = z.enum(SOURCES);

/** §3 Wishlist entry; title, image, price and location come from the catalogue, never from the client. */
export const wishlistEntry = z.object({
  wishlist_id: z.number().int(),
  user_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  image_card: z.string(),
  price: z.number(),
  location: z.string(),
  source,
  created_at: z.string(),
  /** How it is offered now and whether a unit is free today, as on its card (an ad: rent-only, always available). */
  offer: offerView,
  availability: availabilityView,
});
export type WishlistEntry = z.infer<typeof wishlistEntry>;

/** §7 POST /api/wishlist; title, image, price and location may be sent but are not used. */
export const addWishlistInput = z.object({
  user_id: itemId,
  product_id: itemId,
  source: z.enum(SOURCES, { error: "source must be 'products' or 'listings'." }),
  title: z.unknown().optional(),
  image: z.unknown().optional(),
  price: z.unknown().optional(),
  location: z.unknown().optional(),
});
export type AddWishlistInput = z.infer<typeof addWishlistInput>;

export const wishlistIdParam = z.object({ wishlistId: rowId });
