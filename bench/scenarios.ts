/**
 * The load scenarios. A GET scenario turns a request number into a path, so requests rotate through realistic
 * variety; other scenarios (checkout) build the whole request and check each answer.
 */
import { createRandom } from '@kiraya/server/src/db/seed/random.js';
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

/** The busiest localities of the generated catalogue (apps/server/src/db/seed/bulk.ts), as the filter's slugs. */
const LOCALITIES = [
  'gomti-nagar',
  'hazratganj',
  'aliganj',
  'indira-nagar',
  'alambagh',
  'mahanagar',
  'jankipuram',
  'vikas-nagar',
  'rajajipuram',
  'aminabad',
  'chowk',
  'kapoorthala',
  'nishatganj',
  'kalyanpur',
  'sushant-golf-city',
  'ashiyana',
  'telibagh',
  'charbagh',
  'gomti-nagar-extension',
  'chinhat',
];
/** Price ceilings (rupees) per category, in the ranges the generator uses. */
const PRICE_CEILINGS: Record<string, number[]> = {
  property: [15_000, 30_000, 5_000_000, 10_000_000],
  appliance: [2_000, 10_000, 25_000, 50_000],
  clothing: [1_000, 3_000, 10_000, 20_000],
};

/** Fisher–Yates with the seeded PRNG. */
function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A draw of `count` ranks 0…n−1 from a Zipf distribution (P(rank k) ∝ 1 / (k + 1)^s): the most popular query gets
 * about 1/H(n) of the requests (12% of them for n = 2,000, s = 1), and the long tail is mostly asked once or not at all.
 */
export function zipfDraws(n: number, s: number, count: number, random: () => number): Uint32Array {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s;
    cdf[k] = sum;
  }
  const draws = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const u = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    draws[i] = lo;
  }
  return draws;
}

/**
 * Category pages as visitors open them: category × sort × page 1–5 × one filter (none, a locality, a price ceiling,
 * rent or buy, or a locality with rent or buy).
 */
export function categoryPageQueries(): string[] {
  const filters = [
    '',
    ...LOCALITIES.map((l) => `&locality=${l}`),
    ...['rent', 'buy'].map((o) => `&offer=${o}`),
    ...LOCALITIES.slice(0, 5).flatMap((l) => ['rent', 'buy'].map((o) => `&locality=${l}&offer=${o}`)),
  ];
  const out: string[] = [];
  for (const category of CATEGORIES)
    for (const sort of SORTS)
      for (let page = 1; page <= 5; page++)
        for (const filter of [...filters, ...(PRICE_CEILINGS[category] ?? []).map((p) => `&maxPrice=${p}`)])
          out.push(`/api/all-products?category=${category}&sort=${sort}&page=${page}&city=Lucknow${filter}`);
  return out;
}

/**
 * Searches as visitors type them: the 60 terms and the 3- and 4-letter prefixes of their first words (the search box
 * sends as one types), each on page 1 or 2, alone or with a category, one of four localities or a price sort.
 */
export function searchQueries(): string[] {
  const texts = new Set<string>(SEARCH_TERMS);
  for (const term of SEARCH_TERMS) {
    const word = term.split(' ')[0] ?? '';
    for (const n of [3, 4]) if (word.length > n) texts.add(word.slice(0, n));
  }
  const filters = [
    '',
    ...CATEGORIES.map((c) => `&category=${c}`),
    ...LOCALITIES.slice(0, 4).map((l) => `&locality=${l}`),
    '&sort=price_asc',
  ];
  const out: string[] = [];
  for (const text of texts)
    for (const page of [1, 2])
      for (const filter of filters) out.push(`/api/search?query=${encodeURIComponent(text)}&city=Lucknow&page=${page}${filter}`);
  return out;
}

/**
 * The bench checks its own load before using it (run.ts calls this first; a wrong draw would make every cached figure
 * meaningless): same seed → same draws; rank 1's share within 15% of 1/H(n); shares falling with rank; a few thousand
 * distinct queries per Zipf scenario. Returns what is wrong, or an empty list.
 */
export function checkZipfLoad(): string[] {
  const problems: string[] = [];
  const n = 2_000;
  const count = 200_000;
  const a = zipfDraws(n, ZIPF_S, count, createRandom(7));
  const b = zipfDraws(n, ZIPF_S, count, createRandom(7));
  if (!a.every((x, i) => x === b[i])) problems.push('the same seed gave different draws');
  const counts = new Uint32Array(n);
  for (const x of a) counts[x] = (counts[x] ?? 0) + 1;
  let harmonic = 0;
  for (let k = 1; k <= n; k++) harmonic += 1 / k ** ZIPF_S;
  const top = (counts[0] ?? 0) / count;
  if (Math.abs(top - 1 / harmonic) > 0.15 / harmonic)
    problems.push(`rank 1 got ${top.toFixed(3)} of the draws, expected ${(1 / harmonic).toFixed(3)}`);
  const share = (from: number, to: number) => counts.slice(from, to).reduce((x, y) => x + y, 0);
  if (!(share(0, 10) > share(10, 20) && share(10, 20) > share(100, 110) && share(100, 110) > share(1000, 1010)))
    problems.push('shares do not fall with rank');
  for (const [name, queries] of [
    ['category-page-zipf', categoryPageQueries()],
    ['search-zipf', searchQueries()],
  ] as const) {
    if (new Set(queries).size !== queries.length) problems.push(`${name} has repeated queries`);
    if (queries.length < 1_000) problems.push(`${name} has only ${queries.length} distinct queries`);
  }
  return problems;
}

