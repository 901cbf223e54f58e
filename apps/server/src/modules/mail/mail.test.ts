import type { OutboxMessage } from '@kiraya/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, scheduledJobs } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createPeerApp, createTestApp, type TestContext } from '../../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { JOB_MAX_ATTEMPTS, runDueJobs } from '../jobs/jobs.runner.js';
import { createMailer, type Mailer } from './mail.transport.js';

// Account mail through a real SMTP server (npm smtp-server on a loopback port): the reset link goes out in the
// recipient's language, is retried while the server is down, is given up visibly, and is sent once by two processes.

const PUBLIC_URL = 'https://kiraya.test';
let smtp: TestSmtp, t: TestContext, admin: TestAccount, mailer: Mailer;
let address = 0;
/** Each request from its own address: the reset throttle counts per address. */
const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++address % 250}` });

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Kiraya Test <mail@kiraya.test>' });
  admin = await createAccount(t, 'admin');
  mailer = createMailer(t.config.mail as NonNullable<TestContext['config']['mail']>);
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await smtp.close();
});

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const runMail = (now = new Date()) => runDueJobs(t.db, now, 20, { mailer }, { kinds: ['mail_send'] });

async function register(email: string, password = 'old-pass') {
  const res = await post(t.app, '/api/auth/register', { name: 'Asha Verma', email, password });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: string; user: { id: number } };
}
async function outboxOf(email: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=100', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as OutboxMessage[]).filter((m) => m.toEmail === email);
}
const tokenIn = (text: string) => {
  const match = /https:\/\/kiraya\.test\/forgot-password\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1] as string;
};

describe('mail through SMTP', () => {
  it('sends the reset link to the SMTP server, and the link in the received mail resets the password', async () => {
    const email = 'asha.sent@example.in';
    await register(email);
    expect((await post(t.app, '/api/auth/forgot-password', { email, role: 'user' })).statusCode).toBe(200);
    // Written in the request's transaction, queued for the job: nothing has gone out yet.
    const [queued] = await outboxOf(email);
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, sent_at: null });
    expect(smtp.to(email)).toHaveLength(0);

    expect(await runMail()).toBeGreaterThanOrEqual(1);
    const [mail] = smtp.to(email);
    if (!mail) throw new Error('no mail arrived');
    expect(mail.subject).toBe('Reset your Kiraya password');
    expect(mail.from).toBe('mail@kiraya.test');
    expect(mail.text).toContain('Hello Asha Verma');
    const token = tokenIn(mail.text);

    const [sent] = await outboxOf(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(Date.parse(sent?.sent_at ?? '')).not.toBeNaN();
    // The admin copy keeps its site-relative link, the same token.
    expect(sent?.link).toBe(`/forgot-password?token=${token}`);

    expect((await post(t.app, '/api/auth/reset-password', { token, password: 'new-pass' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/login', { email, password: 'new-pass' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/login', { email, password: 'old-pass' })).statusCode).toBe(401);

    // Sent once: later polls find nothing due for it.
    await runMail(at(120));
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("writes the mail in the recipient's language: the account's choice, else the screen's", async () => {
    const chose = 'meera.hindi@example.in';
    const { token } = await register(chose);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'hi' },
    });
    expect(saved.statusCode).toBe(200);
    // The screen says English, but the account chose Hindi.
    await post(t.app, '/api/auth/forgot-password', { email: chose, role: 'user', language: 'en' });
    const fresh = 'ravi.screen@example.in';
    await register(fresh);
    await post(t.app, '/api/auth/forgot-password', { email: fresh, role: 'user', language: 'hi' });
    await runMail();
    for (const email of [chose, fresh]) {
      const [mail] = smtp.to(email);
      expect(mail?.subject).toBe('अपना Kiraya पासवर्ड बदलें');
      expect(mail?.text).toContain('नमस्ते Asha Verma');
      tokenIn(mail?.text ?? '');
    }
  });

  it('retries while the SMTP server is down, counting tries, and sends once it is back', async () => {
    const email = 'kabir.retry@example.in';
    await register(email);
    await smtp.down();
    try {
      await post(t.app, '/api/auth/forgot-password', { email, role: 'user' });
      await runMail();
      const [first] = await outboxOf(email);
      expect(first).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
      expect(first?.last_error).toMatch(/ECONNREFUSED|connect/i);
      // Backoff: not tried again at once.
      const [job] = await t.db
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.kind, 'mail_send'), eq(scheduledJobs.refId, first?.id as number)));
      expect(job?.attempts).toBe(1);
      expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      await runMail();
      expect((await outboxOf(email))[0]?.attempts).toBe(1);
    } finally {
      await smtp.up();
    }
    await runMail(at(2));
    expect(smtp.to(email)).toHaveLength(1);
    expect((await outboxOf(email))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives a mail up after the last try and shows it failed to admins', async () => {
    const email = 'tara.failed@example.in';
    await register(email);
    await smtp.down();
    try {
      await post(t.app, '/api/auth/forgot-password', { email, role: 'user' });
      for (let i = 0; i < JOB_MAX_ATTEMPTS + 2; i++) await runMail(at(i * 90));
    } finally {
      await smtp.up();
    }
    const [mail] = await outboxOf(email);
    expect(mail).toMatchObject({ status: 'failed', attempts: JOB_MAX_ATTEMPTS, sent_at: null });
    expect(mail?.last_error).toBeTruthy();
    // Given up means given up: the server being back sends nothing.
    await runMail(at(24 * 60));
    expect(smtp.to(email)).toHaveLength(0);
  });

  it('sends each mail once when two processes run their job workers on one database', async () => {
    const slow = await startTestSmtp({ delayMs: 30 });
    const env = { SMTP_URL: slow.url, PUBLIC_URL, JOBS_INTERVAL_MS: '20' };
    const p1 = await createPeerApp(t, env);
    const p2 = await createPeerApp(t, env);
    try {
      const emails = Array.from({ length: 8 }, (_, i) => `twin.${i}@example.in`);
      for (const email of emails) {
        await register(email);
        // Half the requests through each process, as behind a balancer.
        const via = emails.indexOf(email) % 2 ? p1 : p2;
        expect((await post(via, '/api/auth/forgot-password', { email, role: 'user' })).statusCode).toBe(200);
      }
      const deadline = Date.now() + 20_000;
      while (slow.mails.length < emails.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // Both workers keep polling a while longer: nothing goes out twice.
      await new Promise((r) => setTimeout(r, 300));
      for (const email of emails) expect(slow.to(email), email).toHaveLength(1);
      expect(slow.mails).toHaveLength(emails.length);
      const rows = await t.db.select().from(outbox);
      for (const email of emails) expect(rows.find((r) => r.toEmail === email)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await p1.close();
      await p2.close();
      await slow.close();
    }
  });
});

describe('mail without a mail server', () => {
  it('keeps the mail in the admin outbox (held) and schedules no job', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Neha', email: 'neha.held@example.in', password: 'old-pass' },
      });
      expect(res.statusCode).toBe(201);
      await plain.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'neha.held@example.in', role: 'user' },
      });
      const [row] = await plain.db.select().from(outbox);
      expect(row).toMatchObject({ status: 'held', attempts: 0, sentAt: null });
      expect(await plain.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'mail_send'))).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });

  it('refuses SMTP_URL without PUBLIC_URL: links in mail are never built from a request', async () => {
    await expect(createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' })).rejects.toThrow(/SMTP_URL needs PUBLIC_URL/);
  });
});
