import {
  CATEGORY_LABELS,
  type CatalogueItem,
  type Category,
  FURNISHING_LABELS,
  IMAGE_VARIANTS,
  type ListingDetail,
  localityBySlug,
  type ProductDetail,
  placeLabel,
  resolveCategory,
} from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { SHARE_IMAGE } from '../../lib/image-processing.js';
import type { ResponseCache } from '../catalogue/catalogue.cache.js';
import { getListing, getProduct, itemObjects, listAll } from '../catalogue/catalogue.service.js';
import { pictureKeyOf } from '../pictures/pictures.service.js';
import { profile as ownerProfile } from '../trust/trust.service.js';
import { escapeHtml, type PageHead } from './seo-html.js';

const SITE = 'Kiraya';

/** Where a picture's link-preview JPEG is served (made on first request; modules/seo/seo.routes.ts). */
export const shareImagePath = (key: string) => `/og/${key}.jpg`;
const DEFAULT_TITLE = 'Kiraya · Rent and buy second-hand in Lucknow';
const DEFAULT_DESCRIPTION =
  "Kiraya is Lucknow's rent-and-resale marketplace for second-hand property, home appliances and clothing, priced in rupees.";
const DESCRIPTION_MAX = 160;

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const inr = (amount: number) => rupees.format(amount).replace(/\.00$/, '');

/** The text a shared link shows cut at a word, at most `max` characters. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

/** "₹12,000", "₹900/month", or "₹14,500 or ₹900/month". */
function priceText(item: CatalogueItem): string {
  const sale = item.offer.sale_price;
  const rent = item.offer.rent;
  const parts = [sale !== null ? inr(sale) : null, rent ? `${inr(rent.monthly)}/month` : null].filter(Boolean);
  return parts.join(' or ');
}

const where = (item: CatalogueItem) => `${placeLabel(item)}, ${item.city}`;

/** schema.org Offer(s) of an item: a sale at its price, a rent per month; availability from today's units. */
function offersOf(item: CatalogueItem, url: string): object[] {
  const availability =
    item.availability.status === 'available'
      ? 'https://schema.org/InStock'
      : item.availability.status === 'available_from'
        ? 'https://schema.org/PreOrder'
        : item.availability.status === 'sold'
          ? 'https://schema.org/SoldOut'
          : 'https://schema.org/OutOfStock';
  const base = { '@type': 'Offer', url, priceCurrency: 'INR', availability, areaServed: { '@type': 'City', name: item.city } };
  const offers: object[] = [];
  if (item.offer.sale_price !== null)
    offers.push({ ...base, price: item.offer.sale_price.toFixed(2), businessFunction: 'http://purl.org/goodrelations/v1#Sell' });
  if (item.offer.rent)
    offers.push({
      ...base,
      price: item.offer.rent.monthly.toFixed(2),
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: item.offer.rent.monthly.toFixed(2),
        priceCurrency: 'INR',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    });
  return offers;
}

/** Items a list page's summary links to: its first page, newest first. */
const LIST_SUMMARY_ITEMS = 24;

/** A list page's plain-HTML summary: its heading and links to its newest items with their prices and places. */
async function listBody(db: Db, cache: ResponseCache, heading: string, category: Category | undefined): Promise<string> {
  // Every visit of these pages asks for it: the catalogue's short-lived cache keeps it, dropped on any change.
  const page = await cache.get(`shell ${category ?? 'all'}`, () =>
    listAll(db, {
      category,
      sort: 'latest',
      page: 1,
      limit: LIST_SUMMARY_ITEMS,
      include_unavailable: false,
    } as Parameters<typeof listAll>[1]),
  );
  const links = itemObjects(page.items)
    .map((item) => {
      const path = item.source === 'products' ? `/product/${item.id}` : `/listing/${item.id}`;
      return `<li><a href="${path}">${escapeHtml(item.title)}</a> · ${escapeHtml(priceText(item))} · ${escapeHtml(where(item))}</li>`;
    })
    .join('');
  const categories = (Object.keys(CATEGORY_LABELS) as Category[])
    .map((c) => `<a href="/category/${c}">${escapeHtml(CATEGORY_LABELS[c])}</a>`)
    .join(' · ');
  return `<main><h1>${escapeHtml(heading)}</h1><nav aria-label="Categories">${categories}</nav><ul>${links}</ul></main>`;
}

/** The plain-HTML summary of an item a crawler reads (the app replaces it when it starts). */
function itemBody(item: CatalogueItem, base: string, facts: string[]): string {
  const category = CATEGORY_LABELS[item.category];
  return `<main><nav aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/category/${item.category}">${escapeHtml(category)}</a></nav>
<article><h1>${escapeHtml(item.title)}</h1><p>${escapeHtml(priceText(item))}</p>
<img src="${escapeHtml(base + item.image)}" alt="${escapeHtml(item.title)}" width="${IMAGE_VARIANTS.full.width}" height="${IMAGE_VARIANTS.full.height}" />
<p>${escapeHtml(item.description)}</p><ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul></article></main>`;
}

