import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config.js';

/** What the mail job needs from a mail server: send one plain-text mail, or throw why not. */
export interface Mailer {
  publicUrl: string;
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

/** How long a try may take before it counts as failed: the mail job holds its claim on the row meanwhile. */
const SMTP_TIMEOUT_MS = 15_000;

/** An SMTP mailer (nodemailer) on SMTP_URL; the connection is opened per mail, so nothing is held between jobs. */
export function createMailer(config: MailConfig): Mailer {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    publicUrl: config.publicUrl,
    async send(mail) {
      await transport.sendMail({ ...mail, from: config.from });
    },
    close: () => transport.close(),
  };
}
