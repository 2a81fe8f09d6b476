import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { advance, manualClock } from '../testing/clock.ts';
import { logLines } from '../testing/log-lines.ts';
import { startSmtpServer, type TestSmtpServer, unfolded } from '../testing/smtp-server.ts';
import { as, createProduct, offer, signUpAs, startConversation } from '../testing/fixtures.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * E-mail through SMTP_URL: a real SMTP server started here (smtp-server), with a user and password,
 * that can refuse. Sending is the `mail.send` job's; the clock moves by hand.
 */
describe('e-mail through SMTP_URL', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  const log = logLines();
  const clock = manualClock();
  const message = {
    to: 'karim@example.com',
    subject: 'New offer: Tk. 45,000',
    text: 'Karim offered Tk. 45,000 for your Lenovo ThinkPad T480.',
    unsubscribeUrl: 'https://market.example.com/api/unsubscribe/offers/abc123',
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Market <hello@market.example.com>', LOG_LEVEL: 'info' },
      { clock, logStream: log.stream },
    );
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  test('the job signs in and sends it, from MAIL_FROM, with the one-click unsubscribe; nothing goes to an outbox', async () => {
    await app.ctx.mail.send(message);
    expect(smtp.received).toEqual([]);
    expect(await app.ctx.jobs.runDue()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'hello@market.example.com', to: ['karim@example.com'] });
    const raw = unfolded(mail!.raw);
    expect(raw).toMatch(/^From: Market <hello@market\.example\.com>$/m);
    expect(raw).toMatch(/^Subject: New offer: Tk\. 45,000$/m);
    expect(raw).toMatch(/^Date: Tue, 01 Dec 2026 09:00:00 \+0000$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/market\.example\.com\/api\/unsubscribe\/offers\/abc123>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toContain('Karim offered Tk. 45,000 for your Lenovo ThinkPad T480.');
    expect(app.ctx.mail.outbox).toBeUndefined();
    expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'e-mail sent', subject: message.subject }));
  });

  test('refused by the server, it is sent again after a growing wait, and once only', async () => {
    smtp.received.length = 0;
    smtp.refuseNext(2);
    await app.ctx.mail.send({ ...message, subject: 'Your offer was accepted' });

    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(smtp.received).toEqual([]);
    // First retry after 60 to 120 s.
    await advance(clock, 59_000);
    expect(await app.ctx.jobs.runDue()).toBe(0);
    await advance(clock, 62_000);
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(smtp.received).toEqual([]);
    // Second retry after 120 to 240 s: the server takes it now.
    await advance(clock, 119_000);
    expect(await app.ctx.jobs.runDue()).toBe(0);
    await advance(clock, 122_000);
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['karim@example.com']]);
    await advance(clock, 24 * 3600_000);
    expect(await app.ctx.jobs.runDue()).toBe(0);

    const failures = log.lines.filter((l) => l.msg === 'job failed: it will be tried again');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ job: 'mail.send', retryCount: 0, err: { message: expect.stringContaining('Mailbox busy') } });
  });

  test("an offer made through the API reaches the server, to the seller alone, and its one-click header's address works", async () => {
    smtp.received.length = 0;
    const seller = await signUpAs(app, 'seller', { name: 'Nadia Seller' });
    const buyer = await signUpAs(app, 'buyer', { name: 'Karim Buyer' });
    const conversationId = await startConversation(app, buyer, await createProduct(app, seller));
    await app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/read`, headers: as(seller) });
    await offer(app, buyer, conversationId, 45_000);
    while ((await app.ctx.jobs.runDue()) > 0);

    expect(smtp.received.map((m) => m.to)).toEqual([[seller.email]]);
    const raw = unfolded(smtp.received[0]!.raw);
    expect(raw).toMatch(/^Subject: New offer: Tk\. 45,000$/m);
    // The laptop by its title (brand and model), in the body's quoted-printable lines joined again.
    expect(raw.replace(/=\n/g, '')).toContain('Karim Buyer offered Tk. 45,000 for your Lenovo ThinkPad T480, Core i5, 16 GB.');
    expect(raw).not.toContain(buyer.email);
    const url = /^List-Unsubscribe: <(http:\/\/localhost:3000\/api\/unsubscribe\/offers\/[\w-]+)>$/m.exec(raw)?.[1];
    expect(url).toBeDefined();
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const res = await app.inject({
      method: 'POST',
      url: new URL(url!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/settings/mail', headers: as(seller) })).json()).toMatchObject({ offers: false });
  });

  test('a booking queued after many digests is sent before them', async () => {
    smtp.received.length = 0;
    const seller = await signUpAs(app, 'seller', { name: 'Nadia Seller' });
    const buyer = await signUpAs(app, 'buyer', { name: 'Karim Buyer' });
    const digest = { query: 'category=03&maxPrice=60000', count: 2, productIds: [] };
    await app.ctx.events.transaction((_tx, tell) =>
      tell.notifyMany(
        'alert-digest',
        Array.from({ length: 40 }, () => ({ userId: buyer.id, data: digest })),
      ),
    );
    await app.ctx.events.transaction((_tx, tell) => tell.notify(seller.id, 'booking', { productName: 'Lenovo', from: 'Karim Buyer' }));
    expect(await app.ctx.jobs.runDue()).toBe(41);

    expect(smtp.received).toHaveLength(41);
    expect(smtp.received[0]!.to).toEqual([seller.email]);
    expect(unfolded(smtp.received[0]!.raw)).toMatch(/^Subject: New booking: your Lenovo$/m);
    expect(smtp.received.slice(1).every((mail) => mail.to[0] === buyer.email)).toBe(true);
  });

  test('a wrong password fails the try, to be tried again (the operator may fix it meanwhile)', async () => {
    const wrongClock = manualClock();
    const wrong = await buildTestApp(
      { SMTP_URL: smtp.url.replace('mail-secret', 'wrong'), MAIL_FROM: 'hello@market.example.com' },
      { clock: wrongClock },
    );
    try {
      smtp.received.length = 0;
      await wrong.ctx.mail.send(message);
      expect(await wrong.ctx.jobs.runDue()).toBe(1);
      await advance(wrongClock, 121_000);
      expect(await wrong.ctx.jobs.runDue()).toBe(1);
      expect(smtp.received).toEqual([]);
    } finally {
      await wrong.close();
    }
  });
});
