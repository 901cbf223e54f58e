import type { AdminReviewReport, LineReviews, ProductDetail, PublicReview } from '@kiraya/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderItems, ratingTotals, reviews, scheduledJobs } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { acceptedRental, buyProduct } from '../../test/orders.js';
import { runDueJobs } from '../jobs/jobs.runner.js';
import { ownerRating } from './reviews.service.js';

// Reviews both ways (docs/reviews.md): who may review when, one per side, edits until revealed, the reveal rule (both
// in, or 14 days after the first), what the other side may see before, reports and admin hiding, and the ratings.

let t: TestContext, buyer: TestAccount, owner: TestAccount, admin: TestAccount, stranger: TestAccount, otherOwner: TestAccount;
beforeAll(async () => {
  ({ t, buyer, owner, admin, stranger, otherOwner } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    owner: ['owner', 'Neha Awasthi'],
    admin: 'admin',
    stranger: ['user', 'Kabir Singh'],
    otherOwner: ['owner', 'Ravi Verma'],
  }));
});
afterAll(() => t.close());

const DAY = 86_400_000;
const move = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers, payload });
const write = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/items/${itemId}/review`, headers: who.headers, payload });
const read = (itemId: number, who: TestAccount) =>
  t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/review`, headers: who.headers });
const view = async (itemId: number, who: TestAccount) => {
  const res = await read(itemId, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LineReviews;
};

/** A rental whose handover the buyer confirmed: the line is `active` and may be reviewed. */
async function runningRental(title = 'Cooler'): Promise<number> {
  const itemId = await acceptedRental(t, buyer, owner, { title, monthly: 500 });
  expect((await move(itemId, owner, { event: 'deliver', report: { condition: 'good' } })).statusCode).toBe(200);
  expect((await move(itemId, buyer, { event: 'confirm_delivery' })).statusCode).toBe(200);
  return itemId;
}

const productOf = async (itemId: number) =>
  (await t.db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.id, itemId)))[0]?.id as number;

/** Moves a line's reviews (and their reveal job) `days` into the past, as if written then. */
async function age(itemId: number, days: number) {
  const shift = sql`make_interval(secs => ${days * 86_400})`;
  await t.db
    .update(reviews)
    .set({ createdAt: sql`created_at - ${shift}`, updatedAt: sql`updated_at - ${shift}`, revealAt: sql`reveal_at - ${shift}` })
    .where(eq(reviews.orderItemId, itemId));
  await t.db
    .update(scheduledJobs)
    .set({ runAt: sql`run_at - ${shift}` })
    .where(and(eq(scheduledJobs.kind, 'review_reveal'), eq(scheduledJobs.refId, itemId)));
}

