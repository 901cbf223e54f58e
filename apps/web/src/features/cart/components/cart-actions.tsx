import { CHECKOUT_LIMITS, type ListingDetail, type ProductDetail } from '@kiraya/contract';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { translateNow, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useNavigate } from '../../../lib/router';
import { useWishlistToggle, WishlistButton, WishlistNote, type WishlistToggle } from '../../wishlist';
import { addToCart, type CartMode, type NewCartItem } from '../cart-storage';

/** What /cart shows after an item was added (navigation state). */
export interface CartArrival {
  added?: string;
}

export const CART_MSG = {
  duplicate: 'This item is already in your cart.',
  full: `Your cart is full: it can hold at most ${CHECKOUT_LIMITS.maxCartItems} items.`,
  unavailable: 'This item is not available right now.',
  saleOnly: 'This item is for sale only, not for rent.',
} as const;

/** Adds to the cart and goes to /cart (§4); an item already there is not added again, and the buyer is told. */
function useAddAndGo() {
  const navigate = useNavigate();
  const [warning, setWarning] = useState<string | null>(null);
  const add = (item: NewCartItem) => {
    const result = addToCart(item);
    if (result.added) {
      navigate(paths.cart(), { state: { added: item.title } satisfies CartArrival });
      return;
    }
    setWarning(
      result.reason === 'duplicate'
        ? translateNow('common', 'cart.duplicate')
        : translateNow('common', 'cart.full', { count: CHECKOUT_LIMITS.maxCartItems }),
    );
  };
  return { add, warning };
}

function Warning({ id, text }: { id: string; text: string | null }) {
  const t = useT('common');
  return (
    <p id={id} role="status" className="text-sm font-medium text-saffron-900 empty:hidden">
      {text ? (
        <>
          {text}{' '}
          <Link to={paths.cart()} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('cart.goTo')}
          </Link>
        </>
      ) : null}
    </p>
  );
}

type Detail = Pick<ProductDetail, 'id' | 'title' | 'image_card' | 'location'>;

/** A cart line for a product or listing: one piece, rented for `months` or bought. */
function cartItem(
  detail: Detail,
  source: NewCartItem['source'],
  mode: CartMode,
  price: number,
  months: number | null,
  extra: Partial<NewCartItem> = {},
): NewCartItem {
  const { id, title, image_card, location } = detail;
  return { product_id: id, source, title, image: image_card, location, mode, price, quantity: 1, months, ...extra };
}

/** The tenure and start date chosen on the item page. */
export interface RentPick {
  months: number;
  startDate: string;
}

/** The action buttons, then Add to Wishlist, its note, an optional reason and the add warning. */
function ActionsFrame({
  wishlist,
  title,
  noteId,
  warning,
  children,
  reason,
}: {
  wishlist: WishlistToggle;
  title: string;
  noteId: string;
  warning: string | null;
  children: ReactNode;
  reason?: string | null;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        {children}
        <WishlistButton wishlist={wishlist} title={title} variant="secondary" />
      </div>
      <WishlistNote wishlist={wishlist} />
      {reason ? (
        <p id={noteId} className="text-sm text-stone-700">
          {reason}
        </p>
      ) : null}
      <Warning id={`${noteId}-warning`} text={warning} />
    </div>
  );
}

const bigButton = 'flex-1 basis-40 whitespace-nowrap';

/**
 * Rent Now, Add to Cart and Add to Wishlist on /product/{id}. Rent Now takes the tenure and start date chosen on
 * the page (`pick`); Add to Cart buys what is for sale, and a rent-only item goes in as that rental.
 */
export function ProductActions({ product, pick }: { product: ProductDetail; pick: RentPick | null }) {
  const { add, warning } = useAddAndGo();
  const wishlist = useWishlistToggle(product.id, 'products');
  const noteId = useId();
  const rent = product.offer.rent;
  const forSale = product.offer.sale_price !== null;
  const property = product.category === 'property';
  const available = product.available === 1 && product.availability.status !== 'sold' && product.availability.status !== 'unavailable';
  const item = (mode: CartMode) =>
    mode === 'rent' && rent
      ? cartItem(product, 'products', 'rent', rent.monthly, pick?.months ?? rent.min_months, {
          start_date: pick?.startDate ?? null,
          property,
          rent: { monthly: rent.monthly, deposit: rent.deposit, min_months: rent.min_months, discounts: rent.discounts },
        })
      : cartItem(product, 'products', 'buy', product.offer.sale_price ?? product.price, null, { property });
  const cartMode: CartMode = forSale ? 'buy' : 'rent';
  const t = useT('common');
  const reason = !available ? t('cart.unavailable') : rent === null ? t('cart.saleOnly') : null;

  return (
    <ActionsFrame wishlist={wishlist} title={product.title} noteId={noteId} warning={warning} reason={reason}>
      <Button
        size="lg"
        className={bigButton}
        disabled={!available || rent === null}
        aria-describedby={reason ? noteId : undefined}
        onClick={() => add(item('rent'))}
      >
        {t('cart.rentNow')}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        className={bigButton}
        disabled={!available}
        aria-describedby={!available ? noteId : undefined}
        onClick={() => add(item(cartMode))}
      >
        {t('cart.add')}
      </Button>
    </ActionsFrame>
  );
}

/** Rent Now (for the months chosen) and Add to Wishlist on /listing/{id}. */
export function ListingActions({ listing, months }: { listing: ListingDetail; months: number }) {
  const { add, warning } = useAddAndGo();
  const wishlist = useWishlistToggle(listing.id, 'listings');
  const noteId = useId();
  const t = useT('common');
  return (
    <ActionsFrame wishlist={wishlist} title={listing.title} noteId={noteId} warning={warning}>
      <Button size="lg" className={bigButton} onClick={() => add(cartItem(listing, 'listings', 'rent', listing.price, months))}>
        {t('cart.rentNow')}
      </Button>
    </ActionsFrame>
  );
}
