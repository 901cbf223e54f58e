import { expect, type Page } from '@playwright/test';
import { field } from './accounts';

/** Today in India (IST) plus `days`, as YYYY-MM-DD: the checkout's delivery days are Indian calendar days. */
export function indianDay(days = 0): string {
  const d = new Date(Date.now() + 330 * 60_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The checkout's delivery contact: mobile number (kept when already filled from the account), Lucknow locality and,
 * for each goods line (`slots` of them), a delivery slot (morning, afternoon or evening).
 */
export async function fillDeliveryContact(
  page: Page,
  {
    phone = '98391 40217',
    locality = 'Vikas Nagar',
    slots = 0,
    slot = 'evening',
  }: { phone?: string; locality?: string; slots?: number; slot?: 'morning' | 'afternoon' | 'evening' } = {},
): Promise<void> {
  const mobile = field(page, 'Mobile number');
  // Once the field has had focus the saved number no longer fills it, so what it holds after the focus stays.
  await mobile.focus();
  if ((await mobile.inputValue()) === '') await mobile.fill(phone);
  await field(page, 'Locality').selectOption(locality);
  const selects = field(page, 'Delivery slot');
  await expect(selects).toHaveCount(slots);
  for (let i = 0; i < slots; i++) await selects.nth(i).selectOption(slot);
}
