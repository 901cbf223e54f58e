/** Rows of a raw `db.execute(sql…)` result: both drivers (pg and PGlite) answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
