/** Reports on ads and products: schemas. */
import { z } from 'zod';
import { SOURCES } from '../catalogue/rules.js';
import { pagination } from '../http/schema.js';
import { idSchema } from '../ids.js';
import { REPORT_LIMITS, REPORT_MSG, REPORT_STATUS_MSG, REPORT_STATUSES, REPORTER_ROLES } from './rules.js';

/** open: waiting for an admin; ignored / deleted: dealt with, kept in the table (never hard-deleted). */

const itemId = idSchema(REPORT_MSG.invalidItem);

/** The reason of a report, trimmed: also used by the client form. */
export const reportReason = z
  .string({ error: REPORT_MSG.reasonRequired })
  .trim()
  .min(1, REPORT_MSG.reasonRequired)
  .min(REPORT_LIMITS.reasonMin, REPORT_MSG.reasonTooShort)
  .max(REPORT_LIMITS.reasonMax, REPORT_MSG.reasonTooLong);

/** POST /api/reports. */
export const reportInput = z.object({
  type: z.enum(SOURCES, { error: REPORT_MSG.invalidType }),
  item_id: itemId,
  reason: reportReason,
});
export type ReportInput = z.infer<typeof reportInput>;

/** §3 Report, plus the item and the report's status. */
export const report = z.object({
  id: z.number().int(),
  type: z.enum(SOURCES),
  /** The reporter's name. */
  reporter: z.string(),
  reporter_role: z.enum(REPORTER_ROLES),
  reason: z.string(),
  /** ISO date-time the report was filed. */
  date: z.string(),
  item_id: z.number().int(),
  /** Null once the item was deleted. */
  item_title: z.string().nullable(),
  /** Whether the item is still public (its page opens). */
  item_public: z.boolean(),
  status: z.enum(REPORT_STATUSES),
});
export type Report = z.infer<typeof report>;

/** GET /api/admin/reports: open reports unless `status` says otherwise. */
export const adminReportsQuery = pagination.extend({
  status: z.enum(REPORT_STATUSES, { error: REPORT_STATUS_MSG }).default('open'),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuery>;
