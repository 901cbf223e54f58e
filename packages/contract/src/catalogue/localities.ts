import type { Furnishing } from './rules.js';

/**
 * Lucknow's localities: where an item is and where a delivery goes. Data, written once: the migration that created the
 * `localities` table inserted these rows (a test keeps the two equal), the filters key them by slug, "near me" orders
 * them by distance from their approximate centre, and the checkout's select lists their names.
 * Coordinates are a locality's rough centre (±1 km): enough to sort by distance, never shown as an address.
 * Alphabetical by English name. A place not listed is entered as the nearest locality; the address line says the rest.
 */
export const LOCALITIES = [
  { slug: 'aishbagh', name: 'Aishbagh', nameHi: 'ऐशबाग', pin: '226004', lat: 26.856, lng: 80.909 },
  { slug: 'alambagh', name: 'Alambagh', nameHi: 'आलमबाग', pin: '226005', lat: 26.814, lng: 80.904 },
  { slug: 'aliganj', name: 'Aliganj', nameHi: 'अलीगंज', pin: '226024', lat: 26.893, lng: 80.943 },
  { slug: 'amausi', name: 'Amausi', nameHi: 'अमौसी', pin: '226009', lat: 26.762, lng: 80.883 },
  { slug: 'aminabad', name: 'Aminabad', nameHi: 'अमीनाबाद', pin: '226018', lat: 26.846, lng: 80.925 },
  { slug: 'ashiyana', name: 'Ashiyana', nameHi: 'आशियाना', pin: '226012', lat: 26.79, lng: 80.915 },
  { slug: 'badshah-nagar', name: 'Badshah Nagar', nameHi: 'बादशाह नगर', pin: '226006', lat: 26.87, lng: 80.96 },
  { slug: 'balaganj', name: 'Balaganj', nameHi: 'बालागंज', pin: '226003', lat: 26.88, lng: 80.896 },
  { slug: 'cantonment', name: 'Cantonment', nameHi: 'कैंट', pin: '226002', lat: 26.822, lng: 80.961 },
  { slug: 'charbagh', name: 'Charbagh', nameHi: 'चारबाग', pin: '226004', lat: 26.833, lng: 80.92 },
  { slug: 'chinhat', name: 'Chinhat', nameHi: 'चिनहट', pin: '226028', lat: 26.877, lng: 81.048 },
  { slug: 'chowk', name: 'Chowk', nameHi: 'चौक', pin: '226003', lat: 26.868, lng: 80.911 },
  { slug: 'daliganj', name: 'Daliganj', nameHi: 'डालीगंज', pin: '226020', lat: 26.88, lng: 80.93 },
  { slug: 'dalibagh', name: 'Dalibagh', nameHi: 'डालीबाग', pin: '226001', lat: 26.856, lng: 80.959 },
  { slug: 'faizabad-road', name: 'Faizabad Road', nameHi: 'फ़ैज़ाबाद रोड', pin: '226016', lat: 26.878, lng: 81.02 },
  { slug: 'gomti-nagar', name: 'Gomti Nagar', nameHi: 'गोमती नगर', pin: '226010', lat: 26.856, lng: 81.0 },
  { slug: 'gomti-nagar-extension', name: 'Gomti Nagar Extension', nameHi: 'गोमती नगर विस्तार', pin: '226010', lat: 26.839, lng: 81.033 },
  { slug: 'hazratganj', name: 'Hazratganj', nameHi: 'हज़रतगंज', pin: '226001', lat: 26.85, lng: 80.946 },
  { slug: 'husainganj', name: 'Husainganj', nameHi: 'हुसैनगंज', pin: '226001', lat: 26.839, lng: 80.933 },
  { slug: 'indira-nagar', name: 'Indira Nagar', nameHi: 'इंदिरा नगर', pin: '226016', lat: 26.878, lng: 80.997 },
  { slug: 'jankipuram', name: 'Jankipuram', nameHi: 'जानकीपुरम', pin: '226021', lat: 26.924, lng: 80.941 },
  { slug: 'kaiserbagh', name: 'Kaiserbagh', nameHi: 'क़ैसरबाग', pin: '226001', lat: 26.856, lng: 80.932 },
  { slug: 'kalyanpur', name: 'Kalyanpur', nameHi: 'कल्याणपुर', pin: '226022', lat: 26.905, lng: 80.995 },
  { slug: 'kapoorthala', name: 'Kapoorthala', nameHi: 'कपूरथला', pin: '226024', lat: 26.888, lng: 80.945 },
  { slug: 'krishna-nagar', name: 'Krishna Nagar', nameHi: 'कृष्णा नगर', pin: '226023', lat: 26.797, lng: 80.894 },
  { slug: 'kursi-road', name: 'Kursi Road', nameHi: 'कुर्सी रोड', pin: '226026', lat: 26.915, lng: 80.975 },
  { slug: 'lda-colony', name: 'LDA Colony', nameHi: 'एलडीए कॉलोनी', pin: '226012', lat: 26.8, lng: 80.905 },
  { slug: 'lalbagh', name: 'Lalbagh', nameHi: 'लालबाग', pin: '226001', lat: 26.849, lng: 80.938 },
  { slug: 'mahanagar', name: 'Mahanagar', nameHi: 'महानगर', pin: '226006', lat: 26.875, lng: 80.96 },
  { slug: 'munshipulia', name: 'Munshipulia', nameHi: 'मुंशीपुलिया', pin: '226016', lat: 26.89, lng: 81.004 },
  { slug: 'naka-hindola', name: 'Naka Hindola', nameHi: 'नाका हिंडोला', pin: '226004', lat: 26.842, lng: 80.917 },
  { slug: 'nirala-nagar', name: 'Nirala Nagar', nameHi: 'निराला नगर', pin: '226020', lat: 26.887, lng: 80.948 },
  { slug: 'nishatganj', name: 'Nishatganj', nameHi: 'निशातगंज', pin: '226006', lat: 26.865, lng: 80.958 },
  { slug: 'rajajipuram', name: 'Rajajipuram', nameHi: 'राजाजीपुरम', pin: '226017', lat: 26.848, lng: 80.879 },
  { slug: 'rajendra-nagar', name: 'Rajendra Nagar', nameHi: 'राजेंद्र नगर', pin: '226004', lat: 26.851, lng: 80.908 },
  { slug: 'sarojini-nagar', name: 'Sarojini Nagar', nameHi: 'सरोजिनी नगर', pin: '226008', lat: 26.77, lng: 80.87 },
  { slug: 'sitapur-road', name: 'Sitapur Road', nameHi: 'सीतापुर रोड', pin: '226021', lat: 26.93, lng: 80.938 },
  { slug: 'sultanpur-road', name: 'Sultanpur Road', nameHi: 'सुल्तानपुर रोड', pin: '226025', lat: 26.78, lng: 81.02 },
  { slug: 'sushant-golf-city', name: 'Sushant Golf City', nameHi: 'सुशांत गोल्फ़ सिटी', pin: '226030', lat: 26.776, lng: 81.005 },
  { slug: 'telibagh', name: 'Telibagh', nameHi: 'तेलीबाग', pin: '226029', lat: 26.785, lng: 80.948 },
  { slug: 'thakurganj', name: 'Thakurganj', nameHi: 'ठाकुरगंज', pin: '226003', lat: 26.875, lng: 80.888 },
  { slug: 'transport-nagar', name: 'Transport Nagar', nameHi: 'ट्रांसपोर्ट नगर', pin: '226012', lat: 26.788, lng: 80.898 },
  { slug: 'vikas-nagar', name: 'Vikas Nagar', nameHi: 'विकास नगर', pin: '226022', lat: 26.893, lng: 80.966 },
  { slug: 'vrindavan-yojana', name: 'Vrindavan Yojana', nameHi: 'वृंदावन योजना', pin: '226029', lat: 26.779, lng: 80.953 },
] as const;

