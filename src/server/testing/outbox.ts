import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One e-mail as the outbox keeps it (a plain-text message), read back. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The body, decoded from its transfer encoding. */
  text: string;
  /** The address of the List-Unsubscribe header, when there is one. */
  unsubscribeUrl?: string;
  /** Whether List-Unsubscribe-Post asks for RFC 8058's one-click POST. */
  oneClick: boolean;
}

/** A message's header lines, unfolded, by lower-case name. */
function headersOf(head: string): Map<string, string> {
  const lines = head
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split('\n');
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}

/** Quoted-printable: soft line breaks joined, `=XX` bytes read as UTF-8. */
const fromQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Reads one `.eml` file of the outbox. */
export function parseEml(raw: string, file = ''): OutboxMail {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const headers = headersOf(text.slice(0, split));
  const body = text.slice(split + 2);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: decoded,
    unsubscribeUrl: /^<(.*)>$/.exec(headers.get('list-unsubscribe') ?? '')?.[1],
    oneClick: headers.get('list-unsubscribe-post') === 'List-Unsubscribe=One-Click',
  };
}

/** Every e-mail in the outbox folder, oldest first (the files are named by their time). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseEml(await readFile(path.join(dir, name), 'utf8'), name)));
}

/** A header in RFC 2047's encoded words (`=?UTF-8?B?…?=`, as a Bangla subject is sent), as it reads. */
function decodeWords(header: string): string {
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
