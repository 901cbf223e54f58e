/**
 * The authenticated checkout scenarios (`checkout`, `checkout-replay`) and the check of what they wrote.
 *
 * setup():   deletes buyers left by an earlier run, inserts BUYERS buyer accounts (one argon2 hash, made by the
 *            server's own hashPassword), logs each in through POST /api/auth/login for a real bearer token, and
 *            samples approved sale products and approved listings from the generated catalogue.
 * checkout:  every request is a real POST /api/orders of 1–3 lines (products bought, listings rented for 1–3
 *            months) with a new Idempotency-Key, rotating buyers and payment methods; expects 201.
 * replay:    every request reuses one of the first REPLAY_KEYS keys its buyer got a 201 for (with the same body);
 *            expects 200, `Idempotent-Replayed: true` and the same order id, and the run checks that nothing
 *            was written while it ran.
 * verify():  reads the buyers' orders, lines and payments back from PostgreSQL: each (buyer, key) has exactly one
 *            order, the one its 201 named, with the lines that were sent and one payment of what the order made due at checkout.
 * cleanup(): deletes the payments, then the buyers (their orders and lines go with them by cascade).
 */
import { hashPassword } from '@kiraya/server/src/lib/password.js';
import pg from 'pg';
import type { Answer, BuiltRequest, Scenario } from './scenarios.js';

export const BUYERS = 50;
/** The replay scenario reuses each buyer's first REPLAY_KEYS keys. */
export const REPLAY_KEYS = 5;
/** Approved products (type sale) and approved listings sampled from the catalogue for carts. */
const ITEM_POOL = 2000;
const EMAIL_DOMAIN = 'bench.kiraya.example';
const EMAIL_LIKE = `bench-buyer-%@${EMAIL_DOMAIN}`;
const PASSWORD = 'bench-buyer-password';
const PAYMENT_METHODS = ['upi', 'card', 'cod'] as const;

interface Buyer {
  id: number;
  name: string;
  email: string;
  token: string;
}

/** One Idempotency-Key as sent, and what its answer said. */
interface KeyRecord {
  key: string;
  buyer: number;
  lines: number;
  body: string;
  /** Status of its first answer; undefined while unanswered (or when the run stopped before the answer). */
  status?: number;
  orderId?: number;
}

export interface CheckoutVerification {
  ok: boolean;
  buyers: number;
  keysSent: number;
  keysAnswered2xx: number;
  keysAnsweredOther: number;
  /** Requests still in flight when autocannon stopped: each may or may not have committed. */
  keysUnanswered: { withOrder: number; withoutOrder: number };
  orders: number;
  lines: number;
  payments: number;
  replayRuns: number;
  problems: string[];
}

