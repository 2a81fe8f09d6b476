import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One text message as the outbox keeps it without SMS_URL (sms/outbox.ts), read back. */
export interface OutboxSms {
  file: string;
  to: string;
  text: string;
}

/** Every text message in the outbox folder, oldest first (the files are named by their time). */
export async function readSmsOutbox(dir: string): Promise<OutboxSms[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.sms')).sort();
  return Promise.all(
    names.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const split = raw.indexOf('\n\n');
      const to = /^To: (.*)$/m.exec(raw.slice(0, split))?.[1] ?? '';
      return { file, to, text: raw.slice(split + 2).trimEnd() };
    }),
  );
}

/** The code of the newest message to `phone`: its six digits. */
export async function latestCode(dir: string, phone: string): Promise<string | undefined> {
  const sent = (await readSmsOutbox(dir)).filter((m) => m.to === phone);
  return /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1];
}
