import { NOTICE_CODES } from '@kiraya/contract';
import { asc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import * as events from './events.service.js';
import { extensionNotice } from './extension-notices.js';
import * as lineNotices from './line-notices.js';
import * as reviewNotices from './review-notices.js';
import { savedSearchMatched } from './saved-search-notices.js';

// Every notification stores what it says as a code and its values beside the English text, so the web can say it in
// the reader's language (migration 0006). Each writer is called here, and each kind must come out with its own code.
let t: TestContext, buyer: TestAccount, owner: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  [buyer, owner] = [await createAccount(t, 'user', 'Aarav Mishra'), await createAccount(t, 'owner', 'Neha Awasthi')];
});
afterAll(() => t.close());

describe('notification codes', () => {
  it('every kind of notification stores its own code and params beside the English text', async () => {
    const db = t.db;
    const v = { title: '2 BHK in Aliganj', buyerId: buyer.id, buyerName: 'Aarav Mishra', ownerId: owner.id, ownerName: 'Neha Awasthi' };
    const slot = { date: '2027-01-31', time: '10:00' };
    const terms = { monthlyPaise: 1_500_000, depositPaise: 3_000_000, moveIn: '2027-02-01', months: 11 };
    const order = { orderId: 41, buyerId: buyer.id, buyerName: 'Aarav Mishra', totalPaise: 120_000 };
    const [{ id: before } = { id: 0 }] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .orderBy(asc(notifications.id))
      .limit(1);

    await events.orderPlaced(db, {
      ...order,
      lines: [
        { ownerId: owner.id, title: 'Sofa', source: 'products' },
        { ownerId: null, title: 'Sherwani', source: 'listings' },
      ],
    });
    const line = { orderId: 41, title: 'Sofa', buyerId: buyer.id, totalPaise: 120_000 };
    await events.orderLineDecided(db, { ...line, status: 'accepted' }, { role: 'owner', id: owner.id });
    await events.orderLineDecided(db, { ...line, status: 'rejected' }, { role: 'owner', id: owner.id });
    await events.orderLineCancelled(db, { orderId: 41, title: 'Sofa', buyerId: buyer.id, ownerId: owner.id });
    await events.visitRequested(db, v, [slot, { date: '2027-02-02', time: '11:00' }], 'Evening is better');
    await events.visitConfirmed(db, v, slot);
    await events.visitRescheduled(db, v, slot, 'I am away that day');
    await events.visitDeclined(db, v, null);
    await events.visitTimeAccepted(db, v, slot);
    await events.visitCancelled(db, v, null);
    await events.offerSent(db, v, terms, false);
    await events.offerSent(db, v, terms, true);
    await events.offerAccepted(db, v, terms, { orderId: 42, dueNowPaise: 4_500_000 });
    await events.offerDeclined(db, v);
    await events.offerWithdrawn(db, v);
    for (const source of ['products', 'listings'] as const) {
      const author = source === 'products' ? ({ role: 'owner', id: owner.id } as const) : ({ role: 'user', id: buyer.id } as const);
      await events.itemSubmitted(db, { source, title: 'Cooler' }, author);
      await events.itemSubmitted(db, { source, title: 'Cooler' }, author, true);
      const ownerId = source === 'products' ? owner.id : buyer.id;
      await events.itemDecided(db, { source, title: 'Cooler', ownerId }, 'approved', null);
      await events.itemDecided(db, { source, title: 'Cooler', ownerId }, 'rejected', 'Blurry photo');
      await events.reportFiled(db, { source, title: 'Cooler', reason: 'Already rented out' }, { role: 'user', id: buyer.id });
    }
    await events.withdrawalRequested(db, owner.id, 250_000);
    await events.withdrawalProcessed(db, { ownerId: owner.id, ownerName: 'Neha Awasthi', amountPaise: 250_000, txnId: 'TXN-1' });
    await events.supportMessage(db, { userId: buyer.id, from: 'user', text: 'Where is my order?' });
    await events.supportMessage(db, { userId: buyer.id, from: 'admin', text: 'On its way.' });
    const moved = { orderId: 42, title: 'Washing machine', buyerId: buyer.id, ownerId: owner.id, deposit: null };
    const settled = { proposedPaise: 40_000, refundedPaise: 110_000, deductedPaise: 40_000, settled: true };
    for (const event of ['deliver', 'confirm_delivery', 'dispute_delivery', 'request_return', 'dispute_return'] as const)
      await lineNotices.lineMoved(db, { ...moved, event, reason: 'Drum was rusty' });
    await lineNotices.lineMoved(db, { ...moved, event: 'record_return', deposit: { ...settled, settled: false } });
    await lineNotices.lineMoved(db, { ...moved, event: 'confirm_return', deposit: settled });
    await lineNotices.lineMoved(db, { ...moved, event: 'decide_dispute', deposit: settled });
    await lineNotices.lineMoved(db, { ...moved, event: 'cancel', actor: 'buyer', reason: 'Plans changed' });
    await lineNotices.lineEndsSoon(db, { orderId: 42, title: 'Washing machine', buyerId: buyer.id, endDate: '2027-03-01' });
    // extensions
    for (const step of ['requested', 'accepted', 'declined', 'withdrawn'] as const)
      await extensionNotice(db, step, moved, { months: 2, totalPaise: 140_000, toEndDate: '2027-05-01' });
    // reviews
    await reviewNotices.reviewsRevealed(db, { id: 42, title: 'Washing machine', buyerId: buyer.id, ownerId: owner.id });
    await reviewNotices.reviewReported(db, { title: 'Washing machine', reporter: { role: 'owner', id: owner.id } });
    // saved searches
    await savedSearchMatched(db, { title: 'Cooler', href: '/product/7' }, [{ userId: buyer.id, name: 'cooler aliganj' }]);

    const rows = await db
      .select()
      .from(notifications)
      .where(gt(notifications.id, before - 1))
      .orderBy(asc(notifications.id));
    for (const row of rows) {
      expect(NOTICE_CODES, row.title).toContain(row.code);
      expect(row.params, row.title).toBeTypeOf('object');
    }
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(NOTICE_CODES));

    const byCode = (code: string) => rows.find((r) => r.code === code);
    expect(byCode('ORDER_PLACED')).toMatchObject({ title: 'Order #41 placed', params: { order: 41, total: '₹1,200' } });
    expect(byCode('VISIT_REQUESTED')?.params).toEqual({
      buyer: 'Aarav Mishra',
      title: '2 BHK in Aliganj',
      slots: '2027-01-31 10:00, 2027-02-02 11:00',
      note: ' “Evening is better”',
    });
    expect(byCode('OFFER_SENT')?.params).toMatchObject({ months: 11, moveIn: '2027-02-01', monthly: '₹15,000' });
    expect(byCode('AD_REJECTED')?.params).toEqual({ title: 'Cooler', reason: ': Blurry photo' });
    expect(byCode('LINE_EXTENSION_REQUESTED')?.params).toEqual({
      title: 'Washing machine',
      order: 42,
      months: 2,
      total: '₹1,400',
      date: '2027-05-01',
    });
    expect(byCode('LINE_RETURNED')?.params).toEqual({ title: 'Washing machine', order: 42, deduction: '₹400' });
    expect(byCode('LINE_DEPOSIT_SETTLED')).toMatchObject({
      message: 'The deposit of “Washing machine” (order #42) is settled: ₹1,100 refunded to the buyer, ₹400 kept by the owner.',
      params: { refunded: '₹1,100', deducted: '₹400' },
    });
    expect(byCode('SAVED_SEARCH_MATCH')).toMatchObject({
      title: 'New match for “cooler aliganj”',
      params: { title: 'Cooler', search: 'cooler aliganj', href: '/product/7' },
    });
  });

  it('the API returns code and params beside the English text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    const placed = res.json().find((n: { code?: string }) => n.code === 'ORDER_PLACED');
    expect(placed).toMatchObject({
      title: 'Order #41 placed',
      message: expect.stringContaining('Your order of ₹1,200 was placed.'),
      code: 'ORDER_PLACED',
      params: { order: 41, total: '₹1,200' },
    });
  });
});