describe('who may review, and when', () => {
  it('refuses a line before its handover is confirmed, and anyone but its two sides', async () => {
    const itemId = await acceptedRental(t, buyer, owner, { title: 'Fridge' });
    const early = await write(itemId, buyer, { rating: 5, comment: 'Great fridge' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'REVIEW_NOT_YET' });
    expect((await view(itemId, buyer)).reviewable).toBe(false);
    await move(itemId, owner, { event: 'deliver', report: { condition: 'good' } });
    // Delivered but not yet confirmed: still not reviewable.
    expect((await write(itemId, buyer, { rating: 5, comment: 'Great fridge' })).statusCode).toBe(409);
    await move(itemId, buyer, { event: 'confirm_delivery' });
    expect((await view(itemId, owner)).reviewable).toBe(true);

    expect((await write(itemId, stranger, { rating: 1, comment: 'Never rented it' })).statusCode).toBe(403);
    expect((await write(itemId, otherOwner, { rating: 1, comment: 'Not my order' })).statusCode).toBe(403);
    expect((await read(itemId, stranger)).statusCode).toBe(403);
    expect((await write(itemId, admin, { rating: 1, comment: 'Admins do not review' })).statusCode).toBe(403);
    expect((await write(999_999, buyer, { rating: 4, comment: 'Missing line' })).statusCode).toBe(404);
  });

  it('a sale is reviewable once closed (its handover confirmed)', async () => {
    const product = await createProduct(t.db, { ownerId: owner.id, title: 'Study table', price: 2500 });
    const order = await buyProduct(t, buyer, product.id);
    const itemId = order.cart_items[0]?.item_id as number;
    await t.app.inject({ method: 'PUT', url: `/api/orders/${itemId}/accept`, headers: owner.headers });
    expect((await write(itemId, buyer, { rating: 4, comment: 'Sturdy table' })).statusCode).toBe(409);
    await move(itemId, owner, { event: 'deliver', report: { condition: 'as_new' } });
    await move(itemId, buyer, { event: 'confirm_delivery' });
    const res = await write(itemId, buyer, { rating: 4, comment: 'Sturdy table' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('checks the rating and the comment with the contract’s messages', async () => {
    const itemId = await runningRental();
    for (const bad of [
      { rating: 0, comment: 'Fine' },
      { rating: 6, comment: 'Fine' },
      { rating: 3.5, comment: 'Fine' },
      { rating: 4, comment: 'ok' },
      { rating: 4, comment: 'x'.repeat(1001) },
      { rating: 4 },
    ]) {
      const res = await write(itemId, buyer, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await write(itemId, buyer, { rating: 4, comment: 'ok' })).json().fieldErrors.comment).toEqual(['Write at least 3 characters.']);
    expect(await t.db.select().from(reviews).where(eq(reviews.orderItemId, itemId))).toHaveLength(0);
  });
});

describe('one per side, edits until revealed, and the reveal', () => {
  it('keeps one review per side: a second write edits it while hidden', async () => {
    const itemId = await runningRental();
    expect((await write(itemId, buyer, { rating: 3, comment: 'Cooling was okay' })).statusCode).toBe(201);
    const edited = await write(itemId, buyer, { rating: 4, comment: 'Cooling was good after a day' });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as LineReviews).mine).toMatchObject({ rating: 4, comment: 'Cooling was good after a day', revealed: false });
    expect(await t.db.select().from(reviews).where(eq(reviews.orderItemId, itemId))).toHaveLength(1);
  });

  it("never sends the other side's review before it is revealed; reveals both when the second is in, and tells both", async () => {
    const itemId = await runningRental('Washing machine');
    await write(itemId, buyer, { rating: 5, comment: 'Spotless machine, on time' });
    const ownerSees = await view(itemId, owner);
    expect(ownerSees).toMatchObject({ my_side: 'owner', mine: null, theirs: null, theirs_written: true });
    expect(JSON.stringify(ownerSees)).not.toContain('Spotless');
    const buyerSees = await view(itemId, buyer);
    expect(buyerSees.mine).toMatchObject({ rating: 5, revealed: false });
    expect(buyerSees.theirs_written).toBe(false);
    // Admins see both.
    expect((await view(itemId, admin)).reviews?.map((r) => r.comment)).toEqual(['Spotless machine, on time']);

    const before = await t.db.select().from(notifications).where(eq(notifications.code, 'REVIEWS_REVEALED'));
    const second = await write(itemId, owner, { rating: 4, comment: 'Paid on time, careful with it' });
    expect(second.statusCode).toBe(201);
    const ownerAfter = second.json() as LineReviews;
    expect(ownerAfter.theirs).toMatchObject({ rating: 5, comment: 'Spotless machine, on time', revealed: true, side: 'buyer' });
    expect(ownerAfter.mine?.revealed).toBe(true);
    expect((await view(itemId, buyer)).theirs).toMatchObject({ rating: 4, side: 'owner' });
    const after = await t.db.select().from(notifications).where(eq(notifications.code, 'REVIEWS_REVEALED'));
    expect(after.length - before.length).toBe(2);
    expect(new Set(after.slice(before.length).map((n) => n.recipientRole))).toEqual(new Set(['user', 'owner']));

    // Revealed: no more edits, on either side.
    const late = await write(itemId, buyer, { rating: 1, comment: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'REVIEW_ALREADY_REVEALED' });
    expect((await view(itemId, owner)).theirs?.rating).toBe(5);
  });

  it('reveals a lone review 14 days after it was written, counted once by the job, and tells both', async () => {
    const itemId = await runningRental('Air cooler');
    await write(itemId, owner, { rating: 2, comment: 'Returned late and dusty' });
    const [job] = await t.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, 'review_reveal'), eq(scheduledJobs.refId, itemId)));
    const [row] = await t.db.select().from(reviews).where(eq(reviews.orderItemId, itemId));
    expect(job?.runAt.getTime()).toBe(row?.revealAt.getTime());
    expect((row?.revealAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(14 * DAY);

    await age(itemId, 13);
    expect((await view(itemId, buyer)).theirs).toBeNull();
    expect(await runDueJobs(t.db, new Date(), 20, {}, { refId: itemId })).toBe(0);

    await age(itemId, 1.01);
    // Revealed by its timestamp alone, before any job ran.
    expect((await view(itemId, buyer)).theirs).toMatchObject({ rating: 2, comment: 'Returned late and dusty' });
    const before = await t.db.select().from(notifications).where(eq(notifications.code, 'REVIEWS_REVEALED'));
    await runDueJobs(t.db, new Date(), 20, {}, { refId: itemId });
    await runDueJobs(t.db, new Date(Date.now() + DAY), 20, {}, { refId: itemId });
    const after = await t.db.select().from(notifications).where(eq(notifications.code, 'REVIEWS_REVEALED'));
    expect(after.length - before.length).toBe(2);
    const [totals] = await t.db
      .select()
      .from(ratingTotals)
      .where(and(eq(ratingTotals.subjectKind, 'user'), eq(ratingTotals.subjectId, buyer.id)));
    expect(totals?.reviewCount).toBeGreaterThanOrEqual(1);

    // Revealed alone: the buyer's late review is revealed at once, and the owner's can no longer be edited.
    expect((await write(itemId, owner, { rating: 3, comment: 'Second thoughts' })).statusCode).toBe(409);
    const late = await write(itemId, buyer, { rating: 4, comment: 'Good cooler' });
    expect(late.statusCode).toBe(201);
    expect((late.json() as LineReviews).mine?.revealed).toBe(true);
  });

  it('two first reviews written at once still end revealed together (the line is locked)', async () => {
    const itemId = await runningRental('Geyser');
    const [a, b] = await Promise.all([
      write(itemId, buyer, { rating: 5, comment: 'Hot water in minutes' }),
      write(itemId, owner, { rating: 5, comment: 'Lovely tenant' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await t.db.select().from(reviews).where(eq(reviews.orderItemId, itemId));
    expect(rows.every((r) => r.countedAt !== null && r.revealAt.getTime() <= Date.now())).toBe(true);
  });
});

describe('ratings', () => {
  it("keeps the item's, the owner's and the buyer's ratings from revealed reviews only", async () => {
    const { t: t2, b, o } = await openTestApp({ b: ['user', 'Meera Joshi'], o: ['owner', 'Sanjay Rao'] });
    try {
      const rent = async (title: string) => {
        const id = await acceptedRental(t2, b, o, { title, monthly: 400 });
        await t2.app.inject({
          method: 'POST',
          url: `/api/orders/items/${id}/lifecycle`,
          headers: o.headers,
          payload: { event: 'deliver', report: { condition: 'good' } },
        });
        await t2.app.inject({
          method: 'POST',
          url: `/api/orders/items/${id}/lifecycle`,
          headers: b.headers,
          payload: { event: 'confirm_delivery' },
        });
        return id;
      };
      const put = (id: number, who: TestAccount, rating: number) =>
        t2.app.inject({
          method: 'PUT',
          url: `/api/orders/items/${id}/review`,
          headers: who.headers,
          payload: { rating, comment: `Rated ${rating}` },
        });
      const first = await rent('Heater');
      const second = await rent('Fan');
      await put(first, b, 5);
      // Hidden so far: nothing counted anywhere.
      expect(await ownerRating(t2.db, o.id)).toEqual({ average: null, count: 0 });
      await put(first, o, 3);
      await put(second, b, 4);
      await put(second, o, 5);
      expect(await ownerRating(t2.db, o.id)).toEqual({ average: 4.5, count: 2 });
      // The owner's public profile shows the same rating.
      const profile = (await t2.app.inject({ method: 'GET', url: `/api/owners/${o.id}/profile` })).json();
      expect(profile.rating).toEqual({ average: 4.5, count: 2 });
      const productId = (await t2.db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.id, first)))[0]
        ?.id as number;
      const page = (await t2.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json() as ProductDetail;
      expect(page.rating).toEqual({ average: 5, count: 1 });
      expect(page.owner_rating).toEqual({ average: 4.5, count: 2 });
      const cards = (await t2.app.inject({ method: 'GET', url: '/api/products?limit=50&include_unavailable=1' })).json() as {
        id: number;
        rating?: unknown;
      }[];
      expect(cards.find((c) => c.id === productId)?.rating).toEqual({ average: 5, count: 1 });
      // The owner sees the buyer's rating on order requests.
      const requests = (await t2.app.inject({ method: 'GET', url: `/api/orders/owner/${o.id}`, headers: o.headers })).json() as {
        item_id: number;
        buyer_rating: unknown;
      }[];
      expect(requests.find((r) => r.item_id === first)?.buyer_rating).toEqual({ average: 4, count: 2 });

      const list = await t2.app.inject({ method: 'GET', url: `/api/owners/${o.id}/reviews?limit=1` });
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-total-count']).toBe('2');
      expect((list.json() as PublicReview[])[0]).toMatchObject({ author_name: 'Meera', rating: expect.any(Number) });
      const third = await rent('Heater 2');
      await put(third, b, 1);
      // A hidden (unrevealed) review is in no public list.
      expect((await t2.app.inject({ method: 'GET', url: `/api/owners/${o.id}/reviews` })).headers['x-total-count']).toBe('2');
      expect((await t2.app.inject({ method: 'GET', url: '/api/owners/999999/reviews' })).statusCode).toBe(404);
      const itemList = await t2.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` });
      expect((itemList.json() as PublicReview[]).map((r) => r.comment)).toEqual(['Rated 5']);
    } finally {
      await t2.close();
    }
  });
});

describe('reports and hiding', () => {
  it('lets either side report a revealed review once; an admin hides it (recorded, ratings taken back) or dismisses', async () => {
    const itemId = await runningRental('Microwave');
    await write(itemId, buyer, { rating: 1, comment: 'Owner was rude and abusive' });
    const [buyerReview] = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderItemId, itemId), eq(reviews.side, 'buyer')));
    const reviewId = buyerReview?.id as number;
    const report = (who: TestAccount, reason = 'This is false and insulting') =>
      t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, headers: who.headers, payload: { reason } });
    // Not revealed: the other side cannot even know it exists; its author is told it must be revealed first.
    expect((await report(owner)).statusCode).toBe(404);
    expect((await report(buyer)).statusCode).toBe(409);
    await write(itemId, owner, { rating: 3, comment: 'Average experience' });
    expect((await report(stranger)).statusCode).toBe(403);
    expect((await report(owner, 'short')).statusCode).toBe(400);
    const productId = await productOf(itemId);
    const before = (await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json() as ProductDetail;
    expect(before.rating?.count).toBe(1);

    expect((await report(owner)).statusCode).toBe(201);
    expect((await report(owner)).json()).toMatchObject({ code: 'REVIEW_ALREADY_REPORTED' });
    expect((await t.db.select().from(notifications).where(eq(notifications.code, 'REVIEW_REPORTED'))).length).toBeGreaterThan(0);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/review-reports?status=open', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const found = (list.json() as AdminReviewReport[]).find((r) => r.review.id === reviewId);
    expect(found).toMatchObject({
      reporter_role: 'owner',
      reporter_name: 'Neha Awasthi',
      review: { comment: 'Owner was rude and abusive' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/review-reports', headers: owner.headers })).statusCode).toBe(403);

    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-reports/${found?.id}/hide`,
      headers: admin.headers,
      payload: { note: 'Abusive words' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-reports/${found?.id}/dismiss`,
      headers: admin.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/review-reports/999999/hide', headers: admin.headers, payload: {} }))
        .statusCode,
    ).toBe(404);
    const [hiddenRow] = await t.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(hiddenRow).toMatchObject({ hiddenBy: admin.id, hiddenNote: 'Abusive words' });
    expect(hiddenRow?.hiddenAt).toBeInstanceOf(Date);
    const after = (await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json() as ProductDetail;
    expect(after.rating).toEqual({ average: null, count: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` })).json()).toEqual([]);
    // The reviewed owner sees it is hidden, without its words.
    expect((await view(itemId, owner)).theirs).toMatchObject({ hidden: true, comment: '' });

    // A dismissed report leaves the review where it is.
    const [ownerReview] = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderItemId, itemId), eq(reviews.side, 'owner')));
    await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${ownerReview?.id}/report`,
      headers: buyer.headers,
      payload: { reason: 'Not what happened at all' },
    });
    const open = (
      await t.app.inject({ method: 'GET', url: '/api/admin/review-reports?status=open', headers: admin.headers })
    ).json() as AdminReviewReport[];
    const mine = open.find((r) => r.review.id === ownerReview?.id);
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-reports/${mine?.id}/dismiss`,
      headers: admin.headers,
      payload: {},
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await view(itemId, buyer)).theirs).toMatchObject({ hidden: false, rating: 3 });
  });
});

it('a buyer with no orders and an owner of nothing have empty ratings', async () => {
  const fresh = await createAccount(t, 'owner', 'New Owner');
  expect(await ownerRating(t.db, fresh.id)).toEqual({ average: null, count: 0 });
});
