import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts.js';
import { startTestCluster, type TestCluster } from './cluster.js';
import { createProduct } from './factories.js';
import { testDbKind } from './harness.js';
import { ALMIRAH_PRODUCT, makeImage, multipartBody } from './images.js';
import { checkoutBody } from './orders.js';
import { startTestS3, type TestS3 } from './s3.js';
import { openSse, type SseClient } from './sse.js';

/**
 * Issue 14's proof of the live parts: three processes behind nginx on PostgreSQL, Redis and an S3-protocol server
 * (test/cluster.ts). Live events, caches and pictures written through one process are seen through the others, and a
 * process killed under open streams and checkouts loses no message and leaves no half-written order.
 */
describe.runIf(testDbKind === 'postgres')('three processes: live events, caches, pictures, a process killed', () => {
  let c: TestCluster;
  let s3: TestS3;
  let admin: TestAccount;
  let buyer: TestAccount;
  let owner: TestAccount;
  const open: SseClient[] = [];
  beforeAll(async () => {
    s3 = await startTestS3();
    c = await startTestCluster({ processes: 3, env: s3.env });
    admin = await createAccount(c.t, 'admin');
    buyer = await createAccount(c.t, 'user');
    owner = await createAccount(c.t, 'owner');
  }, 120_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await c?.stop();
    await s3?.close();
  }, 60_000);

  const url = (index: number) => c.process(index).url;
  async function stream(address: string, headers: Record<string, string> = {}) {
    const s = await openSse(address, headers);
    open.push(s);
    expect(s.status).toBe(200);
    return s;
  }
  const post = (base: string, who: TestAccount, path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const say = (base: string, who: TestAccount, conversationId: number, text: string) =>
    post(base, who, '/api/messages', { conversationId, text });
  const texts = (s: SseClient) => s.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).text as string);

  it("a buyer's message sent through A is on the admin's stream held by B within a second; a notification likewise", async () => {
    const adminStream = await stream(`${url(1)}/api/admin/messages/stream?access_token=${admin.token}`);
    const inbox = await stream(`${url(1)}/api/notifications/stream?access_token=${owner.token}`);
    let started = Date.now();
    expect((await say(url(0), buyer, buyer.id, 'Namaste, is the cooler free?')).status).toBe(201);
    await adminStream.waitFor((e) => e.event === 'message' && JSON.parse(e.data).text === 'Namaste, is the cooler free?', 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);

    const product = await createProduct(c.t.db, { ownerId: owner.id, title: 'Symphony cooler', approvalStatus: 'pending' });
    started = Date.now();
    const approved = await fetch(`${url(0)}/api/admin/requests/product-${product.id}/approve`, { method: 'PUT', headers: admin.headers });
    expect(approved.status).toBe(200);
    const note = await inbox.waitFor((e) => e.event === 'notification', 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(JSON.parse(note.data).message).toContain('Symphony cooler');
  });

  it("a product approved through A is in B's and C's cached catalogue answers within a second", async () => {
    const title = `Kelvinator fridge ${randomBytes(3).toString('hex')}`;
    const product = await createProduct(c.t.db, { ownerId: owner.id, title, approvalStatus: 'pending' });
    const list = (index: number) => `${url(index)}/api/all-products?category=appliance&limit=100`;
    const titles = async (index: number) => ((await (await fetch(list(index))).json()) as { title: string }[]).map((p) => p.title);
    // B and C now hold the list without it in their caches (5 s), which only the live event can drop.
    expect(await titles(1)).not.toContain(title);
    expect(await titles(2)).not.toContain(title);
    const started = Date.now();
    const approved = await fetch(`${url(0)}/api/admin/requests/product-${product.id}/approve`, { method: 'PUT', headers: admin.headers });
    expect(approved.status).toBe(200);
    for (const index of [1, 2]) await expect.poll(() => titles(index), { timeout: 1_000, interval: 50 }).toContain(title);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a picture uploaded through A is served by B and C (from the S3-protocol store)', async () => {
    const jpeg = await makeImage('jpeg', 800, 600);
    const body = multipartBody(ALMIRAH_PRODUCT, { field: 'image', filename: 'almirah.jpg', contentType: 'image/jpeg', data: jpeg });
    const res = await fetch(`${url(0)}/api/products`, {
      method: 'POST',
      headers: { ...body.headers, ...owner.headers },
      body: body.payload,
    });
    expect(res.status).toBe(201);
    const product = (await res.json()) as { id: number; image_card: string };
    const approved = await fetch(`${url(0)}/api/admin/requests/product-${product.id}/approve`, { method: 'PUT', headers: admin.headers });
    expect(approved.status).toBe(200);
    const plain = product.image_card.split('?')[0] as string;
    const bytes: Buffer[] = [];
    for (const index of [1, 2]) {
      const picture = await fetch(`${url(index)}${plain}`);
      expect(picture.status, `process ${index + 1}`).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(picture.headers.get('cache-control')).toContain('immutable');
      bytes.push(Buffer.from(await picture.arrayBuffer()));
    }
    expect(bytes[0]?.length).toBeGreaterThan(100);
    expect(bytes[0]?.equals(bytes[1] as Buffer)).toBe(true);
    expect(await s3.keys()).toContain(plain.slice('/uploads/'.length));
  });

  it('killing a process under open streams and checkouts: clients resume through nginx missing nothing; no half-written order', async () => {
    // Streams through the front until one lands on p2, the process to be killed.
    const conversation = await createAccount(c.t, 'user');
    let onVictim: SseClient | undefined;
    for (let i = 0; i < 12 && !onVictim; i++) {
      const s = await stream(`${c.url}/api/user/messages/${conversation.id}/stream?access_token=${conversation.token}`);
      if (s.headers.get('x-served-by') === 'p2') onVictim = s;
      else s.close();
    }
    if (!onVictim) throw new Error('no stream landed on p2 through the front');
    expect((await say(c.url, admin, conversation.id, 'before')).status).toBe(201);
    await onVictim.waitFor((e) => JSON.parse(e.data).text === 'before');

    // Checkouts on p2, one every 20 ms; p2 is killed as soon as the first is answered, so some are done, others in flight.
    const products = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createProduct(c.t.db, { ownerId: owner.id, title: `Kill test ${i}`, price: 500 + i })),
    );
    const shopper = await createAccount(c.t, 'user');
    let firstAnswered: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      firstAnswered = resolve;
    });
    const checkouts = products.map((p, i) =>
      new Promise((r) => setTimeout(r, i * 20))
        .then(() => post(url(1), shopper, '/api/orders', checkoutBody(shopper.name, [{ source: 'products', product_id: p.id }])))
        .then(
          (r) => {
            if (r.status === 201) firstAnswered();
            return r.status;
          },
          () => 'cut' as const,
        ),
    );
    await Promise.race([answered, new Promise((r) => setTimeout(r, 5_000))]);
    await c.kill(1, 'SIGKILL');
    const outcomes = await Promise.all(checkouts);
    expect(outcomes).toContain(201);
    expect(outcomes).toContain('cut');
    expect(outcomes.filter((s) => s !== 201 && s !== 'cut')).toEqual([]);
    await onVictim.ended(3_000);

    // Said while the stream was down, through the processes still up.
    for (const text of ['during 1', 'during 2', 'during 3']) expect((await say(c.url, admin, conversation.id, text)).status).toBe(201);
    const resumed = await stream(`${c.url}/api/user/messages/${conversation.id}/stream?access_token=${conversation.token}`, {
      'last-event-id': onVictim.lastEventId as string,
    });
    expect(resumed.headers.get('x-served-by')).not.toBe('p2');
    await resumed.waitFor((e) => JSON.parse(e.data).text === 'during 3');
    expect((await say(c.url, admin, conversation.id, 'after')).status).toBe(201);
    await resumed.waitFor((e) => JSON.parse(e.data).text === 'after');
    expect([...texts(onVictim), ...texts(resumed)]).toEqual(['before', 'during 1', 'during 2', 'during 3', 'after']);

    // Every checkout either completed or left nothing behind: an answered 201 is an order; a cut one may have committed
    // or not, but never in part (one transaction: order, lines, payment).
    const [orders] = await c.sql<{ n: string }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [shopper.id]);
    expect(Number(orders?.n)).toBeGreaterThanOrEqual(outcomes.filter((s) => s === 201).length);
    expect(Number(orders?.n)).toBeLessThanOrEqual(products.length);
    const broken = await c.sql(
      `SELECT o.id FROM orders o
       WHERE o.user_id = $1 AND (
         NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
         OR NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id))`,
      [shopper.id],
    );
    expect(broken).toEqual([]);
    const orphans = await c.sql(
      `SELECT id FROM payments WHERE user_id = $1 AND (order_id IS NULL OR NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = order_id))`,
      [shopper.id],
    );
    expect(orphans).toEqual([]);

    await c.restart(1);
    expect((await fetch(`${url(1)}/api/health/ready`)).status).toBe(200);
  });
});
