import { ROLES } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orderItems } from './commerce.js';

/**
 * Photos for a line's handover or return report (docs/renting.md "Photos"). Uploaded one by one before the report is
 * sent; the move that records the report marks them `used` in its transaction. Unused ones are removed a day later
 * by the `report_photos_cleanup` job. The picture is private: served only through signed URLs.
 */
export const reportPhotos = pgTable(
  'report_photos',
  {
    /** A random UUID: the id a report lists, never guessable from another line's. */
    id: text('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The side that uploaded it (`owner` today: the product's owner, or an admin for a listing line). */
    side: text('side', { enum: ['owner', 'buyer'] }).notNull(),
    uploaderRole: text('uploader_role', { enum: ROLES }).notNull(),
    uploaderId: integer('uploader_id').notNull(),
    /** The image store key (`reports/<uuid>`): its card and full WebP variants. */
    imageKey: text('image_key').notNull().unique(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_photos_line_idx').on(t.orderItemId, t.createdAt),
    index('report_photos_unused_idx').on(t.createdAt).where(sql`used = false`),
  ],
);
