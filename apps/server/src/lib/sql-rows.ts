import { type SQL, sql } from 'drizzle-orm';

/** Rows of a raw `db.execute(sql…)` result: both drivers (pg and PGlite) answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * `query`'s rows sent as one JSON array in one value (read back with jsonRowsOf). A page of cards is ~30 columns by
 * ~10 rows, and each value the driver receives is decoded and converted on its own: on PGlite that took a third of the
 * category page's database call (1.05 → 0.75 ms, bench/README.md "The page as one value"). The array keeps the order
 * `query` produced its rows in: json_agg reads an ordered subquery in its order. Its values come back as JSON gives
 * them, so `query` must cast what the row format would have converted (bigint → float8 or int, dates → text).
 */
export const asJsonRows = (query: SQL): SQL => sql`SELECT coalesce(json_agg(x), '[]'::json) AS rows FROM (${query}) x`;

export function jsonRowsOf<T>(result: unknown): T[] {
  return rowsOf<{ rows: T[] }>(result)[0]?.rows ?? [];
}
