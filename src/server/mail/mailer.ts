import type { FastifyBaseLogger } from 'fastify';
import type { MailKind } from '#shared/schemas/mail.ts';
import type { Db } from '../db/client.ts';
import type { JobPolicy, JobQueue, SendOptions } from '../jobs/queue.ts';
import { mailMessage, type MailAbout, type MailJob, type MailMessage } from './message.ts';
import { mailRepository } from './repository.ts';
import { MESSAGES_AT_ONCE, type MailTransport } from './transport.ts';

/** The job that sends one e-mail. */
export const MAIL_JOB = 'mail.send';

/**
 * A mail server that refuses or cannot be reached is asked again after 1–2 minutes, then twice as long
 * each time up to an hour, for about eight hours in all: an outage of the mail server delays e-mail
 * and loses none. A worker sends several of its batch at a time: sending is mostly waiting on the server.
 */
const MAIL_POLICY: JobPolicy = {
  retryLimit: 12,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  concurrency: MESSAGES_AT_ONCE,
};

/** Due e-mails go highest priority first: news someone waits on goes before e-mail told to many at once. */
const AT_ONCE = 1;
const IN_TURN = 0;
/**
 * A message, an offer, a booking or a payment is a deal in progress that someone waits on; alerts, their
 * digests, price drops, reviews and listings' news may be told to thousands at once, and wait their turn.
 * An e-mail no switch covers goes at once.
 */
const PRIORITY: Record<MailKind, number> = {
  messages: AT_ONCE,
  offers: AT_ONCE,
  bookings: AT_ONCE,
  payments: AT_ONCE,
  reviews: IN_TURN,
  alerts: IN_TURN,
  saved: IN_TURN,
  listings: IN_TURN,
};
const priorityOf = (about: MailAbout | undefined) => (about ? PRIORITY[about.kind] : AT_ONCE);

/** How an e-mail is queued: in a transaction, not before a time, and whose news of which kind it tells. */
export type MailSendOptions = Pick<SendOptions, 'tx' | 'startAfter'> & { about?: MailAbout };

export interface Mailer {
  /**
   * Queues one e-mail, sent by a `mail.send` job; inside a transaction pass `{ tx }`, so the e-mail goes
   * only if the write commits. With `about`, it is not sent if its recipient has turned that kind off (or
   * their account is gone) by the time it goes. Refuses a message that is not one (a bad address, a
   * subject on two lines).
   */
  send: (message: MailMessage, options?: MailSendOptions) => Promise<void>;
  /** Queues many e-mails in one statement, as `send` each (a new listing told to everyone its alerts found). */
  sendMany: (mails: { message: MailMessage; about?: MailAbout }[], options?: Pick<SendOptions, 'tx'>) => Promise<void>;
  /** The outbox folder when e-mail is written there (no SMTP_URL). */
  outbox?: string;
  close: () => Promise<void>;
}

/** Declares the `mail.send` job on the queue (before it starts) and answers how to send. */
export function createMailer(options: { transport: MailTransport; jobs: JobQueue; db: Db; log: FastifyBaseLogger }): Mailer {
  const { transport, jobs, db, log } = options;
  jobs.work<MailJob>(
    MAIL_JOB,
    async ({ about, ...message }) => {
      // The switch as it is now, not as it was when the e-mail was queued (minutes or hours behind a digest).
      if (about && !(await mailRepository(db).recipient(about.userId, about.kind))) {
        log.info(
          { userId: about.userId, kind: about.kind, subject: message.subject },
          'e-mail not sent: its kind is off or its account gone',
        );
        return;
      }
      const { messageId, file } = await transport.deliver(message);
      if (file) log.info({ subject: message.subject, file }, 'e-mail written to the outbox (no SMTP_URL)');
      else log.info({ subject: message.subject, messageId }, 'e-mail sent');
    },
    MAIL_POLICY,
  );
  const job = (message: MailMessage, about: MailAbout | undefined): MailJob => ({
    ...mailMessage.parse(message),
    ...(about ? { about } : {}),
  });
  return {
    async send(message, { about, ...sendOptions } = {}) {
      await jobs.send(MAIL_JOB, job(message, about), { ...sendOptions, priority: priorityOf(about) });
    },
    async sendMany(mails, sendOptions = {}) {
      await jobs.sendMany(
        MAIL_JOB,
        mails.map(({ message, about }) => ({ data: job(message, about), priority: priorityOf(about) })),
        sendOptions,
      );
    },
    outbox: transport.outbox,
    close: transport.close,
  };
}
