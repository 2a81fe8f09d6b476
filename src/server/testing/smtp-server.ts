import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it came, headers and body. */
  raw: string;
}

export interface TestSmtpServer {
  /** SMTP_URL for it, with its user and password. */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused at RCPT TO with `code` (451: try again later). */
  refuseNext: (count: number, code?: number) => void;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 that keeps what it receives: plain SMTP (no STARTTLS),
 * and AUTH with one user and password, as a mail provider asks.
 */
export async function startSmtpServer(user = 'market', password = 'mail-secret'): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (refusals === 0) return callback();
      refusals -= 1;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: refusalCode }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    received,
    refuseNext(count, code = 451) {
      refusals = count;
      refusalCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message with its header lines unfolded and LF line ends, for matching a header on one line. */
export const unfolded = (raw: string): string => raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
