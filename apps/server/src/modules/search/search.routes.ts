import {
  DID_YOU_MEAN_HEADER,
  errorBody,
  facetCounts,
  SEARCH_CANDIDATES_PER_SOURCE,
  SUGGESTIONS_MAX,
  searchFacetsQuery,
  searchQuery,
  searchResult,
  suggestion,
  suggestQuery,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_HTTP_CACHE } from '../../plugins/http-cache.js';
import { pageHeaders } from '../../plugins/paging.js';
import { createResponseCache, freshFirst, refreshFailed, sendCached } from '../catalogue/catalogue.cache.js';
import { searchFacets, searchShared } from './search.service.js';
import { suggest } from './suggest.service.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Popular searches are cached for a few seconds; the catalogueChanged event drops them (see catalogue.cache.ts).
  const cache = createResponseCache({ enabled: app.config.catalogueCache, onRefreshError: refreshFailed(app) });
  // A fresh answer is found by its URL before the query is parsed again (catalogue.cache.ts).
  const fresh = { config: PUBLIC_HTTP_CACHE, ...freshFirst(cache) };
  app.get(
    '/search',
    {
      ...fresh,
      schema: {
        tags: ['search'],
        summary: 'Ranked full-text search over both sources, with prefix matching and typo tolerance',
        description: `Only approved items. An empty query gives an empty list. At most ${SEARCH_CANDIDATES_PER_SOURCE} candidates per source are ranked; X-Total-Count is their number. When the query as typed finds nothing and a spelling correction does, the corrected query's results are returned and ${DID_YOU_MEAN_HEADER} holds the corrected query (URI-encoded).`,
        querystring: searchQuery,
        response: { 200: z.array(searchResult), 400: errorBody },
      },
    },
    async (request, reply) => {
      const query = { ...request.query, ...(await request.page()) };
      return sendCached(cache, reply, JSON.stringify(query), async () => {
        const page = await searchShared(app.db, query, app.config.catalogueCache);
        const headers = pageHeaders(page.total);
        if (page.didYouMean) headers[DID_YOU_MEAN_HEADER] = encodeURIComponent(page.didYouMean);
        return { value: page.items, headers, dataAsOf: page.dataAsOf };
      });
    },
  );

  const suggestions = createResponseCache({ enabled: app.config.catalogueCache, onRefreshError: refreshFailed(app) });
  app.get(
    '/search/suggest',
    {
      config: PUBLIC_HTTP_CACHE,
      ...freshFirst(suggestions),
      schema: {
        tags: ['search'],
        summary: `Up to ${SUGGESTIONS_MAX} suggestions while typing: synonym terms, categories, localities and titles, in the script typed`,
        querystring: suggestQuery,
        response: { 200: z.array(suggestion), 400: errorBody },
      },
    },
    async (request, reply) =>
      sendCached(suggestions, reply, request.query.q, async () => ({ value: await suggest(app.db, request.query.q) })),
  );

  app.get(
    '/search/facets',
    {
      ...fresh,
      schema: {
        tags: ['search'],
        summary: "Matches of a search's words per filter value (locality, rent or buy, BHK, furnishing, condition)",
        description:
          'The same words, synonyms and transliteration as /search, matched in full text; each facet counted without its own filter, over at most FACET_SAMPLE_CAP rows (capped facets are listed in `capped`).',
        querystring: searchFacetsQuery,
        response: { 200: facetCounts, 400: errorBody },
      },
    },
    async (request, reply) =>
      sendCached(cache, reply, `facets ${JSON.stringify(request.query)}`, async () => ({
        value: await searchFacets(app.db, request.query),
      })),
  );
};
