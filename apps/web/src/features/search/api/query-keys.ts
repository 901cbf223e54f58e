export const searchKeys = {
  all: ['search'] as const,
  results: (params: { query: string; city: string; page: number; limit: number }) => [...searchKeys.all, params] as const,
};
