import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { admins, listings, owners, products, reports, users } from '../../db/schema/index.js';

export type ReportRow = typeof reports.$inferSelect;
type Source = 'products' | 'listings';
type ReporterRole = 'user' | 'owner' | 'admin';

/** The reporter's current name, stored on the report so the table keeps it if the account goes. */
export async function reporterName(db: Executor, role: ReporterRole, id: number): Promise<string | null> {
  const table = role === 'user' ? users : role === 'owner' ? owners : admins;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}

/**
 * Serialises report filings by one reporter on one item until the transaction ends, so two concurrent clicks
 * cannot both pass the "no open report yet" check (there is no unique index on open reports).
 */
export async function lockReporterItem(tx: Executor, role: ReporterRole, reporterId: number, type: Source, itemId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${role}:${reporterId}:${type}:${itemId}`}))`);
}

export async function findOpenReport(db: Executor, role: ReporterRole, reporterId: number, type: Source, itemId: number) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterRole, role),
        eq(reports.reporterId, reporterId),
        eq(reports.type, type),
        eq(reports.itemId, itemId),
        eq(reports.status, 'open'),
      ),
    );
  return row ?? null;
}

export async function insertReport(db: Executor, row: typeof reports.$inferInsert): Promise<ReportRow> {
  const [created] = await db.insert(reports).values(row).returning();
  if (!created) throw new Error('report not inserted');
  return created;
}

export async function findReport(db: Executor, id: number): Promise<ReportRow | null> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row ?? null;
}

/** Moves an open report to ignored/deleted in one conditional UPDATE: of two concurrent admins only one succeeds. */
export async function closeReport(db: Executor, id: number, to: 'ignored' | 'deleted'): Promise<ReportRow | null> {
  const [row] = await db
    .update(reports)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning();
  return row ?? null;
}

/** Reports in one status with their item's current title (null once deleted), newest first. */
export async function listReports(db: Executor, status: ReportRow['status'], page: number, limit: number) {
  const where = eq(reports.status, status);
  return paged(
    db
      .select({
        report: reports,
        itemTitle: sql<string | null>`coalesce(${products.title}, ${listings.title})`,
        itemPublic: sql<boolean>`coalesce(coalesce(${products.approvalStatus}, ${listings.approvalStatus}) = 'approved', false)`.mapWith(
          (v) => v === true || v === 't',
        ),
      })
      .from(reports)
      .leftJoin(products, and(eq(reports.type, 'products'), eq(products.id, reports.itemId)))
      .leftJoin(listings, and(eq(reports.type, 'listings'), eq(listings.id, reports.itemId)))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .$dynamic(),
    db.select({ n: count() }).from(reports).where(where),
    page,
    limit,
  );
}
