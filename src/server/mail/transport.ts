import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Clock } from '../jobs/clock.ts';
import { composeMail, type MailMessage } from './message.ts';
import { outboxTransport } from './outbox.ts';

/** Where e-mail goes: a mail server, or the outbox folder. */
export interface MailTransport {
  /** Sends one message; throws when it could not (the server refused it, or was not reached). */
  deliver: (message: MailMessage) => Promise<{ messageId: string; file?: string }>;
  /** The outbox folder, when e-mail is written there. */
  outbox?: string;
  close: () => Promise<void>;
}

/** How long a mail server may take to answer before the try fails (and the job is retried). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Messages on their way at once: the `mail.send` worker's, and the connections kept open to SMTP_URL's server. */
export const MESSAGES_AT_ONCE = 5;

/**
 * SMTP_URL's server, through up to MESSAGES_AT_ONCE connections kept open (nodemailer's pool): a digest of
 * thousands pays for the connection, TLS and sign-in once a connection, not once a message. A connection
 * idle for 30 s (socketTimeout) is closed, and a new one opened for the next message.
 */
export function smtpTransport(url: string, from: string, clock: Clock): MailTransport {
  const transport = createTransport({ url, pool: true, maxConnections: MESSAGES_AT_ONCE, ...SMTP_TIMEOUTS });
  return {
    async deliver(message) {
      const { messageId } = await transport.sendMail(composeMail(message, from, new Date(clock.now())));
      return { messageId };
    },
    close: async () => transport.close(),
  };
}

/** SMTP_URL's server, or DATA_DIR/outbox (a temporary folder, removed on close, for an in-memory DATA_DIR). */
export function createMailTransport(config: Config, clock: Clock): MailTransport {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL, config.mailFrom, clock);
  if (config.DATA_DIR !== 'memory://') return outboxTransport(path.join(config.DATA_DIR, 'outbox'), config.mailFrom, clock);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-outbox-'));
  const outbox = outboxTransport(dir, config.mailFrom, clock);
  return {
    ...outbox,
    async close() {
      await outbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
