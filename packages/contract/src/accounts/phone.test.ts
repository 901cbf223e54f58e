import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../orders/rules.js';
import { checkoutDetailsInput, checkoutInput } from '../orders/schema.js';
import { ACCOUNT_FIELD_MSG, formatIndianMobile, normaliseIndianMobile, telHref } from './rules.js';
import { indianMobile, registerUserInput, updateUserInput } from './schema.js';

describe('Indian mobile numbers', () => {
  it.each([
    ['9839140217', '9839140217'],
    ['+91 98391 40217', '9839140217'],
    ['+91-9839140217', '9839140217'],
    ['+919839140217', '9839140217'],
    ['91 98391 40217', '9839140217'],
    ['09839140217', '9839140217'],
    ['  6000000000 ', '6000000000'],
    ['98391-40217', '9839140217'],
  ])('accepts %j as %s', (typed, digits) => {
    expect(normaliseIndianMobile(typed)).toBe(digits);
    expect(indianMobile.parse(typed)).toBe(digits);
  });

  it.each([
    ['a number starting with 5', '5839140217'],
    ['9 digits', '983914021'],
    ['11 digits without a trunk 0', '98391402170'],
    ['another country code', '+44 7911 123456'],
    ['+ with 10 digits', '+9839140217'],
    ['letters', '98391abcde'],
    ['a Lucknow landline', '0522 2612345'],
    ['blank', ''],
  ])('refuses %s', (_, typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
    const r = indianMobile.safeParse(typed);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(ACCOUNT_FIELD_MSG.phoneInvalid);
  });

  it('reads and dials a stored number', () => {
    expect(formatIndianMobile('9839140217')).toBe('98391 40217');
    expect(telHref('9839140217')).toBe('tel:+919839140217');
    expect(formatIndianMobile('+91 98390 55120')).toBe('98390 55120');
    expect(telHref('+91 98390 55120')).toBe('tel:+919839055120');
    expect(telHref('0522 261 2345')).toBe('tel:05222612345');
  });

  it('is optional at registration and blank clears it on the profile', () => {
    const base = { name: 'A', email: 'a@example.in', password: 'longenough' };
    expect(registerUserInput.parse(base).phone).toBeUndefined();
    expect(registerUserInput.parse({ ...base, phone: ' ' }).phone).toBeUndefined();
    expect(registerUserInput.parse({ ...base, phone: '+91 70800 21954' }).phone).toBe('7080021954');
    expect(registerUserInput.safeParse({ ...base, phone: '12345' }).success).toBe(false);
    const profile = { name: 'A', email: 'a@example.in' };
    expect(updateUserInput.parse(profile).phone).toBeUndefined();
    expect(updateUserInput.parse({ ...profile, phone: '  ' }).phone).toBe('');
    expect(updateUserInput.parse({ ...profile, phone: '09839140217' }).phone).toBe('9839140217');
  });
});

describe('checkout delivery details', () => {
  const details = { name: 'A', email: 'a@example.in', address: '12 Hazratganj', city: 'Lucknow', zip: '226001', paymentMethod: 'upi' };
  const cartItems = [{ source: 'listings', product_id: 1, months: 1 }];
  const zipError = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.find((i) => i.path[0] === 'zip')?.message;

  it('asks a Lucknow address for a 226xxx PIN, and other cities only for six digits', () => {
    expect(checkoutInput.safeParse({ ...details, cartItems }).success).toBe(true);
    expect(zipError(checkoutInput.safeParse({ ...details, zip: '110001', cartItems }))).toBe(ORDER_MSG.lucknowPin);
    expect(zipError(checkoutInput.safeParse({ ...details, city: ' lucknow ', zip: '560001', cartItems }))).toBe(ORDER_MSG.lucknowPin);
    expect(checkoutInput.safeParse({ ...details, city: 'Kanpur', zip: '208001', cartItems }).success).toBe(true);
  });

  it("keeps the spec's client working without phone or locality; a given locality must be on the list", () => {
    const parsed = checkoutInput.parse({ ...details, cartItems });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.locality).toBeUndefined();
    expect(checkoutInput.parse({ ...details, locality: 'Gomti Nagar', phone: '+91 98391 40217', cartItems })).toMatchObject({
      locality: 'Gomti Nagar',
      phone: '9839140217',
    });
    const unknown = checkoutInput.safeParse({ ...details, locality: 'Connaught Place', cartItems });
    expect(unknown.error?.issues[0]?.message).toBe(ORDER_MSG.chooseLocality);
  });

  it("requires phone and locality in the web client's form", () => {
    const r = checkoutDetailsInput.safeParse(details);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({ phone: ORDER_MSG.phoneRequired, locality: ORDER_MSG.chooseLocality });
    expect(checkoutDetailsInput.safeParse({ ...details, phone: '9839140217', locality: 'Aliganj' }).success).toBe(true);
  });
});
