/**
 * Notifications journey (product §2, "Layouts"; product §4, "Notifications and live events"): a seller has a page
 * open; a buyer writes to them about a laptop and books it (through the API); the bell counts both at
 * once, without a reload, over the live stream; the panel shows the lines; opening one marks it read
 * and leads to where to act on it; "Mark all as read" clears the rest. The keyboard opens and closes it.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ProductFixture } from './support/api.ts';
import { journey } from './support/journey.ts';
import { atPath, eventually, hidden, signInThroughUi, visible } from './support/ui.ts';

const j = journey('notifications');

interface Page_ {
  items: { kind: string; read: boolean; data: Record<string, unknown> }[];
  unread: number;
}

const bell = (page: Page, name: string | RegExp = /^Notifications/) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: typeof name === 'string' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

describe('notifications', () => {
  let seller: Account;
  let buyer: Account;
  let product: ProductFixture;
  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Nadia Rahman' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Tanvir Hasan' });
    product = await j.api.addProduct(seller, { name: 'Lenovo', resell_price: 52_000 });
  });

  it('counts a message and a booking live, lists them, and marks them read', async () => {
    const page = await j.newPage();
    // The live stream answers with its headers at once and stays open.
    const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
    await signInThroughUi(page, seller);
    await visible(bell(page, 'Notifications'));
    await streamOpen;
    // A mark on the window: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    await j.api.call(buyer, 'POST', '/api/conversations', { productId: product._id, text: 'Is it still available?' });
    await visible(bell(page, 'Notifications, 1 unread'));
    await j.api.book(buyer, product);
    await visible(bell(page, 'Notifications, 2 unread'));
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await bell(page).innerText()).toBe('2');

    await bell(page).click();
    const open = await visible(panel(page));
    const lines = open.getByRole('link');
    // Newest first, each unread (said to a screen reader before the line), with its time.
    await eventually(
      () => lines.allTextContents(),
      (texts) =>
        expect(texts).toEqual([
          expect.stringMatching(/^Unread: Tanvir Hasan booked Lenovo(now|1 min\. ago)$/),
          // A conversation's news names the laptop by its title: its brand and model.
          expect.stringMatching(new RegExp(`^Unread: Tanvir Hasan sent you a message about Lenovo ${product.detail}(now|1 min\\. ago)$`)),
        ]),
    );
    await j.shot(page, 'notification panel open');

    // The booking's line leads the seller to My Products, and is read from then on.
    await open.getByRole('link', { name: /booked Lenovo/ }).click();
    await atPath(page, '/dashboard/myproduct');
    await hidden(panel(page));
    await visible(bell(page, 'Notifications, 1 unread'));
    await eventually(
      () => j.api.call<Page_>(seller, 'GET', '/api/notifications'),
      (p) => {
        expect(p.unread).toBe(1);
        expect(p.items.map((n) => [n.kind, n.read])).toEqual([
          ['booking', true],
          ['message', false],
        ]);
      },
    );

    await bell(page).click();
    await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
    await visible(bell(page, 'Notifications'));
    await eventually(
      () => j.api.call<Page_>(seller, 'GET', '/api/notifications'),
      (p) => expect(p.unread).toBe(0),
    );
  });

  it('opens from the keyboard on a phone, and Escape closes it back to the bell', async () => {
    const page = await j.newPage({ viewport: { width: 375, height: 812 }, touch: true });
    await signInThroughUi(page, buyer);
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await visible(panel(page));
    expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Across the phone's width, inside it.
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // The navbar still fits: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await hidden(panel(page));
    expect(await bell(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
