import {
  allProductsQuery,
  catalogueItem,
  categoryWiseProducts,
  cityOnlyQuery,
  errorBody,
  idParam,
  latestListingsQuery,
  listingDetail,
  listingsQuery,
  PRICE_MAX_HEADER,
  pagination,
  productDetail,
  productsQuery,
  SORTS,
  TOTAL_COUNT_HEADER,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createResponseCache } from './catalogue.cache.js';
import * as catalogue from './catalogue.service.js';

const itemList = z.array(catalogueItem);
const tags = ['catalogue'];
const listResponses = { 200: itemList, 400: errorBody };
const propertiesQuery = pagination.extend({ sort: z.enum(SORTS).default('latest') });

/** The visitor's catalogue (§7): only approved items; lists carry their total in X-Total-Count. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lists are cached per parsed query for a few seconds; catalogueChanged() drops them (see catalogue.cache.ts).
  const cache = createResponseCache({ enabled: app.config.catalogueCache });
  const cached = <V>(route: string, query: unknown, load: () => Promise<V>) => cache.get(`${route} ${JSON.stringify(query)}`, load);

  app.get(
    '/category-wise-products',
    {
      schema: {
        tags,
        summary: 'The newest 4 items of each category (home page)',
        querystring: cityOnlyQuery,
        response: { 200: categoryWiseProducts, 400: errorBody },
      },
    },
    async (request) => cached('home', request.query, () => catalogue.categoryWiseProducts(app.db, request.query.city)),
  );

  app.get(
    '/latest-listings',
    { schema: { tags, summary: 'Newest approved listings', querystring: latestListingsQuery, response: listResponses } },
    async (request) => cached('latest', request.query, () => catalogue.latestListings(app.db, request.query)),
  );

  app.get(
    '/listings',
    { schema: { tags, summary: 'Approved listings (ads) by category and city', querystring: listingsQuery, response: listResponses } },
    async (request, reply) => {
      const page = await cached('listings', request.query, () => catalogue.listListings(app.db, request.query));
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  app.get(
    '/listings/:id',
    {
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
      schema: {
        tags,
        summary: 'Approved owner products by category (similar items: exclude=id&limit=3)',
        querystring: productsQuery,
        response: listResponses,
      },
    },
    async (request, reply) => {
      const page = await cached('products', request.query, () => catalogue.listProducts(app.db, request.query));
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  app.get(
    '/properties',
    { schema: { tags, summary: 'Property of both sources', querystring: propertiesQuery, response: listResponses } },
    async (request, reply) => {
      const page = await cached('properties', request.query, () => catalogue.listProperties(app.db, request.query));
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  app.get(
    '/all-products',
    {
      schema: {
        tags,
        summary: 'Products and listings together, filtered, sorted and paginated',
        description: `Also sends ${PRICE_MAX_HEADER}: the highest price in rupees among the matches ignoring minPrice/maxPrice.`,
        querystring: allProductsQuery,
        response: listResponses,
      },
    },
    async (request, reply) => {
      const page = await cached('all', request.query, () => catalogue.listAll(app.db, request.query));
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      reply.header(PRICE_MAX_HEADER, String(page.priceMax));
      return page.items;
    },
  );
};
