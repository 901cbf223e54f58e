import { formatMoney } from './i18n/format';
import { getLanguage } from './i18n/store';

/**
 * The one price formatter: rupees with lakh grouping (₹1,25,000), paise only when there are any, and '/month'
 * ('/माह' in Hindi) for rents, in the active language (the app re-renders every screen when it changes).
 */
export function formatPrice(amount: number, options: { perMonth?: boolean } = {}): string {
  return formatMoney(amount, getLanguage(), options);
}

/** Ledger amounts and balances: always two decimals (₹1,234.50, ₹0.00), as the wallet's figures are exact to the paisa. */
export function formatRupeesExact(amount: number): string {
  return formatMoney(amount, getLanguage(), { exact: true });
}
