import type { Catalog } from '../../translate';

/** Category, search and explore-all screens, and item pages. */
export default {
  'lead.property': 'Flats, rooms, PGs and shops in Lucknow, to rent by the month or to buy.',
  'lead.appliance': 'Second-hand fridges, ACs, washing machines, coolers and more, checked before they are listed.',
  'lead.clothing': 'Sherwanis, lehengas, sarees and everyday clothes to rent for an occasion or to buy.',
  'category.unknownText': 'Kiraya has no category called “{name}”. Try Property, Home Appliances or Clothing.',
  'browser.searchRegion': 'Search {label}',
  'browser.searchLabel': 'Search {label} by title',
  'browser.search': 'Search',
  'browser.matching': 'Titles matching “{q}”',
  'browser.clear': 'Clear search',
  'browser.loading': 'Loading {label}…',
  'browser.empty': 'No listings found in this category.',
  'browser.showAll': 'Show everything in {label}',
  'browser.exploreAll': 'Explore all categories',
  'browser.pages': '{label} pages',
  'sort.label': 'Sort by',
  'count.loading': 'Loading items…',
  'count.items': { one: '{count} item', other: '{count} items' },
  'count.range': 'Showing {from}–{to} of {of} items',
  'count.moreThan': 'more than {count}',
} satisfies Catalog;