function itemHead(item: ProductDetail | ListingDetail, base: string, path: string): PageHead {
  const canonical = base + path;
  const locality = localityBySlug(item.locality);
  const price = priceText(item);
  const title = `${item.title} · ${price} · ${locality?.name ?? item.city} · ${SITE}`;
  const description = clip(`${price} in ${where(item)}. ${item.description}`);
  const facts = [
    `${CATEGORY_LABELS[item.category]} · ${where(item)}${locality ? ` ${locality.pin}` : ''}`,
    ...(item.bhk !== null ? [item.bhk === 0 ? '1 RK / studio' : `${item.bhk} BHK`] : []),
    ...(item.furnishing ? [FURNISHING_LABELS[item.furnishing]] : []),
    ...(item.offer.rent?.deposit ? [`Deposit ${inr(item.offer.rent.deposit)}`] : []),
  ];
  // The link preview's picture: the cover cut to 1200×630 as JPEG (/og/…), else the cover itself.
  const key = pictureKeyOf(item.image);
  const image = key
    ? { url: `${base}${shareImagePath(key)}`, ...SHARE_IMAGE, alt: item.title }
    : { url: base + item.image, ...IMAGE_VARIANTS.full, alt: item.title };
  const photos = 'photos' in item ? item.photos.map((p) => base + p.image) : [base + item.image];
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    description: clip(item.description, 5000),
    image: photos,
    url: canonical,
    sku: `${item.source}-${item.id}`,
    category: CATEGORY_LABELS[item.category],
    ...('condition' in item
      ? { itemCondition: item.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition' }
      : {}),
    offers: offersOf(item, canonical),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: CATEGORY_LABELS[item.category], item: `${base}/category/${item.category}` },
      { '@type': 'ListItem', position: 3, name: item.title, item: canonical },
    ],
  };
  const amount = item.offer.sale_price ?? item.offer.rent?.monthly ?? item.price;
  return {
    title,
    description,
    canonical,
    type: 'product',
    image,
    og: { 'product:price:amount': amount.toFixed(2), 'product:price:currency': 'INR' },
    jsonLd: [product, breadcrumbs],
    body: itemBody(item, base, facts),
    status: 200,
  };
}

const notFoundHead = (base: string, path: string): PageHead => ({
  title: `Not found · ${SITE}`,
  description: DEFAULT_DESCRIPTION,
  canonical: base + path,
  type: 'website',
  noindex: true,
  status: 404,
});

/** An item page's head, or a 404 one when the item is not public (never a 5xx for a bad id). */
async function detailHead(load: () => Promise<ProductDetail | ListingDetail>, base: string, path: string): Promise<PageHead> {
  try {
    return itemHead(await load(), base, path);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return notFoundHead(base, path);
    throw error;
  }
}

/**
 * The head of a page the web app serves, from its path and query. `base` is the site's origin (PUBLIC_URL, or the
 * request's own). Item pages read the item; list pages get their own title; everything else the site's.
 */
export async function headFor(db: Db, cache: ResponseCache, base: string, path: string, query: URLSearchParams): Promise<PageHead> {
  const site: PageHead = { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, canonical: base + path, type: 'website', status: 200 };
  const item = /^\/(product|listing)\/(\d{1,10})$/.exec(path);
  if (item) {
    const id = Number(item[2]);
    return detailHead(() => (item[1] === 'product' ? getProduct(db, id) : getListing(db, id)), base, path);
  }
  const owner = /^\/owners\/(\d{1,10})$/.exec(path);
  if (owner) return ownerHead(db, Number(owner[1]), base, path);
  const category = /^\/category\/([^/]+)$/.exec(path);
  if (category) {
    const resolved = resolveCategory(decodeURIComponent(category[1] ?? ''));
    if (!resolved) return notFoundHead(base, path);
    const label = CATEGORY_LABELS[resolved];
    return {
      ...site,
      body: await listBody(db, cache, label, resolved),
      title: `${label} for rent and sale in Lucknow · ${SITE}`,
      description: clip(
        `Second-hand ${label.toLowerCase()} in Lucknow to rent by the month or to buy, checked by Kiraya before it is listed. Filter by locality, price and more.`,
      ),
      canonical: `${base}/category/${resolved}`,
    };
  }
  if (path === '/search') {
    const words = (query.get('query') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
    // "fridge on rent in Lucknow" is worth landing on: a query's first page is indexed under one canonical URL
    // (the words alone, lower-cased); an empty search is not.
    if (!words) return { ...site, title: `Search · ${SITE}`, noindex: true };
    return {
      ...site,
      title: `“${words}” for rent and sale in Lucknow · ${SITE}`,
      description: clip(`Second-hand ${words} to rent or buy in Lucknow on Kiraya: verified listings with prices in rupees, by locality.`),
      canonical: `${base}/search?query=${encodeURIComponent(words.toLowerCase())}`,
    };
  }
  if (path === '/explore-all')
    return {
      ...site,
      title: `Explore everything for rent and sale in Lucknow · ${SITE}`,
      body: await listBody(db, cache, 'Explore all listings', undefined),
    };
  if (path === '/') return { ...site, body: await listBody(db, cache, 'Rent and buy second-hand in Lucknow', undefined) };
  return site;
}

/** An owner's public profile page: their name, where they list, and links to their items; a 404 head for no such owner. */
async function ownerHead(db: Db, id: number, base: string, path: string): Promise<PageHead> {
  let found: Awaited<ReturnType<typeof ownerProfile>>;
  try {
    found = await ownerProfile(db, id, 1, LIST_SUMMARY_ITEMS);
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 400)) return notFoundHead(base, path);
    throw error;
  }
  const place = found.locality ? localityBySlug(found.locality)?.name : undefined;
  const badge = found.verified ? 'Verified owner' : 'Owner';
  const links = found.items
    .map((item) => `<li><a href="/product/${item.id}">${escapeHtml(item.title)}</a> · ${escapeHtml(priceText(item))}</li>`)
    .join('');
  return {
    title: `${found.name} · ${badge} on ${SITE}`,
    description: clip(
      `${found.name} rents and sells ${found.total_items} item(s) on ${SITE}${place ? `, mostly in ${place}, Lucknow` : ''}.`,
    ),
    canonical: base + path,
    type: 'profile',
    status: 200,
    body: `<main><h1>${escapeHtml(found.name)}</h1><p>${escapeHtml(badge)}</p><ul>${links}</ul></main>`,
  };
}
