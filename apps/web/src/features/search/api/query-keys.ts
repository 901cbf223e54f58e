export const searchKeys = {
  all: ['search'] as const,
  results: (params: { query: string; city: string; page: number; limit: number; include_unavailable?: '1' }) =>
    [...searchKeys.all, params] as const,
};
