import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeImageVariants } from '../../lib/image-processing.js';
import { createLocalImageStore } from '../../lib/storage.js';
import { createListing, createOwner, createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { makeImage } from '../../test/images.js';
import { fakeWebBuild } from '../../test/web-build.js';

// The page shell a crawler or a link preview reads without JavaScript: the built index.html with each page's head.
const web = fakeWebBuild();
const dist = web.dist;

let t: TestContext;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', WEB_DIST: dist, PUBLIC_URL: 'https://kiraya.example/' });
  const owner = await createOwner(t.db, { name: 'Neha' });
  ids.fridge = (
    await createProduct(t.db, {
      ownerId: owner.id,
      title: 'LG 260 L double door fridge',
      description: 'Frost-free, four years old, serviced in March. Pick-up from Gomti Nagar or delivery at ₹200.',
      category: 'appliance',
      price: 14500,
      rentPrice: 900,
      condition: 'used',
      locality: 'gomti-nagar',
      location: 'Vibhuti Khand',
    })
  ).id;
  ids.hostile = (
    await createProduct(t.db, {
      ownerId: owner.id,
      title: 'Sofa </script><script>alert(1)</script> "quoted"',
      category: 'appliance',
      price: 5000,
    })
  ).id;
  ids.pending = (
    await createProduct(t.db, { ownerId: owner.id, title: 'Secret pending sofa', approvalStatus: 'pending', image: 'test/pending-cover' })
  ).id;
  ids.flat = (await createListing(t.db, { title: '2 BHK flat near Hazratganj', category: 'property', price: 15000, bhk: 2 })).id;
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body };
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('item pages without JavaScript', () => {
  it("a product's HTML holds its title, price, locality, description, photo, Open Graph tags and Product JSON-LD", async () => {
    const { status, html } = await page(`/product/${ids.fridge}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>LG 260 L double door fridge · ₹14,500 or ₹900/month · Gomti Nagar · Kiraya</title>');
    expect(metaOf(html, 'description')).toMatch(/^₹14,500 or ₹900\/month in Vibhuti Khand, Gomti Nagar, Lucknow\. Frost-free/);
    expect(html).toContain(`<link rel="canonical" href="https://kiraya.example/product/${ids.fridge}" />`);
    expect(html).toContain(`hreflang="hi" href="https://kiraya.example/product/${ids.fridge}?lang=hi"`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toMatch(/^https:\/\/kiraya\.example\/og\/.+\.jpg$/);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'product:price:currency')).toBe('INR');
    // The summary React replaces: a crawler reads the item itself.
    expect(html).toContain('<h1>LG 260 L double door fridge</h1>');
    expect(html).toContain('Frost-free, four years old');
    const [product, breadcrumbs] = jsonLd(html);
    expect(product['@type']).toBe('Product');
    expect(product.itemCondition).toBe('https://schema.org/UsedCondition');
    expect(product.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: '14500.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ price: '900.00', priceSpecification: expect.objectContaining({ unitCode: 'MON' }) }),
    ]);
    expect(breadcrumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Home Appliances',
      'LG 260 L double door fridge',
    ]);
  });

  it("a listing's page too, with its BHK", async () => {
    const { status, html } = await page(`/listing/${ids.flat}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>2 BHK flat near Hazratganj · ₹15,000/month · Hazratganj · Kiraya</title>');
    expect(html).toContain('<li>2 BHK</li>');
    expect(jsonLd(html)[0].offers[0].priceSpecification.unitCode).toBe('MON');
  });

  it('list pages link to their newest items, with prices, so a crawler can follow them', async () => {
    const { html } = await page('/category/appliances');
    expect(html).toContain('<h1>Home Appliances</h1>');
    expect(html).toContain(`<a href="/product/${ids.fridge}">LG 260 L double door fridge</a> · ₹14,500 or ₹900/month`);
    expect(html).not.toContain('Secret pending sofa');
    expect(html).not.toContain('2 BHK flat near Hazratganj');
    expect(html).toContain('<link rel="canonical" href="https://kiraya.example/category/appliance" />');
    const home = await page('/');
    expect(home.html).toContain('2 BHK flat near Hazratganj');
  });

  it('escapes what an owner wrote: no tag of a title reaches the page as markup', async () => {
    const { html } = await page(`/product/${ids.hostile}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(jsonLd(html)[0].name).toBe('Sofa </script><script>alert(1)</script> "quoted"');
  });

  it('an item that is not public is a 404 page that asks not to be indexed, and says nothing of it', async () => {
    for (const url of [`/product/${ids.pending}`, '/product/999999', '/listing/0', '/category/spaceships']) {
      const { status, html } = await page(url);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(metaOf(html, 'robots')).toBe('noindex, follow');
      expect(html).not.toContain('Secret pending sofa');
    }
  });

  it("a search's first page is indexed under its words' canonical URL; an empty search is not", async () => {
    const { status, html } = await page('/search?query=Fridge%20%20on%20rent&page=3&city=Lucknow');
    expect(status).toBe(200);
    expect(metaOf(html, 'robots')).toBeUndefined();
    expect(html).toContain('<title>“Fridge on rent” for rent and sale in Lucknow · Kiraya</title>');
    expect(html).toContain('<link rel="canonical" href="https://kiraya.example/search?query=fridge%20on%20rent" />');
    expect(metaOf(await page('/search').then((r) => r.html), 'robots')).toBe('noindex, follow');
  });
});

describe('the link preview picture', () => {
  it("is the cover cut to a 1200×630 JPEG, made once and kept in the image store; a pending item's is not served", async () => {
    const { html } = await page(`/product/${ids.fridge}`);
    const url = metaOf(html, 'og:image') ?? '';
    expect(url).toMatch(/^https:\/\/kiraya\.example\/og\/test\/product-\d+\.jpg$/);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    const path = new URL(url).pathname;
    const key = path.slice('/og/'.length, -'.jpg'.length);
    const store = createLocalImageStore(join(t.config.dataDir, 'uploads'));
    // Not stored yet: no picture to cut.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);

    await store.put(key, await encodeImageVariants(await makeImage('jpeg', 1600, 1200)));
    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toContain('immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(await store.readDerived(key, 'share.jpg')).toEqual(first.rawPayload);
    // Deleting the picture deletes what was made from it.
    await store.delete(key);
    expect(await store.readDerived(key, 'share.jpg')).toBeNull();

    await store.put('test/pending-cover', await encodeImageVariants(await makeImage('png', 800, 600)));
    const pending = await t.app.inject({ method: 'GET', url: '/og/test/pending-cover.jpg' });
    expect(pending.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/og/test/%2e%2e/secret.jpg' })).statusCode).toBe(404);
  });
});

describe('robots.txt and the sitemaps', () => {
  it('robots.txt keeps crawlers out of private screens and names the sitemap index', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://kiraya.example/sitemap.xml');
  });

  it('the index lists the page file and one file per 50,000 ids; an item file lists approved items only', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.body).toContain('<loc>https://kiraya.example/sitemaps/pages.xml</loc>');
    expect(index.body).toContain('<loc>https://kiraya.example/sitemaps/products-0.xml</loc>');
    expect(index.body).toContain('<loc>https://kiraya.example/sitemaps/listings-0.xml</loc>');
    expect(index.body).not.toContain('products-1.xml');
    const products = await t.app.inject({ method: 'GET', url: '/sitemaps/products-0.xml' });
    expect(products.body).toContain(`<loc>https://kiraya.example/product/${ids.fridge}</loc>`);
    expect(products.body).not.toContain(`/product/${ids.pending}<`);
    expect(products.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/products-99.xml' })).body).not.toContain('<url>');
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/nothing.xml' })).statusCode).toBe(404);
  });
});
