import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { manualClock } from '../testing/clock.ts';
import { logLines } from '../testing/log-lines.ts';
import { unfolded } from '../testing/smtp-server.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * Without SMTP_URL, e-mail is written to DATA_DIR/outbox, one .eml file per message, by the
 * `mail.send` job (product issue: "the demo shows what would be sent").
 */
describe('e-mail without SMTP_URL: the outbox', () => {
  let app: TestApp;
  const log = logLines();
  const clock = manualClock(Date.parse('2026-12-01T09:00:00Z'));
  const offer = {
    to: 'karim@example.com',
    subject: 'Rahim countered your offer: Tk. 48,000',
    text: 'Rahim countered your offer on the Lenovo ThinkPad T480 with Tk. 48,000.',
    unsubscribeUrl: 'https://market.example.com/api/unsubscribe/offers/abc123',
  };

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://market.example.com', LOG_LEVEL: 'info' }, { clock, logStream: log.stream });
  });
  afterAll(() => app?.close());

  const outbox = () => app.ctx.mail.outbox!;
  const files = async () => (await readdir(outbox()).catch(() => [])).sort();

  test('a message is written by its job, not before: a file named by its time, its owner’s alone, with the one-click unsubscribe', async () => {
    await app.ctx.mail.send(offer);
    expect(await files()).toEqual([]);
    expect(await app.ctx.jobs.runDue()).toBe(1);

    const [name] = await files();
    expect(name).toMatch(/^2026-12-01T09-00-00-000Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(outbox(), name!);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(outbox())).mode & 0o777).toBe(0o700);
    const eml = unfolded(await readFile(file, 'utf8'));
    expect(eml).toMatch(/^Date: Tue, 01 Dec 2026 09:00:00 \+0000$/m);
    expect(eml).toMatch(/^From: Market <no-reply@market\.example\.com>$/m);
    expect(eml).toMatch(/^To: karim@example\.com$/m);
    expect(eml).toMatch(/^Subject: Rahim countered your offer: Tk\. 48,000$/m);
    expect(eml).toMatch(/^List-Unsubscribe: <https:\/\/market\.example\.com\/api\/unsubscribe\/offers\/abc123>$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toContain('Rahim countered your offer on the Lenovo ThinkPad T480 with Tk. 48,000.');
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'e-mail written to the outbox (no SMTP_URL)', file, subject: offer.subject }),
    );
  });

  test('a message without an unsubscribe link has no List-Unsubscribe headers; HTML goes beside the text', async () => {
    const before = await files();
    await app.ctx.mail.send({ to: 'salma@example.com', subject: 'Your booking', text: 'Booked.', html: '<p>Booked.</p>' });
    await app.ctx.jobs.runDue();
    const [name] = (await files()).filter((f) => !before.includes(f));
    const eml = await readFile(path.join(outbox(), name!), 'utf8');
    expect(eml).not.toMatch(/^List-Unsubscribe/im);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toContain('<p>Booked.</p>');
  });

  test('refuses what is not a message, and queues nothing', async () => {
    const before = await files();
    for (const bad of [
      { ...offer, to: 'not an address' },
      { ...offer, subject: 'Two\r\nBcc: everyone@example.com' },
      { ...offer, text: '' },
      { ...offer, unsubscribeUrl: 'javascript:alert(1)' },
    ]) {
      await expect(app.ctx.mail.send(bad)).rejects.toThrow();
    }
    expect(await app.ctx.jobs.runDue()).toBe(0);
    expect(await files()).toEqual(before);
  });
});
