import type { FastifyBaseLogger } from 'fastify';
import type { JobPolicy, JobQueue, SendOptions } from '../jobs/queue.ts';
import { mailMessage, type MailMessage } from './message.ts';
import type { MailTransport } from './transport.ts';

/** The job that sends one e-mail. */
export const MAIL_JOB = 'mail.send';

/**
 * A mail server that refuses or cannot be reached is asked again after 1–2 minutes, then twice as long
 * each time up to an hour, for about eight hours in all: an outage of the mail server delays e-mail
 * and loses none.
 */
const MAIL_RETRIES: JobPolicy = { retryLimit: 12, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 };

export interface Mailer {
  /**
   * Queues one e-mail, sent by a `mail.send` job; inside a transaction pass `{ tx }`, so the e-mail goes
   * only if the write commits. Refuses a message that is not one (a bad address, a subject on two lines).
   */
  send: (message: MailMessage, options?: Pick<SendOptions, 'tx' | 'startAfter'>) => Promise<void>;
  /** Queues many e-mails in one statement, as `send` each (a new listing told to everyone its alerts found). */
  sendMany: (messages: MailMessage[], options?: Pick<SendOptions, 'tx'>) => Promise<void>;
  /** The outbox folder when e-mail is written there (no SMTP_URL). */
  outbox?: string;
  close: () => Promise<void>;
}

/** Declares the `mail.send` job on the queue (before it starts) and answers how to send. */
export function createMailer(options: { transport: MailTransport; jobs: JobQueue; log: FastifyBaseLogger }): Mailer {
  const { transport, jobs, log } = options;
  jobs.work<MailMessage>(
    MAIL_JOB,
    async (message) => {
      const { messageId, file } = await transport.deliver(message);
      if (file) log.info({ subject: message.subject, file }, 'e-mail written to the outbox (no SMTP_URL)');
      else log.info({ subject: message.subject, messageId }, 'e-mail sent');
    },
    MAIL_RETRIES,
  );
  return {
    async send(message, sendOptions = {}) {
      await jobs.send(MAIL_JOB, mailMessage.parse(message), sendOptions);
    },
    async sendMany(messages, sendOptions = {}) {
      await jobs.sendMany(
        MAIL_JOB,
        messages.map((message) => ({ data: mailMessage.parse(message) })),
        sendOptions,
      );
    },
    outbox: transport.outbox,
    close: transport.close,
  };
}
