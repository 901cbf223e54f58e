import { APPROVAL_DECISIONS, OWNER_VERIFICATION_ACTIONS, type VerificationDocument } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { admins, owners } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * Every grant and revocation of an owner's "Verified owner" status (migration 0016): what the admin checked outside
 * Kiraya (document kinds and a note), the day they checked it, and who. `owners.verified` is the current status.
 */
export const ownerVerifications = pgTable(
  'owner_verifications',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    action: text('action', { enum: OWNER_VERIFICATION_ACTIONS }).notNull(),
    documents: jsonb('documents').$type<VerificationDocument[]>().notNull().default([]),
    /** What was seen (grant) or why it was taken back (revoke). */
    note: text('note').notNull().default(''),
    /** The day the documents were checked (grants only). */
    checkedOn: date('checked_on'),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('owner_verifications_owner_idx').on(t.ownerId, t.id),
    check('owner_verifications_action', sql`${t.action} IN ('granted', 'revoked')`),
    check('owner_verifications_grant_checked', sql`${t.action} = 'revoked' OR ${t.checkedOn} IS NOT NULL`),
  ],
);

/** Each decision of the approval queue; an approval undone within its window keeps its row with `undone_at` set. */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: ['products', 'listings'] }).notNull(),
    itemId: integer('item_id').notNull(),
    decision: text('decision', { enum: APPROVAL_DECISIONS }).notNull(),
    reason: text('reason'),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_decisions_item_idx').on(t.source, t.itemId, t.id),
    check('approval_decisions_source', sql`${t.source} IN ('products', 'listings')`),
    check('approval_decisions_decision', sql`${t.decision} IN ('approved', 'rejected')`),
  ],
);
