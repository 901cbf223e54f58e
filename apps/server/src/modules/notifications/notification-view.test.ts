import type { AppNotification } from '@kiraya/contract';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../db/events.js';
import { notifications } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { buyProduct } from '../../test/orders.js';
import { inboxOfRow, inboxStream, notificationEventSql, toNotification } from './notification-view.js';

let t: TestContext, buyer: TestAccount, owner: TestAccount;
beforeAll(async () => {
  ({ t, buyer, owner } = await openTestApp({ buyer: 'user', owner: 'owner' }));
});
afterAll(() => t.close());

describe('a notification as a live event, built in SQL (checkout) and in TypeScript (every other writer)', () => {
  it('gives the same audience and payload for a coded, an uncoded and an admin notification', async () => {
    const rows = await t.db
      .insert(notifications)
      .values([
        {
          recipientRole: 'owner',
          recipientId: owner.id,
          title: 'New order',
          message: 'Order #7: “Godrej almirah”',
          code: 'ORDER_PLACED',
          params: { title: 'Godrej almirah', order: 7 },
          type: 'success',
        },
        { recipientRole: 'user', recipientId: buyer.id, title: 'Old style', message: 'Before codes', code: null, params: null },
        { recipientRole: 'admin', recipientId: null, title: 'For admins', message: 'Empty code', code: '', params: null, type: 'warning' },
      ])
      .returning();
    // A time with microseconds, as now() gives: both must cut it to the same millisecond.
    await t.db
      .update(notifications)
      .set({ createdAt: sql`'2026-11-29 21:07:05.123987+00'::timestamptz` })
      .where(inArray(notifications.id, [rows[0]?.id as number]));
    const stored = await t.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    const event = notificationEventSql('n');
    const built = rowsOf<{ id: number; audience: string; payload: unknown }>(
      await t.db.execute(sql`SELECT n.id, ${event.audience} AS audience, ${event.payload} AS payload FROM notifications n
        WHERE n.id = ANY(${`{${rows.map((r) => r.id).join(',')}}`}::int[]) ORDER BY n.id`),
    );
    expect(built).toEqual(
      [...stored]
        .sort((x, y) => x.id - y.id)
        .map((row) => ({ id: row.id, audience: inboxStream(inboxOfRow(row)).audience, payload: toNotification(row) })),
    );
    expect(built[0]?.payload).toMatchObject({ date: '2026-11-29T21:07:05.123Z', code: 'ORDER_PLACED' });
    expect(built[1]?.payload).not.toHaveProperty('code');
    expect(built[2]?.audience).toBe('admin');
  });

  it("a checkout's notifications reach their inboxes' streams as the inbox lists them", async () => {
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe({ topic: 'notification' }, (e) => heard.push(e));
    try {
      const product = await createProduct(t.db, { ownerId: owner.id, title: 'Kelvinator fridge' });
      const order = await buyProduct(t, buyer, product.id);
      await t.app.live.pull();
      const listed = async (who: TestAccount) =>
        (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers })).json() as AppNotification[];
      for (const who of [owner, buyer]) {
        const audience = `${who.role === 'owner' ? 'owner' : 'user'}:${who.id}`;
        const theirs = heard.filter((e) => e.audience === audience);
        expect(theirs.length, audience).toBeGreaterThan(0);
        const ids = new Set(theirs.map((e) => (e.payload as { id: number }).id));
        expect(theirs.map((e) => e.payload)).toEqual((await listed(who)).filter((n) => ids.has(n.id)).reverse());
      }
      expect(JSON.stringify(heard)).toContain(`#${order.order_id}`);
    } finally {
      stop();
    }
  });
});
