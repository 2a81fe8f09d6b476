/**
 * Buyer journey (product §4): book from a category list ('Your Booking Confirmed'), see the bookings in
 * My Orders, remove an unpaid one, report an item ('Report Submitted Successfully'). The popups are
 * real dialogs: focus moves in, Escape closes, focus comes back.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ProductFixture } from './support/api.ts';
import { journey } from './support/journey.ts';
import { atPath, confirmIfAsked, eventually, hidden, openDashboardLink, signInThroughUi, toast, visible } from './support/ui.ts';

const j = journey('buyer');

const money = (n: number) => new RegExp(`${n.toLocaleString('en-US')}|\\b${n}\\b`);
const cardOf = (page: Page, product: ProductFixture) => page.getByRole('article').filter({ hasText: product.detail });

describe('buyer', () => {
  let seller: Account;
  let buyer: Account;
  let keep: ProductFixture;
  let drop: ProductFixture;
  let reported: ProductFixture;

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Kamal Uddin' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Rumana Akter' });
    keep = await j.api.addProduct(seller, { name: 'Dell', detail: 'Latitude 5420, Core i5, 16 GB', price: 90000, resell_price: 52000 });
    drop = await j.api.addProduct(seller, { name: 'Dell', detail: 'Inspiron 15 3511, Core i3, 8 GB', price: 60000, resell_price: 37000 });
    reported = await j.api.addProduct(seller, {
      name: 'Dell',
      detail: 'Vostro 3400 with a cracked screen',
      price: 50000,
      resell_price: 21000,
    });
  });

  it('books two items, removes the unpaid one from My Orders, and reports an item', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Dell', exact: true }).click();
    await atPath(page, '/itemName/07');
    await visible(page.getByRole('heading', { name: 'That Items are available' }));

    // The booking popup: a dialog that takes focus and gives it back on Escape.
    const bookKeep = cardOf(page, keep).getByRole('button', { name: 'Book Now' });
    await bookKeep.click();
    const dialog = page.getByRole('dialog', { name: 'Booking Form' });
    await visible(dialog);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(dialog);
    expect(await bookKeep.evaluate((b) => b === document.activeElement)).toBe(true);

    await bookKeep.click();
    await visible(dialog);
    // Item name, price, user name and email come read-only from the item and the signed-in user.
    const values = await dialog.locator('input[readonly]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(values).toContain('Dell');
    expect(values.join(' ')).toMatch(money(52000));
    expect(values).toContain(buyer.name);
    expect(values).toContain(buyer.email);
    await visible(dialog.getByRole('img'));
    await j.shot(page, 'booking form');

    // The phone is required: without it nothing is booked.
    await dialog.getByRole('button', { name: /submit|book/i }).click();
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByText('Your Booking Confirmed').count()).toBe(0);

    await dialog.getByLabel(/phone/i).fill('01811-223344');
    await dialog.getByLabel(/location/i).fill('Mirpur 10');
    await dialog.getByRole('button', { name: /submit|book/i }).click();
    await toast(page, 'Your Booking Confirmed');
    await hidden(dialog);
    await j.shot(page, 'booking confirmed', { axe: false });

    await cardOf(page, drop).getByRole('button', { name: 'Book Now' }).click();
    await visible(dialog);
    await dialog.getByLabel(/phone/i).fill('01811-223344');
    await dialog.getByRole('button', { name: /submit|book/i }).click();
    await toast(page, 'Your Booking Confirmed');
    await hidden(dialog);

    // Report an item to the admins.
    const reportButton = cardOf(page, reported).getByRole('button', { name: 'Report' });
    await reportButton.click();
    const report = page.getByRole('dialog', { name: 'Report to Admin' });
    await visible(report);
    const reportValues = await report.locator('input[readonly]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(reportValues).toContain('Dell');
    expect(reportValues).toContain(buyer.email);
    await visible(report.getByRole('img'));
    await report.getByRole('button', { name: 'Report Submit' }).click();
    await page.waitForTimeout(300);
    expect(await report.isVisible()).toBe(true);
    await report.getByRole('textbox', { name: /message/i }).fill('The screen is cracked but the photo hides it.');
    await j.shot(page, 'report form');
    await report.getByRole('button', { name: 'Report Submit' }).click();
    await toast(page, 'Report Submitted Successfully');
    await hidden(report);

    // My Orders: both bookings, unpaid (Pending) with Pay; remove one.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await openDashboardLink(page, 'My Orders', '/dashboard/orders');
    const table = page.getByRole('table');
    const rowOf = (price: number) => table.getByRole('row').filter({ hasText: money(price) });
    await visible(rowOf(52000));
    await visible(rowOf(37000));
    for (const header of ['Image', 'Title', 'Price', 'Payment', 'Action']) await visible(table.getByRole('columnheader', { name: header }));
    expect(await rowOf(52000).innerText()).toContain('Pending');
    await visible(rowOf(52000).getByRole('link', { name: /^Pay\b/ }));
    await eventually(
      () => page.getByRole('heading', { level: 1 }).first().innerText(),
      (t) => expect(t).toMatch(/\(2\)/),
    );
    await j.shot(page, 'my orders');

    await rowOf(37000)
      .getByRole('button', { name: /^(Delete|Remove)\b/ })
      .click();
    await confirmIfAsked(page, /delete|remove/i);
    await toast(page, 'Order deleted');
    await hidden(rowOf(37000));
    await visible(rowOf(52000));
    await eventually(
      () => page.getByRole('heading', { level: 1 }).first().innerText(),
      (t) => expect(t).toMatch(/\(1\)/),
    );
    await j.shot(page, 'unpaid order removed');

    const bookings = await j.api.bookingsOf(buyer);
    expect(bookings.map((b) => b.itemName)).toEqual(['Dell']);

    // On a phone the drawer is closed; the menu toggle opens it.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { level: 1 }).first());
    const myOrdersLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders', exact: true });
    expect(await myOrdersLink.isVisible()).toBe(false);
    // The open menu, overlay included, is held to axe too; a tap on the overlay beside it closes it,
    // and so does Escape.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(myOrdersLink);
    await j.shot(page, 'dashboard menu open on a phone');
    const overlay = page.getByRole('button', { name: 'Close dashboard menu' });
    const { width } = (await overlay.boundingBox())!;
    await overlay.click({ position: { x: width - 20, y: 400 } });
    await hidden(myOrdersLink);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(myOrdersLink);
    await page.keyboard.press('Escape');
    await hidden(myOrdersLink);
    await openDashboardLink(page, 'My Orders', '/dashboard/orders');
    await visible(rowOf(52000));
    // Each order is a card there: Pay and Delete in reach without scrolling sideways.
    for (const control of [
      rowOf(52000).getByRole('link', { name: /^Pay\b/ }),
      rowOf(52000).getByRole('button', { name: /^(Delete|Remove)\b/ }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, 'the control lies within the 375 px screen').toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
