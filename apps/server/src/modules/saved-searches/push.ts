import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionInput } from '@kiraya/contract';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '../../db/client.js';
import { pushSubscriptions, webPushKeys } from '../../db/schema/index.js';

/**
 * Web Push (docs/saved-searches.md). The VAPID key pair is made by the first process that needs it and kept in the
 * database (one row; a second process racing it keeps the first one's), so every process signs with the same keys and
 * the browsers' subscriptions stay valid across restarts. Requests are built by `web-push` (aes128gcm payload
 * encryption, VAPID JWT) and sent with fetch; a push service that answers 404 or 410 has dropped the subscription,
 * which is then removed.
 */
export const VAPID_SUBJECT = 'mailto:support@kiraya.in';
/** How long a push service keeps an undelivered message (seconds), and how long we wait for it to take one. */
const PUSH_TTL_S = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 5_000;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function vapidKeys(db: Executor): Promise<VapidKeys> {
  const read = async () => (await db.select().from(webPushKeys).where(eq(webPushKeys.id, 1)))[0];
  const found = await read();
  if (found) return { publicKey: found.publicKey, privateKey: found.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(webPushKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('web_push_keys: no row after insert');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/** Keeps a device's subscription for the buyer (a device that changes hands moves with it); at most PUSH_SUBSCRIPTIONS_MAX a buyer. */
export async function subscribe(db: Executor, userId: number, input: PushSubscriptionInput): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() },
    });
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_SUBSCRIPTIONS_MAX);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
}

export async function unsubscribe(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export interface PushMessage {
  userId: number;
  /** What the service worker shows: title, body and the page a tap opens. */
  payload: { title: string; body: string; url: string; tag: string };
}

export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
}

/** Sends each message to every device of its buyer; expired subscriptions (404/410) are removed. Never throws for a push. */
export async function pushToBuyers(db: Executor, messages: readonly PushMessage[]): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  if (messages.length === 0) return report;
  const userIds = [...new Set(messages.map((m) => m.userId))];
  const subscriptions = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  if (subscriptions.length === 0) return report;
  const keys = await vapidKeys(db);
  const expired: number[] = [];
  const sends = messages.flatMap((message) =>
    subscriptions
      .filter((s) => s.userId === message.userId)
      .map(async (s) => {
        try {
          const request = webpush.generateRequestDetails(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            JSON.stringify(message.payload),
            { vapidDetails: { subject: VAPID_SUBJECT, ...keys }, TTL: PUSH_TTL_S, contentEncoding: 'aes128gcm', urgency: 'normal' },
          );
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ? new Uint8Array(request.body) : undefined,
            signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
          });
          await response.arrayBuffer().catch(() => undefined);
          if (response.status === 404 || response.status === 410) expired.push(s.id);
          else if (response.ok) report.sent++;
          else report.failed++;
        } catch {
          report.failed++;
        }
      }),
  );
  await Promise.all(sends);
  if (expired.length > 0) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, expired));
    report.removed = expired.length;
  }
  return report;
}

/** Test and bench helper: how many subscriptions a buyer has. */
export async function countSubscriptions(db: Executor, userId: number): Promise<number> {
  const rows = await db.execute(sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = ${userId}`);
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
