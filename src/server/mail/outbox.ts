import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Clock } from '../jobs/clock.ts';
import { composeMail, type MailMessage } from './message.ts';
import type { MailTransport } from './transport.ts';

/**
 * Without SMTP_URL, each e-mail is written as it would have been sent, one `.eml` file per message in
 * `dir` (DATA_DIR/outbox), named by when it was written: a mail program opens it, and the demo shows
 * what would go out. The files are their owner's alone, as everything in DATA_DIR (they hold addresses).
 */
export function outboxTransport(dir: string, from: string, clock: Clock): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox: dir,
    async deliver(message: MailMessage) {
      const now = new Date(clock.now());
      const { message: raw, messageId } = await composer.sendMail(composeMail(message, from, now));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const time = now.toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${time}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, raw, { flag: 'wx', mode: 0o600 });
      return { messageId, file };
    },
    close: async () => composer.close(),
  };
}
