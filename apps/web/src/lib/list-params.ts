import { LIMITS, SORTS, type Sort } from '@kiraya/contract';

/**
 * The default items per page (§9). Visitor lists use the admin setting itemsPerPage instead, through
 * usePageSize() (features/settings), and send it as `limit` so their page counts match the server.
 */
export const PAGE_SIZE = LIMITS.itemsPerPageDefault;

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readSort(params: URLSearchParams): Sort {
  const sort = params.get('sort');
  return (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'latest';
}

export function readNumber(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Sets or clears search params, resetting the page unless it is what changed. */
export function nextParams(current: URLSearchParams, changes: Record<string, string | number | undefined | null>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('sort') === 'latest') next.delete('sort');
  return next;
}
