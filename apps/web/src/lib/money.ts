const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/**
 * The one price formatter: en-IN rupees (₹1,25,000), paise only when there are any,
 * and '/month' for rents.
 */
export function formatPrice(amount: number, options: { perMonth?: boolean } = {}): string {
  const text = Number.isInteger(amount) ? rupees.format(amount) : rupeesAndPaise.format(amount);
  return options.perMonth ? `${text}/month` : text;
}

/** Ledger amounts and balances: always two decimals (₹1,234.50, ₹0.00), as the wallet's figures are exact to the paisa. */
export function formatRupeesExact(amount: number): string {
  return rupeesAndPaise.format(amount);
}
