import {
  type AvailabilityView,
  availabilityLabel,
  OFFER_KIND_LABELS,
  OFFER_TEXT,
  type OfferKind,
  type OfferView,
  type Source,
} from '@kiraya/contract';
import { formatDate } from '../../../lib/dates';
import { localizeMessage, translateNow, useLocalize } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';

/** What a price needs: the offer (every catalogue and owner view carries it), else the spec's fields. */
export interface PricedItem {
  source: Source;
  price: number;
  rent_price: number | null;
  offer?: OfferView;
}

/** The offer of an item; an ad (listing) is always a rent at its price. */
export function offerOf(item: PricedItem): OfferView {
  if (item.source === 'listings') {
    const monthly = item.offer?.rent?.monthly ?? item.price;
    return {
      kind: 'rent',
      sale_price: null,
      rent: { monthly, deposit: item.offer?.rent?.deposit ?? 0, min_months: item.offer?.rent?.min_months ?? 1, discounts: [] },
      available_from: item.offer?.available_from ?? null,
      quantity: item.offer?.quantity ?? 1,
    };
  }
  if (item.offer) return item.offer;
  // Only a view without `offer` (none of the API's today) reaches here: read the spec's fields by their one rule.
  const kind: OfferKind = item.rent_price === null ? 'sale' : item.rent_price === item.price ? 'rent' : 'both';
  return {
    kind,
    sale_price: kind === 'rent' ? null : item.price,
    rent: kind === 'sale' || item.rent_price === null ? null : { monthly: item.rent_price, deposit: 0, min_months: 1, discounts: [] },
    available_from: null,
    quantity: 1,
  };
}

export interface OfferPriceText {
  kind: OfferKind;
  /** "For rent", "For sale", "For rent or sale". */
  tag: string;
  /** "₹14,500", or null when it is not for sale. */
  sale: string | null;
  /** "₹900" (per month), or null when it is not for rent. */
  monthly: string | null;
  /** "₹1,800 deposit · min 3 months" when the rent has a deposit or a minimum above a month. */
  terms: string | null;
}

/** The words of a price, the same on every card, the owner's preview and the admin's views. */
export function offerPriceText(offer: OfferView): OfferPriceText {
  const rent = offer.kind === 'sale' ? null : offer.rent;
  const sale = offer.kind === 'rent' || offer.sale_price === null ? null : formatPrice(offer.sale_price);
  const terms = rent
    ? [
        rent.deposit > 0 ? translateNow('common', 'card.depositShort', { amount: formatPrice(rent.deposit) }) : null,
        rent.min_months > 1 ? translateNow('common', 'card.minShort', { count: rent.min_months }) : null,
      ].filter(Boolean)
    : [];
  return {
    kind: offer.kind,
    tag: localizeMessage(OFFER_KIND_LABELS[offer.kind]),
    sale,
    monthly: rent ? formatPrice(rent.monthly) : null,
    terms: terms.length > 0 ? terms.join(' · ') : null,
  };
}

/**
 * The one price of a catalogue item, driven by its offer: rent "₹900/month" (with the deposit and minimum in a small
 * line), sale "₹14,500", both "Buy ₹14,500" over "Rent ₹900/month". Each amount sits in its own element.
 */
export function ItemPrice({ item, size = 'md' }: { item: PricedItem; size?: 'md' | 'lg' }) {
  const localize = useLocalize();
  const text = offerPriceText(offerOf(item));
  const main = size === 'lg' ? 'text-3xl' : 'text-lg';
  const second = size === 'lg' ? 'text-2xl' : 'text-base';
  const perMonth = <span className="text-sm font-medium text-stone-600">{localize(OFFER_TEXT.perMonth)}</span>;
  return (
    <div className="grid gap-0.5" data-testid="item-price" data-offer={text.kind}>
      {text.kind === 'both' ? (
        <>
          <p className={`${main} font-bold text-stone-950`}>
            <span className="text-sm font-semibold text-stone-600">{localize(OFFER_TEXT.buy)}</span> <span>{text.sale}</span>
          </p>
          <p className={`${second} font-bold text-brand-800`}>
            <span className="text-sm font-semibold text-stone-600">{localize(OFFER_TEXT.rent)}</span> <span>{text.monthly}</span>
            {perMonth}
          </p>
        </>
      ) : text.kind === 'sale' ? (
        <p className={`${main} font-bold text-stone-950`}>
          <span>{text.sale}</span>
        </p>
      ) : (
        <p className={`${main} font-bold text-stone-950`}>
          <span>{text.monthly}</span>
          {perMonth}
        </p>
      )}
      {text.terms ? <p className="text-xs font-medium text-stone-600">{text.terms}</p> : null}
    </div>
  );
}

/** "For rent" / "For sale" / "For rent or sale", as a small tag. */
export function OfferTag({ item, className = '' }: { item: PricedItem; className?: string }) {
  const kind = offerOf(item).kind;
  const localize = useLocalize();
  const tone =
    kind === 'sale' ? 'bg-saffron-100 text-saffron-900' : kind === 'rent' ? 'bg-brand-50 text-brand-900' : 'bg-sky-100 text-sky-900';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold tracking-normal normal-case ${tone} ${className}`}>
      {localize(OFFER_KIND_LABELS[kind])}
    </span>
  );
}

/** "Available from 12 Jan 2027", "Rented out", "Sold", "Currently unavailable"; nothing when a unit is free now. */
export function AvailabilityBadge({ availability, className = '' }: { availability: AvailabilityView | undefined; className?: string }) {
  const localize = useLocalize();
  const label = !availability
    ? null
    : availability.status === 'available_from' && availability.available_from
      ? translateNow('common', 'card.availableFrom', { date: formatDate(availability.available_from) })
      : availabilityLabel(availability);
  if (!label) return null;
  const tone = availability?.status === 'available_from' ? 'bg-saffron-300 text-stone-950' : 'bg-stone-900 text-white';
  return (
    <span
      data-testid="availability-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ring-1 ring-white/40 ${tone} ${className}`}
    >
      {localize(label)}
    </span>
  );
}
