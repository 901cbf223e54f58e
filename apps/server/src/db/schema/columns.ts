import { type AnyPgColumn, customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Money is stored as integer paise; the API converts to rupees at the edge. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A required reference to another table's row (its id), deleted with that row (ON DELETE CASCADE). */
export const cascadingRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
