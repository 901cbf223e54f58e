import {
  allProductsQuery,
  catalogueItem,
  categoryWiseProducts,
  cityOnlyQuery,
  errorBody,
  facetCounts,
  facetsQuery,
  idParam,
  latestListingsQuery,
  listingDetail,
  listingsQuery,
  PRICE_MAX_HEADER,
  pagination,
  productDetail,
  productsQuery,
  SORTS,
} from '@kiraya/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_HTTP_CACHE } from '../../plugins/http-cache.js';
import { pageHeaders } from '../../plugins/paging.js';
import { createResponseCache, freshFirst, refreshFailed, sendCached } from './catalogue.cache.js';
import type { Listed } from './catalogue.service.js';
import * as catalogue from './catalogue.service.js';

const itemList = z.array(catalogueItem);
const tags = ['catalogue'];
const listResponses = { 200: itemList, 400: errorBody };
const propertiesQuery = pagination.extend({ sort: z.enum(SORTS).default('latest') });

/**
 * The visitor's catalogue (§7): only approved items; lists carry their total in X-Total-Count. Every route here is public:
 * its answers carry an ETag and a short public Cache-Control (plugins/http-cache.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lists are cached per parsed query for a few seconds; the catalogueChanged event drops them (see catalogue.cache.ts).
  const cache = createResponseCache({ enabled: app.config.catalogueCache, onRefreshError: refreshFailed(app) });
  // A cached route's fresh answer is found by its URL before its query is parsed again (catalogue.cache.ts).
  const fresh = { config: PUBLIC_HTTP_CACHE, ...freshFirst(cache) };
  const cached = (reply: FastifyReply, route: string, query: unknown, load: () => Promise<unknown>) =>
    sendCached(cache, reply, `${route} ${JSON.stringify(query)}`, async () => ({ value: await load() }));
  // A cached list shares its filter's count, and its first pages' rows, with the filter's other answers (sharedMemo in
  // catalogue.cache.ts, used by catalogue.service.ts); its entry ages from the oldest reading it holds.
  const listOptions = { shareReads: app.config.catalogueCache };
  const cachedList = (reply: FastifyReply, route: string, query: unknown, load: () => Promise<Listed & { priceMax?: number }>) =>
    sendCached(cache, reply, `${route} ${JSON.stringify(query)}`, async () => {
      const page = await load();
      const headers = pageHeaders(page.total);
      if (page.priceMax !== undefined) headers[PRICE_MAX_HEADER] = String(page.priceMax);
      return { value: catalogue.listAnswer(page.items), headers, dataAsOf: page.dataAsOf };
    });

  app.get(
    '/category-wise-products',
    {
      ...fresh,
      schema: {
        tags,
        summary: 'The newest 4 items of each category (home page)',
        querystring: cityOnlyQuery,
        response: { 200: categoryWiseProducts, 400: errorBody },
      },
    },
    async (request, reply) => cached(reply, 'home', request.query, () => catalogue.categoryWiseProducts(app.db, request.query.city)),
  );

  app.get(
    '/latest-listings',
    {
      ...fresh,
      schema: { tags, summary: 'Newest approved listings', querystring: latestListingsQuery, response: listResponses },
    },
    async (request, reply) => cached(reply, 'latest', request.query, () => catalogue.latestListings(app.db, request.query)),
  );

  app.get(
    '/listings',
    {
      ...fresh,
      schema: { tags, summary: 'Approved listings (ads) by category and city', querystring: listingsQuery, response: listResponses },
    },
    async (request, reply) => {
      const query = { ...request.query, ...(await request.page()) };
      return cachedList(reply, 'listings', query, () => catalogue.listListings(app.db, query, listOptions));
    },
  );

  app.get(
    '/listings/:id',
    {
      config: PUBLIC_HTTP_CACHE,
      schema: {
        tags,
        summary: 'One approved listing',
        params: idParam,
        response: { 200: listingDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => catalogue.getListing(app.db, request.params.id),
  );

  app.get(
    '/product/:id',
    {
      config: PUBLIC_HTTP_CACHE,
      schema: {
        tags,
        summary: 'One approved product with its owner name',
        params: idParam,
        response: { 200: productDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => catalogue.getProduct(app.db, request.params.id),
  );

  app.get(
    '/products',
    {
      ...fresh,
      schema: {
        tags,
        summary: 'Approved owner products by category (similar items: exclude=id&limit=3)',
        querystring: productsQuery,
        response: listResponses,
      },
    },
    async (request, reply) => {
      const query = { ...request.query, ...(await request.page()) };
      return cachedList(reply, 'products', query, () => catalogue.listProducts(app.db, query, listOptions));
    },
  );

  app.get(
    '/properties',
    {
      ...fresh,
      schema: { tags, summary: 'Property of both sources', querystring: propertiesQuery, response: listResponses },
    },
    async (request, reply) => {
      const query = { ...request.query, ...(await request.page()) };
      return cachedList(reply, 'properties', query, () => catalogue.listProperties(app.db, query, listOptions));
    },
  );

  app.get(
    '/all-products',
    {
      ...fresh,
      schema: {
        tags,
        summary: 'Products and listings together, filtered, sorted and paginated',
        description: `Also sends ${PRICE_MAX_HEADER}: the highest price in rupees among the matches ignoring minPrice/maxPrice.`,
        querystring: allProductsQuery,
        response: listResponses,
      },
    },
    async (request, reply) => {
      const query = { ...request.query, ...(await request.page()) };
      return cachedList(reply, 'all', query, () => catalogue.listAll(app.db, query, listOptions));
    },
  );

  app.get(
    '/facets',
    {
      ...fresh,
      schema: {
        tags,
        summary: 'Matches per filter value (locality, rent or buy, BHK, furnishing, condition) for the same filters as /all-products',
        description:
          'Each facet is counted without its own filter, so the other values of it show. A facet counts at most FACET_SAMPLE_CAP matching rows; those that reached it are listed in `capped` and their counts are lower bounds.',
        querystring: facetsQuery,
        response: { 200: facetCounts, 400: errorBody },
      },
    },
    async (request, reply) => cached(reply, 'facets', request.query, () => catalogue.facets(app.db, request.query)),
  );
};
