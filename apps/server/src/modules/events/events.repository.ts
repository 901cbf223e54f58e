import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activityLog, admins, notifications, owners, users } from '../../db/schema/index.js';

export type NotificationInsert = typeof notifications.$inferInsert;
export type ActivityInsert = typeof activityLog.$inferInsert;

export async function insertNotifications(db: Executor, rows: NotificationInsert[]) {
  return rows.length > 0 ? db.insert(notifications).values(rows).returning() : [];
}

export async function insertActivity(db: Executor, row: ActivityInsert): Promise<void> {
  await db.insert(activityLog).values(row);
}

/** The display name of an account, for activity lines ('Someone' once the account is gone). */
export async function nameOf(db: Executor, role: 'user' | 'owner' | 'admin', id: number): Promise<string> {
  const table = role === 'user' ? users : role === 'owner' ? owners : admins;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? 'Someone';
}
