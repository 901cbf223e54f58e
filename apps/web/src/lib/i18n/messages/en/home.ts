import type { Catalog } from '../../translate';

/** The home page. */
export default {
  title: 'Rent and buy second-hand in Lucknow',
  'hero.reviewed': 'Every listing reviewed before it goes live',
  'hero.heading': 'Rent or buy second-hand, ',
  'hero.headingPlace': 'right here in Lucknow',
  'hero.lead': 'Homes, home appliances and clothing from people in your city, priced in rupees. Rent by the month or buy outright.',
  'hero.explore': 'Explore all listings',
  'hero.postAd': 'Post an ad',
  'blurb.property': 'Flats, rooms and shops to rent by the month',
  'blurb.appliance': 'Fridges, ACs, washing machines and more',
  'blurb.clothing': 'Sherwanis, lehengas and everyday wear',
  'categories.loading': 'Loading categories…',
  'categories.viewAll': 'View All',
  'categories.empty': 'No listings found in this category.',
  'latest.title': 'Latest listings',
  'latest.lead': 'Fresh ads from across Lucknow, newest first',
  'latest.exploreAll': 'Explore all',
  'latest.loading': 'Loading latest listings…',
  'latest.empty': 'No results found.',
  'how.title': 'How Kiraya works',
  'how.browse': 'Browse',
  'how.browseText':
    'Look through verified flats, appliances and clothing across Lucknow, from Gomti Nagar to Aliganj, with prices in rupees.',
  'how.contact': 'Contact',
  'how.contactText':
    'Call or email the owner from the listing. Ask about the condition, visit, and agree on the details that matter to you.',
  'how.rentOrBuy': 'Rent or buy',
  'how.rentOrBuyText': 'Rent by the month for as long as you need, or buy it outright. No middlemen between you and the owner.',
} satisfies Catalog;
