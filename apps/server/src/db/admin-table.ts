import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { paged } from './paging.js';

/** `%term%` for ILIKE with the user's own wildcards escaped. */
export const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A table as the admin sees it: the columns it shows (never a password hash) and the two text columns `q` searches. */
export interface AdminTable<T extends PgTable & { id: PgColumn }, C extends SelectedFields> {
  table: T;
  columns: C;
  search: [PgColumn, PgColumn];
}
/** A row of an admin table as its columns select it. */
export type AdminRow<A extends AdminTable<PgTable & { id: PgColumn }, SelectedFields>> = {
  [K in keyof A['columns'] & keyof A['table']['$inferSelect']]: A['table']['$inferSelect'][K];
};

/** A page of one admin table, newest first, filtered by `q` when given. */
export async function adminPage<A extends AdminTable<PgTable & { id: PgColumn }, SelectedFields>>(
  db: Executor,
  admin: A,
  page: number,
  limit: number,
  q?: string,
) {
  const { table, columns, search } = admin;
  const where = q ? or(...search.map((column) => ilike(column, likeTerm(q)))) : undefined;
  const result = await paged(
    db
      .select(columns)
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.id))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
    page,
    limit,
  );
  return result as unknown as { rows: AdminRow<A>[]; total: number };
}

/** Sets some columns of one row and its updatedAt; null when there is no such row. */
export async function adminUpdate<A extends AdminTable<PgTable & { id: PgColumn }, SelectedFields>>(
  db: Executor,
  admin: A,
  id: number,
  set: Partial<A['table']['$inferInsert']>,
) {
  const { table, columns } = admin;
  const [row] = await db
    // biome-ignore lint/suspicious/noExplicitAny: every admin table has an updatedAt column; drizzle cannot see it through the generic.
    .update(table as any)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning(columns);
  return (row ?? null) as AdminRow<A> | null;
}