export type Locality = (typeof LOCALITIES)[number];
export type LocalitySlug = Locality['slug'];
export type LocalityName = Locality['name'];

export const LOCALITY_SLUGS = LOCALITIES.map((l) => l.slug) as unknown as readonly [LocalitySlug, ...LocalitySlug[]];

const bySlug = new Map<string, Locality>(LOCALITIES.map((l) => [l.slug, l]));
const byName = new Map<string, Locality>(LOCALITIES.map((l) => [l.name.toLowerCase(), l]));

export const localityBySlug = (slug: string): Locality | undefined => bySlug.get(slug);

/** The locality a name, a slug or a Hindi name denotes, ignoring case and surrounding space. */
export function findLocality(text: string): Locality | undefined {
  const key = text.trim().toLowerCase();
  return byName.get(key) ?? bySlug.get(key) ?? LOCALITIES.find((l) => l.nameHi === text.trim());
}

/** Longest names first, so "Gomti Nagar Extension" wins over "Gomti Nagar". */
const LONGEST_FIRST = [...LOCALITIES].sort((a, b) => b.name.length - a.name.length);

/**
 * The locality a free-text location names ("Flat 4, Gomti Nagar Extension" → gomti-nagar-extension), or undefined.
 * Used for items sent by the spec's client, which has a free-text location and no locality field.
 */
