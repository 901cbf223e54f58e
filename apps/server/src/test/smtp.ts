import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the test SMTP server accepted, as parsed from what went over the wire. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server (npm `smtp-server`) on a loopback port, keeping what it receives. `down()` stops listening, so
 * connections are refused as with a mail server that is off; `up()` listens again on the same port.
 */
export interface TestSmtp {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Mails to one address, oldest first. */
  to(address: string): ReceivedMail[];
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function makeServer(mails: ReceivedMail[], delayMs: number): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** `delayMs` holds each mail's answer that long (a slow server, so two senders overlap). */
export async function startTestSmtp(options: { port?: number; delayMs?: number } = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const delayMs = options.delayMs ?? 0;
  let server: SMTPServer | null = makeServer(mails, delayMs);
  const port = await listen(server, options.port ?? 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    to: (address) => mails.filter((m) => m.to.some((r) => r.toLowerCase() === address.toLowerCase())),
    async down() {
      if (server) await stop(server);
      server = null;
    },
    async up() {
      if (server) return;
      server = makeServer(mails, delayMs);
      await listen(server, port);
    },
    async close() {
      if (server) await stop(server);
      server = null;
    },
  };
}
