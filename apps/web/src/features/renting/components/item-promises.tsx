import { OFFER_TEXT } from '@kiraya/contract/renting/rules';
import type { TermsView } from '@kiraya/contract/renting/schema';
import { CheckIcon } from '../../../components/ui/icons';
import { formatPrice } from '../../../lib/money';

/**
 * What the item page promises, by item: goods keep the spec's "Free delivery · 10-day return · Pay on delivery"
 * unless their owner set a delivery fee or another return window; property shows its move-in terms instead
 * (deposit, notice period, what is included), never delivery or returns.
 */
export function promisesOf(terms: TermsView, property: boolean, deposit: number | null): string[] {
  if (property) {
    const texts: string[] = [];
    if (deposit !== null) texts.push(deposit > 0 ? `${formatPrice(deposit)} ${OFFER_TEXT.deposit}` : 'No deposit');
    if (terms.notice_days !== null) texts.push(OFFER_TEXT.noticePeriod(terms.notice_days));
    if (terms.includes) texts.push(`Includes: ${terms.includes}`);
    texts.push('Visit before you move in');
    return texts;
  }
  return [
    terms.delivery_fee > 0 ? `${OFFER_TEXT.deliveryFee} ${formatPrice(terms.delivery_fee)}` : OFFER_TEXT.freeDelivery,
    terms.return_days > 0 ? OFFER_TEXT.returnWindow(terms.return_days) : OFFER_TEXT.noReturns,
    OFFER_TEXT.payOnDelivery,
  ];
}

export function ItemPromises({ terms, property, deposit }: { terms: TermsView; property: boolean; deposit: number | null }) {
  return (
    <ul aria-label={property ? 'Move-in terms' : 'Delivery and returns'} className="flex flex-wrap gap-x-5 gap-y-2">
      {promisesOf(terms, property, deposit).map((text) => (
        <li key={text} className="flex items-center gap-1.5 text-sm font-medium text-stone-800">
          <CheckIcon width={18} height={18} className="text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
