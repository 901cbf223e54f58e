import type { OfferView } from '@kiraya/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../../../lib/i18n/store';
import { AvailabilityBadge, ItemPrice, OfferTag, offerPriceText, type PricedItem } from './item-price';

// The shell's texts load before any screen draws (main.tsx startLanguage); here, before the first render.
beforeAll(() => loadArea('en', 'common'));

const rentOffer = (monthly: number, deposit = 0, min = 1): OfferView => ({
  kind: 'rent',
  sale_price: null,
  rent: { monthly, deposit, min_months: min, discounts: [] },
  available_from: null,
  quantity: 1,
});

/** The card's visible words, tags stripped and spaces collapsed (what a buyer reads). */
const words = (item: PricedItem) =>
  renderToStaticMarkup(createElement(ItemPrice, { item }))
    .replace(/<\/p>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ \| $/, '')
    .trim();

describe('the card price, by offer', () => {
  it('reads a rent as the monthly amount, with its deposit and minimum in a small line', () => {
    const item: PricedItem = { source: 'products', price: 900, rent_price: 900, offer: rentOffer(900, 1800, 3) };
    expect(words(item)).toBe('₹900/month | ₹1,800 deposit · min 3 months');
    expect(renderToStaticMarkup(createElement(OfferTag, { item }))).toContain('For rent');
  });

  it('leaves the small line out when a rent has no deposit and a one-month minimum', () => {
    expect(words({ source: 'products', price: 900, rent_price: 900, offer: rentOffer(900) })).toBe('₹900/month');
  });

  it('says "min 1 month"-style minimums in the singular and the deposit alone when that is all', () => {
    expect(offerPriceText(rentOffer(500, 1000, 1)).terms).toBe('₹1,000 deposit');
    expect(offerPriceText(rentOffer(500, 0, 2)).terms).toBe('min 2 months');
  });

  it('reads a sale as the price alone, with no "/month" and no rent', () => {
    const offer: OfferView = { kind: 'sale', sale_price: 14500, rent: null, available_from: null, quantity: 1 };
    const item: PricedItem = { source: 'products', price: 14500, rent_price: null, offer };
    expect(words(item)).toBe('₹14,500');
    expect(renderToStaticMarkup(createElement(OfferTag, { item }))).toContain('For sale');
  });

  it('reads both as two separate prices, the sale and the monthly rent', () => {
    const offer: OfferView = {
      kind: 'both',
      sale_price: 14500,
      rent: { monthly: 900, deposit: 2000, min_months: 3, discounts: [{ months: 6, percent: 5 }] },
      available_from: null,
      quantity: 2,
    };
    const item: PricedItem = { source: 'products', price: 14500, rent_price: 900, offer };
    expect(words(item)).toBe('Buy ₹14,500 | Rent ₹900/month | ₹2,000 deposit · min 3 months');
    expect(renderToStaticMarkup(createElement(OfferTag, { item }))).toContain('For rent or sale');
  });

  it('never reads the old "₹32,000 / or rent for ₹32,000/month" for a rent-only flat', () => {
    const item: PricedItem = { source: 'products', price: 32000, rent_price: 32000, offer: rentOffer(32000, 64000, 11) };
    const text = words(item);
    expect(text).toBe('₹32,000/month | ₹64,000 deposit · min 11 months');
    expect(text).not.toContain('or rent for');
    expect(text.match(/₹32,000/g)).toHaveLength(1);
  });

  it('reads an ad (listing) as a rent at its price, whatever else it carries', () => {
    expect(words({ source: 'listings', price: 12000, rent_price: null })).toBe('₹12,000/month');
    expect(words({ source: 'listings', price: 12000, rent_price: null, offer: rentOffer(12000) })).toBe('₹12,000/month');
    expect(renderToStaticMarkup(createElement(OfferTag, { item: { source: 'listings', price: 1, rent_price: null } }))).toContain(
      'For rent',
    );
  });

  it('puts each amount in its own element, so the amount can be read alone', () => {
    const html = renderToStaticMarkup(
      createElement(ItemPrice, { item: { source: 'products', price: 900, rent_price: 900, offer: rentOffer(900) } }),
    );
    expect(html).toContain('<span>₹900</span>');
  });
});

describe('the availability badge', () => {
  const badge = (availability: Parameters<typeof AvailabilityBadge>[0]['availability']) =>
    renderToStaticMarkup(createElement(AvailabilityBadge, { availability })).replace(/<[^>]+>/g, '');

  it('says nothing while a unit is free now', () => {
    expect(badge({ status: 'available', available_from: null })).toBe('');
  });

  it('names the day a unit frees up, sold, and switched off', () => {
    expect(badge({ status: 'available_from', available_from: '2027-01-12' })).toBe('Available from 12 Jan 2027');
    expect(badge({ status: 'sold', available_from: null })).toBe('Sold');
    expect(badge({ status: 'unavailable', available_from: null })).toBe('Currently unavailable');
  });
});
