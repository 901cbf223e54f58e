import { LUCKNOW_LOCALITIES } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.js';
import { LOCALITIES } from './catalogue-data.js';
import { ILLUSTRATION_KINDS } from './illustrations.js';

const rupees = (paise: number) => paise / 100;

describe('demo catalogue', () => {
  const { products, listings } = buildCatalogue();
  const approvedProducts = products.filter((p) => p.status === 'approved');
  const approvedListings = listings.filter((l) => l.status === 'approved');

  it('has at least 60 public products and 60 public listings over every category', () => {
    expect(approvedProducts.length).toBeGreaterThanOrEqual(60);
    expect(approvedListings.length).toBeGreaterThanOrEqual(60);
    expect(new Set(approvedProducts.map((p) => p.category))).toEqual(new Set(['property', 'dress', 'appliance']));
    expect(new Set(approvedListings.map((l) => l.category))).toEqual(new Set(['clothing', 'property', 'appliance']));
    for (const category of ['property', 'dress', 'appliance'])
      expect(approvedProducts.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(15);
  });

  it('gives every item a unique key, a unique title and a drawable picture', () => {
    const keys = [...products, ...listings].map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
    expect(new Set(listings.map((l) => l.title)).size).toBe(listings.length);
    for (const item of [...products, ...listings]) expect(ILLUSTRATION_KINDS).toContain(item.kind);
  });

  it('keeps a few items waiting for the admin and one rejected with a reason', () => {
    expect(products.filter((p) => p.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(listings.filter((l) => l.status === 'pending').length).toBeGreaterThanOrEqual(2);
    const rejected = products.filter((p) => p.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.rejectionReason).toMatch(/price/i);
  });

  it('prices like Lucknow: flats rent for ₹8,000–35,000, sell in lakhs; appliances and clothing in range', () => {
    for (const p of approvedProducts) {
      const price = rupees(p.pricePaise);
      if (p.category === 'property' && p.type === 'rent' && /flat|BHK/i.test(p.title)) expect(price).toBeGreaterThanOrEqual(8000);
      if (p.category === 'property' && p.type === 'rent') expect(price).toBeLessThanOrEqual(35000);
      if (p.category === 'property' && p.type === 'sale') expect(price).toBeGreaterThanOrEqual(1_000_000);
      if (p.category === 'appliance' && p.type === 'sale') expect(price).toBeGreaterThanOrEqual(1500);
      if (p.category === 'appliance') expect(price).toBeLessThanOrEqual(45000);
      if (p.category === 'dress' && p.type === 'rent') expect(price).toBeGreaterThanOrEqual(300);
      if (p.category === 'dress' && p.type === 'rent') expect(price).toBeLessThanOrEqual(2500);
      if (p.type === 'rent') expect(p.rentPricePaise).toBe(p.pricePaise);
      expect(p.isRentable).toBe(p.rentPricePaise !== null);
      expect(Number.isInteger(p.pricePaise)).toBe(true);
    }
    for (const l of approvedListings) {
      const price = rupees(l.pricePaise);
      if (l.category === 'property' && l.subcategory === 'flat') expect(price).toBeGreaterThanOrEqual(8000);
      if (l.category === 'property') expect(price).toBeLessThanOrEqual(35000);
      if (l.category === 'clothing') expect(price).toBeGreaterThanOrEqual(300);
      if (l.category === 'clothing') expect(price).toBeLessThanOrEqual(2500);
    }
  });

  it('places items in real Lucknow localities and dates them within the last 60 days', () => {
    const known = new Set<string>(LUCKNOW_LOCALITIES);
    for (const place of LOCALITIES) expect(known).toContain(place);
    for (const item of [...products, ...listings]) {
      expect(known).toContain(item.location);
      expect(item.minutesAgo).toBeGreaterThan(0);
      expect(item.minutesAgo).toBeLessThanOrEqual(60 * 24 * 60);
    }
    expect(new Set(approvedListings.map((l) => l.location)).size).toBeGreaterThanOrEqual(12);
  });

  it('gives every ad a seller or marks it as the demo buyer’s', () => {
    expect(listings.some((l) => l.byBuyer)).toBe(true);
    for (const l of listings) {
      if (!l.byBuyer)
        expect(l.seller).toMatchObject({
          name: expect.any(String),
          phone: expect.stringMatching(/^\+91 \d{5} \d{5}$/),
          email: expect.stringContaining('@'),
        });
    }
  });
});
