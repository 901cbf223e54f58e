import { ORDER_MSG } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../cart';
import { deliveryWhereWhen } from '../components/delivery-facts';
import { checkDeliveryChoices, deliveryDateMessage, deliveryWindow, lineWithDelivery } from './delivery-slots';

const fridge: CartItem = {
  id: 'products-7',
  product_id: 7,
  source: 'products',
  title: 'Samsung 253 L fridge',
  image: '',
  location: 'Gomti Nagar',
  mode: 'rent',
  price: 900,
  quantity: 1,
  months: 6,
  total: 5400,
  addedAt: '2026-11-01T00:00:00.000Z',
  start_date: null,
  delivery_slot: null,
  property: false,
  rent: null,
};
const ad: CartItem = { ...fridge, id: 'listings-3', product_id: 3, source: 'listings', title: 'Room in Aliganj' };

describe('delivery choices at checkout', () => {
  const today = '2026-11-24';

  it('asks every goods line for a slot and keeps the day within 60 days of today', () => {
    expect(deliveryWindow(today)).toEqual({ min: '2026-11-24', max: '2027-01-23' });
    expect(checkDeliveryChoices([fridge], {}, today)).toEqual({ 'slot-products-7': ORDER_MSG.chooseSlot });
    expect(checkDeliveryChoices([fridge], { 'products-7': { date: '', slot: 'morning' } }, today)).toEqual({});
    expect(checkDeliveryChoices([fridge], { 'products-7': { date: '2027-01-23', slot: 'evening' } }, today)).toEqual({});
    expect(checkDeliveryChoices([fridge], { 'products-7': { date: '2027-01-24', slot: 'evening' } }, today)).toEqual({
      'date-products-7': deliveryDateMessage(today),
    });
    expect(checkDeliveryChoices([fridge], { 'products-7': { date: '2026-11-23', slot: 'evening' } }, today)).toHaveProperty(
      'date-products-7',
    );
  });

  it('sends the chosen day and slot with a product line, and nothing extra with an ad', () => {
    expect(lineWithDelivery(fridge, { date: '2026-11-27', slot: 'evening' })).toMatchObject({
      source: 'products',
      product_id: 7,
      months: 6,
      start_date: '2026-11-27',
      delivery_slot: 'evening',
    });
    expect(lineWithDelivery(fridge, { date: '', slot: 'morning' })).not.toHaveProperty('start_date');
    expect(lineWithDelivery(ad, { date: '2026-11-27', slot: 'evening' })).toEqual({
      source: 'listings',
      product_id: 3,
      months: 6,
      title: 'Room in Aliganj',
    });
  });

  it("reads an owner's request as locality, day and slot, leaving out what is unknown", () => {
    expect(deliveryWhereWhen({ locality: 'Gomti Nagar', start_date: '2026-11-27', delivery_slot: 'evening' })).toBe(
      'Gomti Nagar · 27 Nov 2026 · 4 PM – 8 PM',
    );
    expect(deliveryWhereWhen({ locality: null, start_date: null, delivery_slot: null })).toBe('');
  });
});
