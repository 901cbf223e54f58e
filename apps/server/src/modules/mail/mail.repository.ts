import type { Language, MailCode, MessageParams } from '@kiraya/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { outbox } from '../../db/schema/index.js';

export interface NewMail {
  toEmail: string;
  subject: string;
  body: string;
  code: MailCode;
  params: MessageParams;
  language: Language;
}

export async function insertMail(db: Executor, v: NewMail & { status: 'held' | 'queued' }): Promise<number> {
  const [row] = await db.insert(outbox).values(v).returning({ id: outbox.id });
  return (row as { id: number }).id;
}

/** The mail, locked until the transaction ends (a second copy of its job waits, then finds it sent). */
export async function lockMail(db: Executor, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).for('update');
  return row ?? null;
}

export async function markSent(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, lastError: null, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

/** One more refused try; `final` gives the mail up (an admin sees it as failed). */
export async function markTryFailed(db: Executor, id: number, error: string, final: boolean): Promise<void> {
  await db
    .update(outbox)
    .set({ status: final ? 'failed' : 'queued', lastError: error, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

export async function listOutbox(db: Executor, page: number, limit: number) {
  return paged(
    db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).$dynamic(),
    db.select({ n: count() }).from(outbox),
    page,
    limit,
  );
}