export function localityIn(location: string): Locality | undefined {
  const text = ` ${location.toLowerCase().replace(/[^a-z0-9\u0900-\u097f]+/g, ' ')} `;
  return LONGEST_FIRST.find((l) => text.includes(` ${l.name.toLowerCase()} `) || location.includes(l.nameHi));
}

/** Where an item with no recognisable locality is placed: the city centre (documented in docs/search.md). */
export const DEFAULT_LOCALITY: LocalitySlug = 'hazratganj';

/** Approximate distance in km between two points (equirectangular; exact enough within a city). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * Where an item is, from what a client sent: its locality (a slug, when the form named one; else the one its location
 * text names; else the city centre) and its location text (the locality's name when the text is blank).
 */
export function placeOf(input: { locality?: string | undefined; location?: string | undefined }): {
  locality: LocalitySlug;
  location: string;
} {
  const location = input.location?.trim() ?? '';
  const named = input.locality ? localityBySlug(input.locality) : undefined;
  const locality = named ?? localityIn(location) ?? (localityBySlug(DEFAULT_LOCALITY) as Locality);
  return { locality: locality.slug, location: location || (named ? named.name : '') };
}

/** Bedrooms a property's title names ("2BHK flat" → 2, "1 RK" or "studio" → 0), as migration 0005 read them; else undefined. */
export function bhkIn(title: string): number | undefined {
  if (/\b1\s*rk\b|studio/i.test(title)) return 0;
  const m = /(\d+)\s*bhk/i.exec(title);
  return m ? Math.min(10, Number(m[1])) : undefined;
}

/** How a property's text says it is furnished, as migration 0005 read it; else undefined. */
export function furnishingIn(text: string): Furnishing | undefined {
  if (/semi[- ]?furnished/i.test(text)) return 'semi_furnished';
  if (/un-?furnished/i.test(text)) return 'unfurnished';
  if (/furnished/i.test(text)) return 'furnished';
  return undefined;
}

/** How an item's place reads: its location text, with its locality's name added when the text does not say it. */
export function placeLabel(item: { location: string; locality: string }, language: 'en' | 'hi' = 'en'): string {
  const locality = localityBySlug(item.locality);
  const name = language === 'hi' ? locality?.nameHi : locality?.name;
  const location = item.location.trim();
  if (!name) return location;
  if (!location) return name;
  // A location that is just the locality's English name reads in the chosen language; one that names it among
  // other words (a sector, a landmark) already says it.
  const english = locality?.name.toLowerCase() ?? '';
  if (location.toLowerCase() === english) return name;
  return location.toLowerCase().includes(english) ? location : `${location}, ${name}`;
}

/**
 * The locality of a delivery address the client did not name one for (the spec's client): the one its text names,
 * else the first with its PIN code, else undefined.
 */
export function localityOfAddress(address: string, zip: string): Locality | undefined {
  return localityIn(address) ?? LOCALITIES.find((l) => l.pin === zip.trim());
}
