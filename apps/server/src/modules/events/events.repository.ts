import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activityLog, admins, notifications, owners, settings, users } from '../../db/schema/index.js';

export type NotificationInsert = typeof notifications.$inferInsert;
export type ActivityInsert = typeof activityLog.$inferInsert;

export async function insertNotifications(db: Executor, rows: NotificationInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export async function insertActivity(db: Executor, row: ActivityInsert): Promise<void> {
  await db.insert(activityLog).values(row);
}

/**
 * Whether the admin setting notificationsEnabled is on (a missing row or key means the default: on). Read
 * in the caller's transaction, not through the settings cache, so a change takes effect at once.
 */
export async function notificationsEnabled(db: Executor): Promise<boolean> {
  const [row] = await db.select({ values: settings.values }).from(settings).where(eq(settings.id, 1));
  const values = row?.values as { notificationsEnabled?: unknown } | undefined;
  return values?.notificationsEnabled !== false;
}

/** The display name of an account, for activity lines ('Someone' once the account is gone). */
export async function nameOf(db: Executor, role: 'user' | 'owner' | 'admin', id: number): Promise<string> {
  const table = role === 'user' ? users : role === 'owner' ? owners : admins;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? 'Someone';
}
