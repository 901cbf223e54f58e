import { EXTENSION_STATUSES } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems } from './commerce.js';

/**
 * A buyer's request to extend a running rental (docs/renting.md "Extending a rental"), priced by the server when asked:
 * `months` more at the line's own monthly rent. Accepting moves the line's end date, months and total; the request
 * keeps what was asked and what it moved (from → to end date). One waiting request per line (partial unique index).
 */
export const lineExtensions = pgTable(
  'line_extensions',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    /** The line's monthly rent of one unit when asked, and the rent of the extension (every unit, every month). */
    monthlyPricePaise: bigint('monthly_price_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: EXTENSION_STATUSES }).notNull().default('requested'),
    fromEndDate: date('from_end_date', { mode: 'string' }).notNull(),
    toEndDate: date('to_end_date', { mode: 'string' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who answered: the owner's or admin's id on accept/decline, the buyer's on withdraw. */
    decidedBy: integer('decided_by'),
  },
  (t) => [
    uniqueIndex('line_extensions_open_uq').on(t.orderItemId).where(sql`status = 'requested'`),
    index('line_extensions_item_idx').on(t.orderItemId, t.id),
    check('line_extensions_months_pos', sql`${t.months} >= 1`),
    check('line_extensions_money', sql`${t.monthlyPricePaise} >= 0 AND ${t.totalPaise} >= 0`),
    check('line_extensions_period', sql`${t.fromEndDate} < ${t.toEndDate}`),
    check('line_extensions_decided', sql`(${t.status} = 'requested') = (${t.decidedAt} IS NULL)`),
  ],
);
