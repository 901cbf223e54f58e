import { LANGUAGES, type Language } from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { scheduleJob } from '../jobs/schedule.js';
import * as repo from './mail.repository.js';
import { isMailCode, renderMail } from './mail.templates.js';
import type { Mailer } from './mail.transport.js';

/**
 * Account mail (docs/mail.md). Every mail is an outbox row written in the transaction of the change that causes it.
 * With a mail server (SMTP_URL) the same transaction schedules a `mail_send` job; the jobs runner claims it once
 * across processes (FOR UPDATE SKIP LOCKED), this module sends it, and a refusal is retried with the runner's backoff
 * until JOB_MAX_ATTEMPTS, when the mail is marked failed for admins to see. Without one the mail is `held`: admins
 * read it in their outbox, as before.
 */

/** Whether this site sends mail (SMTP_URL set), fixed per process from its configuration. */
export interface MailDelivery {
  sends: boolean;
}

export async function queueMail(tx: Executor, delivery: MailDelivery, mail: repo.NewMail, now = new Date()): Promise<number> {
  const id = await repo.insertMail(tx, { ...mail, status: delivery.sends ? 'queued' : 'held' });
  if (delivery.sends) await scheduleJob(tx, 'mail_send', id, now);
  return id;
}

const languageOf = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en');

/**
 * The `mail_send` job: sends outbox mail `id` once. A mail already sent (or given up) is left alone, so a second job
 * for it does nothing; a refusal throws, and the runner records the try (recordMailFailure) and retries later.
 */
export async function sendOutboxMail(tx: Executor, id: number, now: Date, mailer: Mailer | undefined): Promise<void> {
  // Thrown, so a process that has a mail server retries it rather than this one marking it done unsent.
  if (!mailer) throw new Error('mail_send needs SMTP_URL');
  const mail = await repo.lockMail(tx, id);
  if (!mail || mail.status === 'sent' || mail.status === 'failed') return;
  const { subject, text } = isMailCode(mail.code)
    ? renderMail(mail.code, mail.params ?? {}, languageOf(mail.language), mailer.publicUrl)
    : { subject: mail.subject, text: mail.body };
  await mailer.send({ to: mail.toEmail, subject, text });
  await repo.markSent(tx, id, now);
}

/** The runner's word that a try failed (outside the rolled-back try): counted on the mail, failed when final. */
export async function recordMailFailure(tx: Executor, id: number, error: string, final: boolean): Promise<void> {
  await repo.markTryFailed(tx, id, error, final);
}
