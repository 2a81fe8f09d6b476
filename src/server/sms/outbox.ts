import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../jobs/clock.ts';
import type { SmsSender } from './sms.ts';

/**
 * Without SMS_URL, a text message is written where the e-mails are (DATA_DIR/outbox, mail/outbox.ts), one
 * `.sms` file per message named by when it was written (`To:` and `Date:` lines, a blank line, the text),
 * and to the log, so whoever runs `npm start` reads the code they would have received. The files are their
 * owner's alone, as everything in DATA_DIR.
 */
export function smsOutbox(dir: string, clock: Clock, log: FastifyBaseLogger): SmsSender {
  return {
    outbox: dir,
    async send({ to, text }) {
      const now = new Date(clock.now());
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const time = now.toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${time}-${randomBytes(4).toString('hex')}.sms`);
      await writeFile(file, `To: ${to}\nDate: ${now.toISOString()}\n\n${text}\n`, { flag: 'wx', mode: 0o600 });
      log.info({ to, text, file }, 'text message written to the outbox (no SMS_URL)');
    },
    close: async () => undefined,
  };
}
