import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * One page of a list and the total it was cut from (the X-Total-Count of every list): `rows` is the ordered query
 * made `$dynamic()` so the page can be cut here, `counted` counts the same filter. Both run at once.
 */
export async function paged<T extends PgSelect>(
  rows: T,
  counted: PromiseLike<{ n: number }[]>,
  page: number,
  limit: number,
): Promise<{ rows: Awaited<T>; total: number }> {
  const [pageRows, [total]] = await Promise.all([rows.limit(limit).offset((page - 1) * limit), counted]);
  return { rows: pageRows as Awaited<T>, total: total?.n ?? 0 };
}