/** How many requests a run draws before it starts again from the first (far more than a run sends). */
const DRAWS = 1 << 20;
/** Zipf's exponent: s ≈ 1 is what query logs of search engines and shops show. */
export const ZIPF_S = 1;

/** A GET scenario whose request i is the draws' i-th query: the same sequence in every run, popular queries repeating. */
function zipfPath(queries: () => string[], seed: number): (i: number) => string {
  let table: { urls: string[]; draws: Uint32Array } | null = null;
  return (i) => {
    if (!table) {
      const random = createRandom(seed);
      // Which query is the most popular is itself drawn: page 5 of a filtered list may be as popular as page 1.
      const urls = shuffled(queries(), random);
      table = { urls, draws: zipfDraws(urls.length, ZIPF_S, DRAWS, random) };
    }
    return table.urls[table.draws[i % DRAWS] as number] as string;
  };
}

/** Deterministic spread of request numbers over [lo, hi] (a multiplicative hash, not Math.random, so runs compare). */
const spread = (i: number, lo: number, hi: number) => lo + (((i * 2654435761) % 4294967296) % (hi - lo + 1));

/** The k-th request of each kind, shared by its own scenario and browse-mix. */
const categoryPagePath = (k: number) =>
  `/api/all-products?category=${CATEGORIES[k % 3]}&sort=${SORTS[Math.floor(k / 3) % 3]}&page=${1 + (Math.floor(k / 9) % 5)}&city=Lucknow`;
const searchPath = (k: number) => `/api/search?query=${encodeURIComponent(SEARCH_TERMS[k % SEARCH_TERMS.length] ?? '')}&city=Lucknow`;
const suggestPath = (k: number) => `/api/search/suggest?q=${encodeURIComponent(SUGGEST_TERMS[k % SUGGEST_TERMS.length] ?? '')}`;

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
      path: categoryPagePath,
    },
    {
      name: 'category-page-bytes',
      description:
        "the category page's ceiling: /__bench/page-bytes with category-page's query strings, i.e. the baseline's SELECT 1 and then that page's answer as /api/all-products gave it, through the same ETag and compression hooks, without reading, building or serializing its rows",
      path: (k) => `/__bench/page-bytes?${categoryPagePath(k).split('?')[1]}`,
    },
    {
      name: 'category-page-read',
      description:
        "category-page without its answer made: /__bench/page-read reads the page's cards as /api/all-products does (batched alike), then sends the page's stored answer through the same hooks",
      path: (k) => `/__bench/page-read?${categoryPagePath(k).split('?')[1]}`,
    },
    {
      name: 'category-page-stored',
      description:
        "category-page with its cards read as cheaply as any design could: /__bench/page-stored reads the page's finished cards, stored beforehand as one JSON value, by a primary-key SELECT, then joins and sends them as /api/all-products does",
      path: (k) => `/__bench/page-stored?${categoryPagePath(k).split('?')[1]}`,
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
      name: 'browse-mix',
      description:
        'what browsing visitors ask together, of every 8 requests: 3 product pages, 1 ad page, 2 category pages, 1 search, 1 suggestion (the item pages then rarely share a batched statement: the "per statement" column)',
      path: (i) => {
        const k = Math.floor(i / 8);
        switch (i % 8) {
          case 0:
          case 3:
          case 6:
            return `/api/product/${spread(i, ids.productIds[0], ids.productIds[1])}`;
          case 1:
            return `/api/listings/${spread(i, ids.listingIds[0], ids.listingIds[1])}`;
          case 2:
          case 5:
            return categoryPagePath(k);
          case 4:
            return searchPath(k);
          default:
            return suggestPath(k);
        }
      },
    },
    {
      name: 'search',
      description: `/api/search rotating through ${SEARCH_TERMS.length} terms (broad, prefixes, typos, rare)`,
      path: searchPath,
    },
    {
      name: 'category-page-zipf',
      description: `/api/all-products over ${categoryPageQueries().length} distinct pages (category × sort × page × filter), drawn from a Zipf distribution (s = ${ZIPF_S})`,
      path: zipfPath(categoryPageQueries, 16),
    },
    {
      name: 'search-zipf',
      description: `/api/search over ${searchQueries().length} distinct searches (terms and prefixes × page × filter), drawn from a Zipf distribution (s = ${ZIPF_S})`,
      path: zipfPath(searchQueries, 61),
    },
    {
      name: 'suggest',
      description: `/api/search/suggest rotating through ${SUGGEST_TERMS.length} prefixes (Latin and Devanagari)`,
      path: suggestPath,
    },
  ];
}
