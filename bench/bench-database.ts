/**
 * Where the bench's generated catalogue lives, for run.ts and the probes that read it directly (probe-search.ts,
 * explain-search.ts): `kiraya_bench_<rows>` on the server of BENCH_DATABASE_URL (default the local `test` database,
 * used only as the maintenance database).
 */
import { searchQuery } from '@kiraya/contract';

export const MAINTENANCE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const benchDatabaseName = (rows: number | string) => `kiraya_bench_${rows}`;

export function benchDatabaseUrl(rows: number | string): string {
  const url = new URL(MAINTENANCE_URL);
  url.pathname = `/${benchDatabaseName(rows)}`;
  return url.toString();
}

/** A search URL of the load test (`/api/search?query=…`) as the search service takes it, one page of 24. */
export function searchOfUrl(path: string) {
  return { ...searchQuery.parse(Object.fromEntries(new URL(path, 'http://x').searchParams)), limit: 24 };
}
