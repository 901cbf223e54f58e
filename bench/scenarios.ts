/**
 * The load scenarios. A GET scenario turns a request number into a path, so requests rotate through realistic
 * variety; other scenarios (checkout) build the whole request and check each answer.
 */
export interface Scenario {
  name: string;
  description: string;
  /** GET scenarios: request number → path. */
  path?(i: number): string;
  /** Any other request, built afresh for every request, with a check of its 2xx answer. */
  request?(): BuiltRequest;
  /** Awaited before each run of the scenario (warm-up and measured) … */
  before?(): Promise<void>;
  /** … and after it. */
  after?(): Promise<void>;
  /** Report 2xx per second as orders per second. */
  countsOrders?: boolean;
}

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[]>;
}

export interface BuiltRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sees every answer; returns what is wrong with a 2xx answer (a wrong answer), or null. */
  answered(answer: Answer): string | null;
}

/**
 * 60 terms: broad words that match most rows, middling ones, prefixes, typos, rare words, a miss, and the way
 * Lucknow types (Hindi, Hinglish, glued '2bhk'), which go through synonym expansion and transliteration.
 */
export const SEARCH_TERMS = [
  // broad
  'flat',
  'lucknow',
  'sofa',
  'rent',
  'furnished',
  'samsung',
  'saree',
  'bhk',
  'gomti nagar',
  'used',
  // middling and multi-word
  'refrigerator',
  'washing machine',
  'chikankari kurta',
  'lehenga',
  'sherwani',
  'villa',
  'studio apartment',
  'air conditioner',
  'microwave',
  'water purifier',
  'hazratganj',
  'aliganj',
  'indira nagar',
  'double bed',
  'wardrobe',
  'bridal lehenga',
  'silk saree',
  '2 bhk flat',
  'office space',
  'samsung refrigerator',
  // prefixes
  'refri',
  'wash',
  'chikan',
  'sher',
  'apart',
  'micro',
  'furn',
  'lehen',
  // typos
  'refrigrator',
  'sofaa',
  'sherwaani',
  'lehnga',
  'aparment',
  'chikenkari',
  // rare and absent
  'vintage',
  'antique teak',
  'haveli',
  'helicopter',
  // Hindi, Hinglish and glued number-letter tokens (docs/search.md)
  'फ्रिज',
  'freej',
  'कूलर',
  'वॉशिंग मशीन',
  '2bhk',
  '3BHK flat',
  'pg',
  'almari',
  'फ्लैट गोमती नगर',
  'kiraya',
  'सोफा',
  'ac',
];

/** What people type on the way to a search: prefixes of words and names, in both scripts. */
export const SUGGEST_TERMS = [
  'f',
  'fr',
  'fri',
  'fridg',
  'was',
  'gom',
  'haz',
  '2b',
  '2bhk',
  'sof',
  'lehen',
  'sher',
  'app',
  'prop',
  'फ्रि',
  'कू',
  'वॉशिं',
  'गोम',
  'सो',
  'zzz',
];

const CATEGORIES = ['property', 'appliance', 'clothing'];
const SORTS = ['latest', 'price_asc', 'price_desc'];

/** Deterministic spread of request numbers over [lo, hi] (a multiplicative hash, not Math.random, so runs compare). */
const spread = (i: number, lo: number, hi: number) => lo + (((i * 2654435761) % 4294967296) % (hi - lo + 1));

export function scenarios(ids: { productIds: [number, number]; listingIds: [number, number] }): Scenario[] {
  return [
    { name: 'baseline', description: 'GET /__bench/baseline: SELECT 1 through the same pool', path: () => '/__bench/baseline' },
    {
      name: 'home',
      description: 'home page data: /api/category-wise-products and /api/latest-listings, alternately',
      path: (i) => (i % 2 === 0 ? '/api/category-wise-products?city=Lucknow' : '/api/latest-listings?city=Lucknow'),
    },
    {
      name: 'category-page',
      description: '/api/all-products?category=…&sort=…&page=1..5 rotating (with X-Total-Count and X-Price-Max)',
      path: (i) =>
        `/api/all-products?category=${CATEGORIES[i % 3]}&sort=${SORTS[Math.floor(i / 3) % 3]}&page=${1 + (Math.floor(i / 9) % 5)}&city=Lucknow`,
    },
    {
      name: 'product-by-id',
      description: '/api/product/:id over random approved ids',
      path: (i) => `/api/product/${spread(i, ids.productIds[0], ids.productIds[1])}`,
    },
    {
      name: 'listing-by-id',
      description: '/api/listings/:id over random approved ids',
      path: (i) => `/api/listings/${spread(i, ids.listingIds[0], ids.listingIds[1])}`,
    },
    {
      name: 'search',
      description: `/api/search rotating through ${SEARCH_TERMS.length} terms (broad, prefixes, typos, rare)`,
      path: (i) => `/api/search?query=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length] ?? '')}&city=Lucknow`,
    },
    {
      name: 'suggest',
      description: `/api/search/suggest rotating through ${SUGGEST_TERMS.length} prefixes (Latin and Devanagari)`,
      path: (i) => `/api/search/suggest?q=${encodeURIComponent(SUGGEST_TERMS[i % SUGGEST_TERMS.length] ?? '')}`,
    },
  ];
}
