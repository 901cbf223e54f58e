import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MSG, type Language, RESET_LINK_MINUTES, type Role } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import * as mailRepo from '../mail/mail.repository.js';
import { type MailDelivery, queueMail } from '../mail/mail.service.js';
import * as repo from './accounts.repository.js';
import { assertPasswordRule } from './accounts.service.js';
import * as resets from './password-reset.repository.js';
import type { SessionSignals } from './session-signals.js';

export const RESET_TTL_MINUTES = RESET_LINK_MINUTES;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Creates a one-time reset link for an existing, active account and mails it (modules/mail: sent through SMTP_URL,
 * else kept in the admins' outbox), in the account's language, else the one the request was made in. Unknown emails
 * get the same answer and no link.
 */
export async function requestReset(
  db: Db,
  delivery: MailDelivery,
  input: { role: Role; email: string; language?: Language | undefined },
  log: (msg: string) => void,
): Promise<void> {
  const { role, email } = input;
  const account = await repo.findAccountByEmail(db, role, email);
  if (account?.status !== 'active') return;
  const language = (await repo.getLanguage(db, role, account.id)) ?? input.language ?? 'en';
  const token = randomBytes(32).toString('base64url');
  const link = `/forgot-password?token=${token}`;
  await db.transaction(async (tx) => {
    await resets.insertReset(tx, {
      role,
      accountId: account.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    });
    await queueMail(tx, delivery, {
      toEmail: account.email,
      subject: 'Reset your Kiraya password',
      body: resetMailBody(account.name, link),
      code: 'PASSWORD_RESET',
      params: { name: account.name, link, minutes: RESET_TTL_MINUTES },
      language,
    });
  });
  // The link itself is logged only where no mail server takes it: a sent link stays between the site and the mailbox.
  log(
    delivery.sends
      ? `password reset mail queued for ${role} ${account.email}`
      : `password reset link for ${role} ${account.email}: ${link}`,
  );
}

const MAIL_END = '\n\nIf you did not ask for this, ignore this message.';

function resetMailBody(name: string, link: string): string {
  return `Hello ${name},\n\nOpen this link within ${RESET_TTL_MINUTES} minutes to choose a new password:\n${link}${MAIL_END}`;
}

/**
 * The link requestReset put in a stored mail, or null. The outbox has no column for it, so it is read back from the
 * body, at the one place resetMailBody writes it: the line before the fixed ending. The user-chosen name comes first,
 * so nothing typed into it can reach that line, and a URL in a name never becomes a link.
 */
export function linkOfMail(body: string): string | null {
  if (!body.endsWith(MAIL_END)) return null;
  const match = /:\n(\/forgot-password\?token=[A-Za-z0-9_-]{20,200})$/.exec(body.slice(0, -MAIL_END.length));
  return match?.[1] ?? null;
}

/**
 * Uses a reset token once: sets the new password, burns the token (and any older ones of the account) and ends
 * every session of the account, so whoever held a stolen token is out.
 */
export async function resetPassword(db: Db, token: string, password: string, signals: SessionSignals): Promise<void> {
  const change = await db.transaction(async (tx) => {
    const reset = await resets.lockLiveReset(tx, sha256(token));
    if (!reset) throw badRequest(ACCOUNT_MSG.resetInvalid);
    assertPasswordRule(reset.role, password);
    const sessionVersion = await repo.setPasswordHash(tx, reset.role, reset.accountId, await hashPassword(password));
    await resets.burnResets(tx, reset.role, reset.accountId);
    return sessionVersion === null ? null : { role: reset.role, id: reset.accountId, sessionVersion, active: true };
  });
  // After the commit, so a stream that re-checks at once sees the new version.
  if (change) await signals.publish(change);
}

export function readOutbox(db: Db, page: number, limit: number) {
  return mailRepo.listOutbox(db, page, limit);
}
