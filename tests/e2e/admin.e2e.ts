/**
 * Admin journey (product §4, §6): verify a seller (the badge appears), make a user admin, delete a buyer,
 * a seller and an account, see and delete reports, see all orders ('Ordered confirmed' when paid).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ProductFixture } from './support/api.ts';
import { journey } from './support/journey.ts';
import { atPath, confirmIfAsked, eventually, hidden, openDashboardLink, signInThroughUi, toast, visible } from './support/ui.ts';

const ADMIN = { email: 'admin@market.test', password: 'admin-secret-1' };
const j = journey('admin', { admin: ADMIN });

const rowOf = (page: Page, text: string) => page.getByRole('table').getByRole('row').filter({ hasText: text });
const countIn = async (page: Page, n: number) =>
  eventually(
    () => page.getByRole('heading', { level: 1 }).first().innerText(),
    (t) => expect(t).toMatch(new RegExp(`\\(${n}\\)`)),
  );

describe('admin', () => {
  let goodSeller: Account;
  let badSeller: Account;
  let loyalBuyer: Account;
  let leavingBuyer: Account;
  let spamAccount: Account;
  let laptop: ProductFixture;
  let badLaptop: ProductFixture;
  let onSale: ProductFixture;

  beforeAll(async () => {
    goodSeller = await j.api.signUp('Seller Account', { name: 'Habib Traders' });
    badSeller = await j.api.signUp('Seller Account', { name: 'Shady Seller' });
    loyalBuyer = await j.api.signUp('Buyers Account', { name: 'Loyal Buyer' });
    leavingBuyer = await j.api.signUp('Buyers Account', {
      name: 'Leaving Buyer',
      email: 'leaving.buyer.from.chattogram.with.a.long.address@example.com',
    });
    spamAccount = await j.api.signUp('Buyers Account', { name: 'Spam Account' });
    laptop = await j.api.addProduct(goodSeller, { name: 'Asus', detail: 'ZenBook 14 OLED, Ryzen 7', resell_price: 66000 });
    badLaptop = await j.api.addProduct(badSeller, { name: 'Asus', detail: 'Too good to be true ROG', resell_price: 9000 });
    onSale = await j.api.addProduct(goodSeller, { name: 'Asus', detail: 'VivoBook 15, Core i3', resell_price: 31000 });
    const paid = await j.api.book(loyalBuyer, laptop);
    await j.api.pay(loyalBuyer, paid);
    await j.api.book(leavingBuyer, onSale);
    await j.api.report(loyalBuyer, badLaptop, 'Price is far too low, probably a scam.');
  });

  it('manages sellers, users, buyers, reports and orders', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, ADMIN);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await atPath(page, '/dashboard');
    const drawer = page.getByRole('navigation', { name: 'Dashboard' });
    for (const name of ['All Orders', 'All User', 'All Sellers', 'All Buyers', 'Reported Item'])
      await visible(drawer.getByRole('link', { name, exact: true }));
    await j.shot(page, 'admin dashboard');

    // All Sellers: verify one (the button shows the status, a badge appears), delete another.
    await openDashboardLink(page, 'All Sellers', '/dashboard/allsellers');
    await visible(rowOf(page, goodSeller.email));
    await countIn(page, 2);
    await rowOf(page, goodSeller.email)
      .getByRole('button', { name: /^Verify\b/ })
      .click();
    await confirmIfAsked(page, /verify/i);
    await toast(page, 'Seller Verified successfully');
    await visible(rowOf(page, goodSeller.email).getByRole('button', { name: /^Verified\b/ }));
    await visible(rowOf(page, goodSeller.email).getByRole('img', { name: /verified/i }));
    expect(
      await rowOf(page, badSeller.email)
        .getByRole('img', { name: /verified/i })
        .count(),
    ).toBe(0);
    await j.shot(page, 'seller verified');

    await rowOf(page, badSeller.email)
      .getByRole('button', { name: /^Delete\b/ })
      .click();
    await confirmIfAsked(page, /delete/i);
    await toast(page, 'Sellers deleted successfully');
    await hidden(rowOf(page, badSeller.email));
    await countIn(page, 1);

    // The badge beside the verified seller's name on the product card; the deleted seller's item is gone.
    await page.goto('/itemName/02');
    // (The paid laptop is sold and gone from the list; the other one is still on sale.)
    expect(await page.getByRole('article').filter({ hasText: laptop.detail }).count()).toBe(0);
    const card = page.getByRole('article').filter({ hasText: onSale.detail });
    await visible(card.getByRole('img', { name: /verified/i }));
    expect(await page.getByRole('article').filter({ hasText: badLaptop.detail }).count()).toBe(0);
    await j.shot(page, 'verified badge on card');

    // All User: make a buyer admin; admins cannot be made admin again or deleted; delete an account.
    await page.goto('/dashboard');
    await openDashboardLink(page, 'All User', '/dashboard/allusers');
    await visible(rowOf(page, loyalBuyer.email));
    const adminRow = rowOf(page, ADMIN.email);
    expect(await adminRow.getByRole('button', { name: /^Make Admin\b/ }).count()).toBe(0);
    expect(await adminRow.getByRole('button', { name: /^Delete\b/ }).count()).toBe(0);
    await rowOf(page, loyalBuyer.email)
      .getByRole('button', { name: /^Make Admin\b/ })
      .click();
    await confirmIfAsked(page, /make admin/i);
    await toast(page, 'Make Admin Successful');
    await hidden(rowOf(page, loyalBuyer.email).getByRole('button', { name: /^Make Admin\b/ }));
    expect(
      await rowOf(page, loyalBuyer.email)
        .getByRole('button', { name: /^Delete\b/ })
        .count(),
    ).toBe(0);
    await rowOf(page, spamAccount.email)
      .getByRole('button', { name: /^Delete\b/ })
      .click();
    await confirmIfAsked(page, /delete/i);
    await toast(page, 'Account deleted successfully');
    await hidden(rowOf(page, spamAccount.email));
    await j.shot(page, 'all users');
    // On a phone each account is a card; a long address breaks instead of widening the page.
    await page.setViewportSize({ width: 375, height: 812 });
    await visible(rowOf(page, leavingBuyer.email));
    const sideways = await page.evaluate(() => {
      const region = document.querySelector('[role="region"]:has(table)')!;
      return region.scrollWidth - region.clientWidth;
    });
    expect(sideways, 'the table does not scroll sideways').toBeLessThanOrEqual(0);
    const deleteBox = (await rowOf(page, leavingBuyer.email)
      .getByRole('button', { name: /^Delete\b/ })
      .boundingBox())!;
    expect(deleteBox.x + deleteBox.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });

    // All Buyers: the new admin reads 'Admin + Buyer' and cannot be deleted; delete another buyer.
    await openDashboardLink(page, 'All Buyers', '/dashboard/allbuyers');
    await visible(rowOf(page, leavingBuyer.email));
    expect(await rowOf(page, loyalBuyer.email).innerText()).toContain('Admin + Buyer');
    expect(
      await rowOf(page, loyalBuyer.email)
        .getByRole('button', { name: /^Delete\b/ })
        .count(),
    ).toBe(0);
    await rowOf(page, leavingBuyer.email)
      .getByRole('button', { name: /^Delete\b/ })
      .click();
    await confirmIfAsked(page, /delete/i);
    await toast(page, 'Buyers deleted successfully');
    await hidden(rowOf(page, leavingBuyer.email));
    await j.shot(page, 'all buyers');

    // Reported Item: see the report and delete it.
    await openDashboardLink(page, 'Reported Item', '/dashboard/reportitem');
    const report = rowOf(page, 'Price is far too low, probably a scam.');
    await visible(report);
    expect(await report.innerText()).toContain(loyalBuyer.email);
    await countIn(page, 1);
    await j.shot(page, 'reported items');
    await report.getByRole('button', { name: /^Delete\b/ }).click();
    await confirmIfAsked(page, /delete/i);
    await toast(page, 'Report deleted successfully');
    await hidden(report);
    await countIn(page, 0);

    // All Orders: the paid order is 'Paid' and 'Ordered confirmed'; the count matches the rows.
    await openDashboardLink(page, 'All Orders', '/dashboard/allorders');
    const paidRow = rowOf(page, loyalBuyer.email);
    await visible(paidRow);
    const text = await paidRow.innerText();
    expect(text).toContain('Paid');
    expect(text).toContain('Ordered confirmed');
    const rows = (await page.getByRole('table').getByRole('row').count()) - 1;
    expect(rows).toBeGreaterThanOrEqual(1);
    await countIn(page, rows);
    await j.shot(page, 'all orders');
  });
});
