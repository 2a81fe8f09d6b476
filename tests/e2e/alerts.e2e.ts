/**
 * Saved laptops and alerts journey (product §4, "Saved laptops and alerts"): a buyer saves the search
 * "Lenovo, 16 GB, under Tk. 60,000" with "Alert me" on the search page, told at once; a seller lists a laptop
 * it finds (through the API); the buyer's bell shows it live and the outbox holds its e-mail. The buyer saves
 * that laptop with its heart and finds it under Saved laptops, and the alert under Alerts, where it becomes
 * a daily one. A visitor's heart leads to Login and back.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, type OutboxMail } from '../../src/server/testing/outbox.ts';
import type { Account, ProductFixture } from './support/api.ts';
import { journey } from './support/journey.ts';
import { atPath, eventually, openDashboardLink, signInThroughUi, toast, visible } from './support/ui.ts';

const j = journey('alerts');

const SEARCH = '/search?category=03&ram=16&maxPrice=60000';
const IN_WORDS = 'Lenovo, 16 GB, under Tk. 60,000';

const bell = (page: Page, name: string | RegExp = /^Notifications/) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: typeof name === 'string' });

describe('saved laptops and alerts', () => {
  let buyer: Account;
  let seller: Account;
  let laptop: ProductFixture;

  beforeAll(async () => {
    buyer = await j.api.signUp('Buyers Account', { name: 'Sadia Islam' });
    seller = await j.api.signUp('Seller Account', { name: 'Rahim Uddin' });
    // Something the search finds already, so that the page shows cards with their hearts.
    await j.api.addProduct(seller, { name: 'Lenovo', detail: 'IdeaPad 3, Ryzen 3', resell_price: 36_000, specs: { ram: 16 } });
  });

  it('saves the search with Alert me, told at once; a matching new laptop reaches the bell and the outbox', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto(SEARCH);
    await visible(page.getByRole('heading', { name: 'Search laptops', level: 1 }));
    const alertMe = page.getByRole('button', { name: 'Alert me' });
    await visible(alertMe);
    await eventually(
      () => alertMe.isEnabled(),
      (enabled) => expect(enabled).toBe(true),
    );
    await alertMe.click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Alert me of new laptops' }));
    await visible(dialog.getByText(IN_WORDS, { exact: true }));
    expect(await dialog.getByRole('radio', { name: 'At once' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Once a day' }).isChecked()).toBe(false);
    await j.shot(page, 'alert me');
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await toast(page, 'Alert saved. Change or delete it under Alerts in your dashboard.');
    expect(await j.api.call(buyer, 'GET', '/api/alerts')).toEqual([
      expect.objectContaining({ query: 'category=03&maxPrice=60000&ram=16', frequency: 'instant' }),
    ]);

    // Live: the bell counts the new laptop without a reload.
    const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
    await page.reload();
    await streamOpen;
    await visible(bell(page, 'Notifications'));
    laptop = await j.api.addProduct(seller, {
      name: 'Lenovo',
      detail: 'ThinkPad T480, Core i5, 16 GB',
      resell_price: 45_000,
      specs: { ram: 16, storage: 512, storageType: 'SSD' },
    });
    await visible(bell(page, 'Notifications, 1 unread'), 30_000);
    await bell(page).click();
    const line = await visible(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: /New for your alert/ }));
    expect(await line.innerText()).toContain('New for your alert: Lenovo ThinkPad T480, Core i5, 16 GB at Tk. 45,000');
    await j.shot(page, 'bell with the new laptop');

    let mail: OutboxMail | undefined;
    await eventually(
      async () => (mail = (await readOutbox(path.join(j.server.dataDir, 'outbox'))).find((m) => m.to === buyer.email)),
      (found) => expect(found).toBeDefined(),
    );
    expect(mail!.subject).toBe('New for your alert: Lenovo ThinkPad T480, Core i5, 16 GB at Tk. 45,000');
    expect(mail!.text).toContain('Hello Sadia Islam,');
    expect(mail!.text).toContain(`A new listing matches your alert “${IN_WORDS}”`);
    expect(mail!.text).toContain(`http://localhost:${j.server.port}/product/${laptop._id}`);
    expect(mail!.oneClick).toBe(true);
    expect(mail!.unsubscribeUrl).toMatch(new RegExp(`^http://localhost:${j.server.port}/api/unsubscribe/alerts/[\\w-]+$`));

    // The line leads to the laptop's page.
    await line.click();
    await atPath(page, `/product/${laptop._id}`);
  });

  it('saves that laptop with its heart and finds it under Saved laptops', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto(`/product/${laptop._id}`);
    const heart = page.getByRole('button', { name: 'Save Lenovo ThinkPad T480, Core i5, 16 GB' });
    await visible(heart);
    await eventually(
      () => heart.isEnabled(),
      (enabled) => expect(enabled).toBe(true),
    );
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await toast(page, 'Saved. Find it under Saved laptops in your dashboard.');
    await eventually(
      () => heart.getAttribute('aria-pressed'),
      (pressed) => expect(pressed).toBe('true'),
    );
    await j.shot(page, 'product page saved');

    // The cards of the search say so too: one query of the saved list for every heart.
    await page.goto(SEARCH);
    const card = page.getByRole('article', { name: /ThinkPad T480/ });
    await eventually(
      () => card.getByRole('button', { name: /^Save / }).getAttribute('aria-pressed'),
      (pressed) => expect(pressed).toBe('true'),
    );
    await j.shot(page, 'search with a saved laptop');

    // Another saved laptop, which its seller then deletes: the list says it is gone.
    const other = await j.api.addProduct(seller, { name: 'Lenovo', detail: 'Legion 5, Ryzen 7', resell_price: 90_000 });
    await j.api.call(buyer, 'POST', '/api/saved', { productId: other._id });
    await j.api.call(seller, 'DELETE', `/api/itemName/${other._id}`);

    await page.goto('/dashboard');
    await openDashboardLink(page, 'Saved laptops', '/dashboard/saved');
    await visible(page.getByRole('heading', { name: /^Saved laptops/, level: 1 }));
    const saved = page.getByRole('article', { name: 'Lenovo ThinkPad T480, Core i5, 16 GB' });
    await visible(saved);
    await visible(saved.getByText('On sale'));
    await visible(saved.getByText('Tk. 45,000'));
    const gone = page.getByRole('article', { name: 'Lenovo Legion 5, Ryzen 7' });
    await visible(gone.getByText('No longer listed'));
    await visible(gone.getByText('Its seller removed this listing, or it is no longer on sale.'));
    await j.shot(page, 'saved laptops');

    // Removed from the list with its button, once confirmed.
    await gone.getByRole('button', { name: 'Remove Lenovo Legion 5, Ryzen 7 from your saved laptops' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this saved laptop?' });
    await j.shot(page, 'saved laptops: remove one?');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await toast(page, 'No longer saved');
    await eventually(
      () => j.api.call<{ productId: string }[]>(buyer, 'GET', '/api/saved'),
      (list) => expect(list.map((s) => s.productId)).toEqual([laptop._id]),
    );
  });

  it('lists the alert in words under Alerts, and makes it a daily one', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto('/dashboard');
    await openDashboardLink(page, 'Alerts', '/dashboard/alerts');
    await visible(page.getByRole('heading', { name: /^Alerts/, level: 1 }));
    await visible(page.getByRole('heading', { name: IN_WORDS, level: 2 }));
    const often = page.getByRole('combobox', { name: `How often: ${IN_WORDS}` });
    expect(await often.inputValue()).toBe('instant');
    await j.shot(page, 'alerts');
    await often.selectOption('daily');
    await toast(page, 'Alert changed');
    await eventually(
      () => j.api.call<{ frequency: string }[]>(buyer, 'GET', '/api/alerts'),
      (alerts) => expect(alerts.map((a) => a.frequency)).toEqual(['daily']),
    );
    // Its link shows what it finds.
    await page.getByRole('link', { name: 'See the laptops it finds' }).click();
    await atPath(page, /^\/search\?category=03&maxPrice=60000&ram=16$/);
  });

  it('the seller lowers the price in My Products, and the saver hears of it', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, seller);
    await page.goto('/dashboard');
    await openDashboardLink(page, 'My Products', '/dashboard/myproduct');
    const card = page.getByRole('article', { name: /ThinkPad T480/ });
    await card.getByRole('button', { name: /^Change price / }).click();
    const price = card.getByLabel('New resell price (Tk.)');
    await price.fill('৪২০০০');
    await j.shot(page, 'my products new price');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'The price is now Tk. 42,000');
    await visible(card.getByText('Tk. 42,000'));

    await eventually(
      () => j.api.call<{ items: { kind: string; data: { amount?: number; was?: number } }[] }>(buyer, 'GET', '/api/notifications'),
      (p) => expect(p.items[0]).toMatchObject({ kind: 'price-drop', data: { amount: 42_000, was: 45_000 } }),
    );
    await eventually(
      async () => (await readOutbox(path.join(j.server.dataDir, 'outbox'))).filter((m) => m.to === buyer.email).map((m) => m.subject),
      (subjects) => expect(subjects).toContain('Price drop: Lenovo ThinkPad T480, Core i5, 16 GB is now Tk. 42,000'),
    );
  });

  it("a visitor's heart leads to Login, and back", async () => {
    const visitor = await j.newPage();
    await visitor.goto(`/product/${laptop._id}`);
    const heart = visitor.getByRole('button', { name: 'Save Lenovo ThinkPad T480, Core i5, 16 GB' });
    await eventually(
      () => heart.isEnabled(),
      (enabled) => expect(enabled).toBe(true),
    );
    await heart.click();
    await atPath(visitor, '/login');
    const someone = await j.api.signUp('Buyers Account', { name: 'Karim Ahmed' });
    await signInThroughUi(visitor, someone, { goto: false });
    await atPath(visitor, `/product/${laptop._id}`);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
  });
});
