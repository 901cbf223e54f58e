import { capitalisedLabels } from '../labels.js';
// The rules, labels and messages of reports, free of zod: product and listing pages show the report button, and
// must not pull the schemas and zod into their chunks.

export const REPORT_STATUSES = ['open', 'ignored', 'deleted'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS = capitalisedLabels(REPORT_STATUSES);
export const REPORT_TYPE_LABELS = { products: 'Product', listings: 'Ad' } as const;

export const REPORT_LIMITS = { reasonMin: 5, reasonMax: 500 } as const;

export const REPORT_MSG = {
  loginRequired: 'Please log in to report an ad.',
  reasonRequired: 'Please tell us why you are reporting this ad.',
  reasonTooShort: `Please describe the problem in at least ${REPORT_LIMITS.reasonMin} characters.`,
  reasonTooLong: `Please keep the reason under ${REPORT_LIMITS.reasonMax} characters.`,
  invalidType: "Report type must be 'products' or 'listings'.",
  invalidItem: 'Unknown item.',
  duplicate: 'You have already reported this item. Our team will review it.',
  sent: 'Thank you. Our team will review this report.',
  notFound: 'Report not found',
  notOpen: 'This report has already been dealt with.',
  confirmDelete: 'Are you sure you want to delete this report?',
  deleted: 'Report deleted.',
  ignored: 'Report ignored.',
  empty: 'No reports.',
  itemRemoved: 'This item has been removed.',
} as const;

/** The reason check of reportReason (schema.ts), for screens that must stay free of zod: the message, or null when fine. */
export function reportReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return REPORT_MSG.reasonRequired;
  if (trimmed.length < REPORT_LIMITS.reasonMin) return REPORT_MSG.reasonTooShort;
  if (trimmed.length > REPORT_LIMITS.reasonMax) return REPORT_MSG.reasonTooLong;
  return null;
}

/** Who filed a report. */
export const REPORTER_ROLES = ['user', 'owner', 'admin'] as const;
/** The admin list's status filter. */
export const REPORT_STATUS_MSG = 'Status must be open, ignored or deleted.';
