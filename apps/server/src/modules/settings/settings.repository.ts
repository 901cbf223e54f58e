import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export async function readSettingsRow(db: Executor): Promise<unknown | null> {
  const rows = await db.select({ values: settings.values }).from(settings).where(eq(settings.id, 1));
  return rows[0]?.values ?? null;
}

export async function writeSettingsRow(db: Executor, values: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ id: 1, values })
    .onConflictDoUpdate({ target: settings.id, set: { values, updatedAt: new Date() } });
}
