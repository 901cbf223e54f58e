import { type SQL, sql } from 'drizzle-orm';

/**
 * A PostgreSQL int[] literal (`{1,2,3}`) for ids a schema already checked, bound as one parameter and cast in the
 * statement: the statement's text never changes with the number of ids, and the value is a plain string, so the
 * embedded database's prepared reads take it too (db/pglite-prepared.ts writes out only scalars).
 */
export const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/** A PostgreSQL text[] literal (`{"a","b"}`), bound as one parameter as intArray's is; every element is quoted. */
export const textArray = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Rows of a raw `db.execute(sql…)` result: both drivers (pg and PGlite) answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * `query`'s rows sent as one JSON value (read back with jsonRowsOf): an array of rows, each an array of the values of
 * `columns`, which must be `query`'s output columns. A page of cards is ~30 columns by ~10 rows, and each value the
 * driver receives is decoded and converted on its own: on PGlite that took a third of the category page's database
 * call (1.05 → 0.75 ms, bench/README.md "The page as one value"). Rows as arrays rather than objects spare PostgreSQL
 * writing each column's name in every row: ~6 % of the category page's statement on PGlite, and a page of 9 cards in
 * 4,033 characters instead of ~7,300 (bench/README.md, "The embedded database on its own thread"). The array keeps
 * the order `query` produced its rows in: json_agg reads an ordered subquery in its order. Values come back as JSON gives them, so `query` must cast what
 * the row format would have converted (bigint → float8 or int, dates → text).
 */
const COLUMN_NAME = /^[a-z_][a-z0-9_]*$/;

function checkColumns(columns: readonly string[], by: string): void {
  for (const column of columns)
    if (!COLUMN_NAME.test(column) || column === '__proto__') throw new Error(`${by}: invalid column name ${column}`);
}

export const asJsonRows = (query: SQL, columns: readonly string[]): SQL => {
  checkColumns(columns, 'asJsonRows');
  const values = sql.raw(columns.map((column) => `x.${column}`).join(', '));
  return sql`SELECT coalesce(json_agg(json_build_array(${values})), '[]'::json) AS rows FROM (${query}) x`;
};

/** The rows asJsonRows sent, as objects keyed by the same `columns`. */
export function jsonRowsOf<T>(result: unknown, columns: readonly string[]): T[] {
  return jsonRowValues<T>(rowsOf<{ rows: unknown[][] }>(result)[0]?.rows ?? [], columns);
}

type RowOf = (values: readonly unknown[]) => unknown;
/** By the list itself (the usual case: a module's constant), and by its names for a list made afresh by its caller. */
const rowMakers = new WeakMap<readonly string[], RowOf>();
const rowMakersByNames = new Map<string, RowOf>();

/**
 * A function making one row object of `columns` from its values, as one object literal (`{ id: values[0], … }`),
 * made once per list of column names (the lists are constants: CARD_COLUMNS and the like). An empty object given its ~30
 * properties one computed key at a time goes through V8's generic property stores and ends up in its slow form: a
 * page of 9 cards took ~11 µs to make that way against ~0.2 µs, and every read of the rows after was slower too
 * (bench/README.md, "Objects built whole"). The names are checked as asJsonRows checks them, so the source is safe.
 */
function rowMaker(columns: readonly string[]): RowOf {
  let make = rowMakers.get(columns);
  if (make) return make;
  const names = columns.join(',');
  make = rowMakersByNames.get(names);
  if (!make) {
    checkColumns(columns, 'jsonRowValues');
    make = new Function('values', `return { ${columns.map((column, i) => `${column}: values[${i}]`).join(', ')} };`) as RowOf;
    rowMakersByNames.set(names, make);
  }
  rowMakers.set(columns, make);
  return make;
}

/** One asJsonRows value (its array of rows) as objects keyed by `columns`, for a statement that sends several. */
export function jsonRowValues<T>(rows: readonly unknown[][], columns: readonly string[]): T[] {
  return rows.map(rowMaker(columns)) as T[];
}