/** A deterministic integer hash, so two runs send the same carts. */
const mix = (a: number, b: number) => {
  let x = (Math.imul(a, 2654435761) ^ Math.imul(b + 1, 40503)) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2246822519) >>> 0;
  x ^= x >>> 13;
  return x >>> 0;
};

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CheckoutBench {
  private buyers: Buyer[] = [];
  private productIds: number[] = [];
  private listingIds: number[] = [];
  private readonly runTag = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  private seq = 0;
  private replaySeq = 0;
  private readonly sent = new Map<string, KeyRecord>();
  /** Per buyer, the keys answered 201, in the order the answers came. */
  private readonly confirmed: KeyRecord[][] = [];
  private readonly problems: string[] = [];
  private replayRuns = 0;
  private snapshot: string | null = null;
  private port = 0;
  private ready = false;

  constructor(private readonly databaseUrl: string) {}

  private async query<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  }

  /** Buyers (inserted, then logged in through the API) and the products and listings carts are made of. */
  async setup(port: number): Promise<void> {
    this.port = port;
    const leftover = await this.deleteBuyers();
    if (leftover) console.log(`Deleted ${leftover} bench buyers left by an earlier run (and their orders and payments).`);
    this.productIds = (
      await this.query<{ id: number }>(
        `SELECT id FROM products WHERE approval_status = 'approved' AND available AND type = 'sale' ORDER BY md5(id::text) LIMIT ${ITEM_POOL}`,
      )
    ).map((r) => r.id);
    this.listingIds = (
      await this.query<{ id: number }>(
        `SELECT id FROM listings WHERE approval_status = 'approved' ORDER BY md5(id::text) LIMIT ${ITEM_POOL}`,
      )
    ).map((r) => r.id);
    if (this.productIds.length < 3 || this.listingIds.length < 3) throw new Error('checkout: too few approved sale products or listings');

    const started = Date.now();
    const passwordHash = await hashPassword(PASSWORD);
    const inserted = await this.query<{ id: number; name: string; email: string }>(
      `INSERT INTO users (name, email, password_hash)
       SELECT 'Bench Buyer ' || g, 'bench-buyer-' || lpad(g::text, 3, '0') || '@${EMAIL_DOMAIN}', $1
       FROM generate_series(1, ${BUYERS}) AS g ORDER BY g RETURNING id, name, email`,
      [passwordHash],
    );
    // Real tokens: each buyer logs in through the API (the login throttle counts only failures), 5 at a time.
    this.buyers = new Array<Buyer>(inserted.length);
    for (let i = 0; i < inserted.length; i += 5) {
      await Promise.all(
        inserted.slice(i, i + 5).map(async (row, j) => {
          const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: row.email, password: PASSWORD }),
          });
          const answer = (await res.json()) as { token?: string; user?: { id: number } };
          if (res.status !== 200 || !answer.token || answer.user?.id !== row.id)
            throw new Error(`checkout: login of ${row.email} answered ${res.status} ${JSON.stringify(answer)}`);
          this.buyers[i + j] = { id: row.id, name: row.name, email: row.email, token: answer.token };
        }),
      );
    }
    for (let b = 0; b < this.buyers.length; b++) this.confirmed[b] = [];
    this.ready = true;
    console.log(
      `Checkout: ${this.buyers.length} buyers inserted and logged in (${((Date.now() - started) / 1000).toFixed(1)} s); ` +
        `carts from ${this.productIds.length} sale products and ${this.listingIds.length} listings.`,
    );
  }

  private buyer(b: number): Buyer {
    const buyer = this.buyers[b];
    if (!buyer) throw new Error('checkout: setup() has not run');
    return buyer;
  }

  /** A new checkout: 1–3 distinct lines, a new key, the next buyer. */
  private freshRequest(): BuiltRequest {
    const n = this.seq++;
    const b = n % this.buyers.length;
    const buyer = this.buyer(b);
    const count = 1 + (mix(n, 1) % 3);
    const cartItems: Record<string, unknown>[] = [];
    const used = new Set<string>();
    for (let j = 0; j < count; j++) {
      const listing = mix(n, 2 + j) % 2 === 1;
      const pool = listing ? this.listingIds : this.productIds;
      let at = mix(n, 10 + j) % pool.length;
      while (used.has(`${listing}:${pool[at]}`)) at = (at + 1) % pool.length;
      const id = pool[at] as number;
      used.add(`${listing}:${id}`);
      cartItems.push(
        listing
          ? { source: 'listings', product_id: id, months: 1 + (mix(n, 20 + j) % 3) }
          : // One unit: most generated products have one, and a checkout is refused a second (409, docs/renting.md).
            { source: 'products', product_id: id, mode: 'buy', quantity: 1 },
      );
    }
    const body = JSON.stringify({
      name: buyer.name,
      email: buyer.email,
      address: `House ${1 + (n % 400)}, Sector ${1 + (n % 25)}, Gomti Nagar`,
      city: 'Lucknow',
      zip: '226010',
      paymentMethod: PAYMENT_METHODS[n % PAYMENT_METHODS.length],
      cartItems,
    });
    const record: KeyRecord = { key: `${this.runTag}-${n}`, buyer: b, lines: count, body };
    this.sent.set(record.key, record);
    return {
      ...this.post(buyer, record),
      answered: (answer) => {
        record.status ??= answer.status;
        if (answer.status < 200 || answer.status > 299) return null;
        const order = parseOrder(answer.body);
        if (answer.status !== 201) return `fresh key answered ${answer.status} (expected 201)`;
        if (!order) return `201 without an order body: ${answer.body.slice(0, 120)}`;
        if (order.lines !== record.lines) return `order ${order.id} has ${order.lines} lines, ${record.lines} sent`;
        record.orderId = order.id;
        this.confirmed[b]?.push(record);
        return null;
      },
    };
  }

  /** A repeat of one of the first REPLAY_KEYS keys of the next buyer, with the same body. */
  private replayRequest(): BuiltRequest {
    const n = this.replaySeq++;
    const b = n % this.buyers.length;
    const keys = this.confirmed[b] ?? [];
    const record = keys[Math.floor(n / this.buyers.length) % Math.min(REPLAY_KEYS, keys.length)];
    if (!record) throw new Error(`checkout-replay: buyer ${b} has no confirmed key`);
    return {
      ...this.post(this.buyer(b), record),
      answered: (answer) => {
        if (answer.status < 200 || answer.status > 299) return null;
        if (answer.status !== 200) return `replayed key answered ${answer.status} (expected 200)`;
        const flag = answer.headers['idempotent-replayed'];
        if (flag !== 'true') return `replay without Idempotent-Replayed: true (got ${JSON.stringify(flag)})`;
        const order = parseOrder(answer.body);
        if (order?.id !== record.orderId) return `replay answered order ${order?.id}, the key's order is ${record.orderId}`;
        return null;
      },
    };
  }

  private post(buyer: Buyer, record: KeyRecord) {
    return {
      method: 'POST' as const,
      path: '/api/orders',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${buyer.token}`,
        'Idempotency-Key': record.key,
        // Each answer is read to check its order, and autocannon keeps bodies as text, so a compressed one could not be
        // read: checkout asks for its answers as they are (the run's browser Accept-Encoding, bench/load.ts, is replaced).
        'accept-encoding': 'identity',
      },
      body: record.body,
    };
  }

  /** Gives every buyer REPLAY_KEYS confirmed keys (only needed when `checkout` did not run first, or ran too briefly). */
  private async topUp(): Promise<void> {
    const missing = () => this.buyers.some((_, b) => (this.confirmed[b]?.length ?? 0) < REPLAY_KEYS);
    for (let round = 0; missing(); round++) {
      if (round > REPLAY_KEYS * 3) throw new Error('checkout-replay: could not get enough keys answered 201 (see the answers above)');
      // freshRequest() rotates buyers, so one request per buyer per round.
      const batch = this.buyers.map(() => this.freshRequest());
      for (let i = 0; i < batch.length; i += 10) {
        await Promise.all(
          batch.slice(i, i + 10).map(async (req) => {
            const res = await fetch(`http://127.0.0.1:${this.port}${req.path}`, {
              method: req.method,
              headers: req.headers,
              body: req.body,
            });
            const answer: Answer = { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
            // A refused checkout (non-2xx) is only recorded (the check then expects no order for its key); the next round tries again.
            const wrong = req.answered(answer);
            if (wrong) throw new Error(`checkout-replay setup: ${wrong}`);
            if (res.status !== 201) console.warn(`checkout-replay setup: ${res.status} ${answer.body.slice(0, 160)}`);
          }),
        );
      }
    }
  }

  /** Rows of the bench buyers' orders, lines and payments; waits until in-flight checkouts have landed. */
  private async writeCounts(): Promise<string> {
    const ids = this.buyers.map((b) => b.id);
    let last = '';
    for (let i = 0; i < 20; i++) {
      const [row] = await this.query<{ o: string; i: string; p: string }>(
        `SELECT (SELECT count(*) FROM orders WHERE user_id = ANY($1)) AS o,
                (SELECT count(*) FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE user_id = ANY($1))) AS i,
                (SELECT count(*) FROM payments WHERE user_id = ANY($1)) AS p`,
        [ids],
      );
      const now = `${row?.o} orders, ${row?.i} lines, ${row?.p} payments`;
      if (now === last) return now;
      last = now;
      await settle(250);
    }
    return last;
  }

  scenarios(): Scenario[] {
    return [
      {
        name: 'checkout',
        description: `POST /api/orders: 1–3 lines (sale products bought, listings rented 1–3 months), a new Idempotency-Key per request, ${BUYERS} buyers rotating`,
        request: () => this.freshRequest(),
        countsOrders: true,
      },
      {
        name: 'checkout-replay',
        description: `POST /api/orders repeating one of the first ${REPLAY_KEYS} keys of each buyer: 200 + Idempotent-Replayed, nothing written`,
        request: () => this.replayRequest(),
        before: async () => {
          await this.topUp();
          this.snapshot = await this.writeCounts();
        },
        after: async () => {
          const now = await this.writeCounts();
          this.replayRuns++;
          if (now !== this.snapshot) this.problems.push(`the replay scenario wrote rows: before ${this.snapshot}, after ${now}`);
        },
      },
    ];
  }

  /** Reads back everything the buyers' checkouts wrote and compares it with what was sent and answered. */
  async verify(): Promise<CheckoutVerification> {
    const problems = [...this.problems];
    const ids = this.buyers.map((b) => b.id);
    const rows = await this.query<{
      id: number;
      user_id: number;
      key: string | null;
      total: string;
      due: string;
      lines: number;
      lines_total: string | null;
      payments: number;
      paid: string | null;
      payment_users_ok: boolean | null;
    }>(
      // Live checkouts keep their keys in idempotency_keys (resource_id is the order they made).
      `WITH o AS (SELECT orders.id, orders.user_id, k.key AS idempotency_key, orders.total_paise,
                         coalesce(orders.due_now_paise, orders.total_paise) AS due_paise FROM orders
                  LEFT JOIN idempotency_keys k ON k.scope = 'checkout' AND k.role = 'user' AND k.principal_id = orders.user_id
                   AND k.resource_id = orders.id
                  WHERE orders.user_id = ANY($1)),
       l AS (SELECT order_id, count(*)::int AS n, sum(total_paise) AS s FROM order_items WHERE order_id IN (SELECT id FROM o) GROUP BY order_id),
       p AS (SELECT order_id, count(*)::int AS n, sum(amount_paise) AS s, bool_and(payments.user_id IS NOT DISTINCT FROM o.user_id) AS users_ok
             FROM payments JOIN o ON o.id = payments.order_id GROUP BY order_id)
       SELECT o.id, o.user_id, o.idempotency_key AS key, o.total_paise::text AS total, o.due_paise::text AS due, coalesce(l.n, 0) AS lines,
              l.s::text AS lines_total, coalesce(p.n, 0) AS payments, p.s::text AS paid, p.users_ok AS payment_users_ok
       FROM o LEFT JOIN l ON l.order_id = o.id LEFT JOIN p ON p.order_id = o.id`,
      [ids],
    );
    const [stray] = await this.query<{ n: string }>(
      'SELECT count(*) AS n FROM payments WHERE user_id = ANY($1) AND (order_id IS NULL OR order_id NOT IN (SELECT id FROM orders WHERE user_id = ANY($1)))',
      [ids],
    );
    if (Number(stray?.n) > 0) problems.push(`${stray?.n} payments of bench buyers belong to no order of theirs`);

    const byKey = new Map<string, (typeof rows)[number][]>();
    let lines = 0;
    let payments = 0;
    for (const r of rows) {
      lines += r.lines;
      payments += r.payments;
      if (r.key === null) {
        problems.push(`order ${r.id} has no idempotency key`);
        continue;
      }
      byKey.set(`${r.user_id}|${r.key}`, [...(byKey.get(`${r.user_id}|${r.key}`) ?? []), r]);
      const sent = this.sent.get(r.key);
      if (!sent) problems.push(`order ${r.id} has a key that was never sent: ${r.key}`);
      else if (this.buyers[sent.buyer]?.id !== r.user_id) problems.push(`order ${r.id}: key ${r.key} was sent by another buyer`);
      else if (r.lines !== sent.lines) problems.push(`order ${r.id} has ${r.lines} lines, ${sent.lines} were sent`);
      if (r.lines === 0) problems.push(`order ${r.id} has no lines`);
      else if (r.lines_total !== r.total) problems.push(`order ${r.id}: lines add up to ${r.lines_total} paise, the order says ${r.total}`);
      if (r.payments !== 1) problems.push(`order ${r.id} has ${r.payments} payments`);
      // What is paid at checkout is the order's due-now amount: purchases whole, rentals their first month (and deposit)
      // (docs/decisions/0008-rent-credited-monthly.md); orders from before it paid their total.
      else if (r.paid !== r.due || !r.payment_users_ok)
        problems.push(`order ${r.id}: payment of ${r.paid} paise for ${r.due} due at checkout (total ${r.total})`);
    }
    for (const [key, found] of byKey) if (found.length > 1) problems.push(`${found.length} orders for (buyer, key) ${key}`);

    let answered2xx = 0;
    let answeredOther = 0;
    const unanswered = { withOrder: 0, withoutOrder: 0 };
    for (const record of this.sent.values()) {
      const found = byKey.get(`${this.buyers[record.buyer]?.id}|${record.key}`) ?? [];
      if (record.status === undefined) {
        if (found.length) unanswered.withOrder++;
        else unanswered.withoutOrder++;
      } else if (record.status >= 200 && record.status <= 299) {
        answered2xx++;
        if (found.length !== 1) problems.push(`key ${record.key} was answered ${record.status} but has ${found.length} orders`);
        else if (record.orderId !== undefined && found[0]?.id !== record.orderId)
          problems.push(`key ${record.key}: the answer named order ${record.orderId}, the database has ${found[0]?.id}`);
      } else {
        answeredOther++;
        if (found.length) problems.push(`key ${record.key} was answered ${record.status} yet has an order`);
      }
    }
    if (problems.length > 20) problems.splice(20, problems.length - 20, `… and ${problems.length - 20} more`);
    return {
      ok: problems.length === 0,
      buyers: this.buyers.length,
      keysSent: this.sent.size,
      keysAnswered2xx: answered2xx,
      keysAnsweredOther: answeredOther,
      keysUnanswered: unanswered,
      orders: rows.length,
      lines,
      payments,
      replayRuns: this.replayRuns,
      problems,
    };
  }

  /** Deletes the bench buyers with their orders, lines, payments and keys; returns how many buyers there were. */
  async deleteBuyers(): Promise<number> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      const buyers = `SELECT id FROM users WHERE email LIKE '${EMAIL_LIKE}'`;
      // payments.user_id and payments.order_id are ON DELETE SET NULL: delete them first, or they would stay behind.
      // The last clause catches payments already orphaned that way (a run stopped while checkouts were landing).
      await client.query(
        `DELETE FROM payments WHERE user_id IN (${buyers}) OR order_id IN (SELECT id FROM orders WHERE user_id IN (${buyers}))
           OR (user_id IS NULL AND order_id IS NULL AND owner_id IS NULL AND user_name LIKE 'Bench Buyer %')`,
      );
      // Orders restrict their buyer's deletion: delete them (their lines go with them), and the buyers' keys.
      await client.query(`DELETE FROM orders WHERE user_id IN (${buyers})`);
      await client.query(`DELETE FROM idempotency_keys WHERE role = 'user' AND principal_id IN (${buyers})`);
      // wishlist goes with the users (ON DELETE CASCADE).
      const deleted = await client.query(`DELETE FROM users WHERE email LIKE '${EMAIL_LIKE}'`);
      await client.query('COMMIT');
      if (deleted.rowCount) await client.query('VACUUM ANALYZE users, orders, order_items, payments');
      return deleted.rowCount ?? 0;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
  }

  get isReady(): boolean {
    return this.ready;
  }
}

function parseOrder(body: string): { id: number; lines: number } | null {
  try {
    const order = JSON.parse(body) as { order_id?: unknown; cart_items?: unknown };
    if (typeof order.order_id !== 'number' || !Array.isArray(order.cart_items)) return null;
    return { id: order.order_id, lines: order.cart_items.length };
  } catch {
    return null;
  }
}
