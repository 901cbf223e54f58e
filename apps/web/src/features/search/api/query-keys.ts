import { adminRoot } from '../../../lib/query-keys';

export const searchKeys = {
  all: ['search'] as const,
  results: (params: { query: string; city: string; page: number; limit: number; include_unavailable?: '1' }) =>
    [...searchKeys.all, params] as const,
  /** Under the admin root, so any admin write that refreshes `adminRoot` refreshes these too. */
  adminSynonyms: () => [...adminRoot, 'synonyms'] as const,
  adminSynonymsPage: (page: number, limit: number, q: string) => [...searchKeys.adminSynonyms(), { page, limit, q }] as const,
};

export const ADMIN_SYNONYMS_PAGE_SIZE = 20;
