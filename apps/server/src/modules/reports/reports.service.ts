import { type AdminReportsQuery, REPORT_MSG, type Report, type ReportInput } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { conflict, notFound, unauthorized } from '../../lib/errors.js';
import type { Principal } from '../../plugins/auth.js';
import { getListing, getProduct } from '../catalogue/catalogue.service.js';
import * as events from '../events/events.service.js';
import * as repo from './reports.repository.js';

function toReport(r: repo.ReportRow, itemTitle: string | null, itemPublic: boolean): Report {
  return {
    id: r.id,
    type: r.type,
    reporter: r.reporterName,
    reporter_role: r.reporterRole,
    reason: r.reason,
    date: r.createdAt.toISOString(),
    item_id: r.itemId,
    item_title: itemTitle,
    item_public: itemPublic,
    status: r.status,
  };
}

/**
 * Files a report on a public product or ad. One open report per reporter and item: a second one while the first
 * waits is a 409. The admins' notification and the activity line are written in the same transaction.
 */
export async function fileReport(db: Db, who: Principal, input: ReportInput): Promise<Report> {
  // 404 'Product not found' / 'Listing not found' when the item is missing or not public.
  const item = input.type === 'products' ? await getProduct(db, input.item_id) : await getListing(db, input.item_id);
  return db.transaction(async (tx) => {
    await repo.lockReporterItem(tx, who.role, who.id, input.type, item.id);
    if (await repo.findOpenReport(tx, who.role, who.id, input.type, item.id)) throw conflict(REPORT_MSG.duplicate);
    const name = await repo.reporterName(tx, who.role, who.id);
    if (name === null) throw unauthorized(REPORT_MSG.loginRequired);
    const row = await repo.insertReport(tx, {
      type: input.type,
      itemId: item.id,
      reporterRole: who.role,
      reporterId: who.id,
      reporterName: name,
      reason: input.reason,
    });
    await events.reportFiled(tx, { source: input.type, title: item.title, reason: input.reason }, who);
    return toReport(row, item.title, true);
  });
}

export async function listReports(db: Db, query: AdminReportsQuery, limit: number) {
  const { rows, total } = await repo.listReports(db, query.status, query.page, limit);
  return { items: rows.map((r) => toReport(r.report, r.itemTitle, r.itemPublic)), total };
}

/** Ignore or delete: the row stays (status changes), so the decision is kept; only an open report can move. */
export async function closeReport(db: Db, id: number, to: 'ignored' | 'deleted'): Promise<void> {
  if (await repo.closeReport(db, id, to)) return;
  if (!(await repo.findReport(db, id))) throw notFound(REPORT_MSG.notFound);
  throw conflict(REPORT_MSG.notOpen);
}
