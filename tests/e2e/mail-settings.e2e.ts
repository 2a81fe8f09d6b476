/**
 * Mail settings journey (product §4, "E-mail"): a seller turns a kind of e-mail off in
 * /dashboard/settings and the API says so; then, signed out, opens the unsubscribe page of an e-mail in
 * the outbox (no SMTP_URL: DATA_DIR/outbox) and presses its button. Opening the page alone changes
 * nothing: mail scanners open every link.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, type OutboxMail } from '../../src/server/testing/outbox.ts';
import type { Account, ProductFixture } from './support/api.ts';
import { journey } from './support/journey.ts';
import { eventually, openDashboardLink, signInThroughUi, toast, visible } from './support/ui.ts';
import { mailSettings } from '../../src/server/testing/mail-settings.ts';

const j = journey('mail-settings');

type Settings = Record<'messages' | 'offers' | 'bookings' | 'payments' | 'alerts' | 'saved', boolean>;

describe('mail settings and unsubscribe', () => {
  let seller: Account;
  let buyer: Account;
  let product: ProductFixture;
  const settingsOf = (who: Account) => j.api.call<Settings>(who, 'GET', '/api/settings/mail');

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Kamal Uddin' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Rumana Akter' });
    product = await j.api.addProduct(seller, { name: 'Asus', detail: 'VivoBook 15, Ryzen 5, 8 GB', price: 70000, resell_price: 41000 });
  });

  it('turns offers off in Settings, with a toast, and the API says so', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, seller);
    await page.goto('/dashboard');
    await openDashboardLink(page, 'Settings', '/dashboard/settings');
    await visible(page.getByRole('heading', { name: 'Settings', level: 1 }));
    const offers = page.getByRole('switch', { name: 'Offers' });
    await visible(offers);
    await eventually(
      () => offers.isChecked(),
      (on) => expect(on).toBe(true),
    );
    expect(await page.getByRole('switch').count()).toBe(8);
    await j.shot(page, 'mail settings');

    await offers.focus();
    await page.keyboard.press('Space');
    await toast(page, 'E-mails about offers are off');
    expect(await offers.isChecked()).toBe(false);
    expect(await settingsOf(seller)).toEqual(mailSettings(['offers']));

    // Kept on a reload: it is the server's.
    await page.reload();
    await eventually(
      () => page.getByRole('switch', { name: 'Offers' }).isChecked(),
      (on) => expect(on).toBe(false),
    );
  });

  it("opens a booking e-mail's unsubscribe page, signed out, and unsubscribes with its button", async () => {
    await j.api.book(buyer, product);
    const outbox = path.join(j.server.dataDir, 'outbox');
    let mail: OutboxMail | undefined;
    await eventually(
      async () => (mail = (await readOutbox(outbox)).find((m) => m.to === seller.email && m.subject === 'New booking: your Asus')),
      (found) => expect(found).toBeDefined(),
    );
    expect(mail!.text).toContain('Rumana Akter booked your Asus.');
    expect(mail!.text).not.toContain(buyer.email);
    expect(mail!.oneClick).toBe(true);
    // Without PUBLIC_URL the links are on the address the server listens on (http://localhost:PORT).
    const link = /(http:\/\/localhost:\d+)(\/unsubscribe\/bookings\/[\w-]+)/.exec(mail!.text);
    expect(link?.[1]).toBe(`http://localhost:${j.server.port}`);
    expect(mail!.unsubscribeUrl).toBe(`http://localhost:${j.server.port}/api${link![2]}`);

    const page = await j.newPage();
    await page.goto(link![2]!);
    await visible(page.getByRole('heading', { name: 'Stop e-mails about bookings?' }));
    // The page alone unsubscribes nobody.
    expect((await settingsOf(seller)).bookings).toBe(true);
    await j.shot(page, 'unsubscribe page');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const done = page.getByRole('heading', { name: 'You will no longer get e-mails about bookings.' });
    await visible(done);
    expect(await done.evaluate((h) => h === document.activeElement)).toBe(true);
    await visible(page.getByRole('link', { name: 'Choose which e-mails you get in your settings' }));
    await j.shot(page, 'unsubscribed');
    expect(await settingsOf(seller)).toEqual(mailSettings(['offers', 'bookings']));
  });
});
