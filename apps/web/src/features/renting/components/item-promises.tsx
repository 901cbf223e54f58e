import { OFFER_TEXT } from '@kiraya/contract/renting/rules';
import type { TermsView } from '@kiraya/contract/renting/schema';
import { CheckIcon } from '../../../components/ui/icons';
import { localizeMessage, translateNow as t } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';

/**
 * What the item page promises, by item: goods keep the spec's "Free delivery · 10-day return · Pay on delivery"
 * unless their owner set a delivery fee or another return window; property shows its move-in terms instead
 * (deposit, notice period, what is included), never delivery or returns.
 */
export function promisesOf(terms: TermsView, property: boolean, deposit: number | null): string[] {
  if (property) {
    const texts: string[] = [];
    if (deposit !== null)
      texts.push(deposit > 0 ? t('common', 'promise.deposit', { amount: formatPrice(deposit) }) : t('common', 'promise.noDeposit'));
    if (terms.notice_days !== null) texts.push(t('common', 'promise.notice', { count: terms.notice_days }));
    if (terms.includes) texts.push(t('common', 'promise.includes', { what: terms.includes }));
    texts.push(t('common', 'promise.visitFirst'));
    return texts;
  }
  return [
    terms.delivery_fee > 0
      ? t('common', 'promise.deliveryFee', { amount: formatPrice(terms.delivery_fee) })
      : localizeMessage(OFFER_TEXT.freeDelivery),
    terms.return_days > 0 ? t('common', 'promise.returnWindow', { count: terms.return_days }) : localizeMessage(OFFER_TEXT.noReturns),
    localizeMessage(OFFER_TEXT.payOnDelivery),
  ];
}

export function ItemPromises({ terms, property, deposit }: { terms: TermsView; property: boolean; deposit: number | null }) {
  return (
    <ul
      aria-label={t('common', property ? 'promise.moveInTerms' : 'promise.deliveryAndReturns')}
      className="flex flex-wrap gap-x-5 gap-y-2"
    >
      {promisesOf(terms, property, deposit).map((text) => (
        <li key={text} className="flex items-center gap-1.5 text-sm font-medium text-stone-800">
          <CheckIcon width={18} height={18} className="text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
