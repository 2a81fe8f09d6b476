/**
 * The deal after a booking, on the default marketplace (PAYMENTS=sandbox,cod; product §4, "Paying: the
 * methods" and "Money held until the laptop is in hand"): a buyer pays with bKash through the sandbox
 * wallet page; the seller sees it in My Sales and marks it handed over; the buyer confirms; Earnings shows
 * the money released. A buyer chooses cash on meet-up and the seller marks it handed over and paid in
 * cash. A buyer disputes a handed-over laptop and an admin refunds it from All Orders.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import type { Account } from './support/api.ts';
import { journey } from './support/journey.ts';
import { atPath, signInThroughUi, visible } from './support/ui.ts';

const ADMIN = { email: 'admin@deals.test', password: 'admin-secret-1' };
const j = journey('deals', { admin: ADMIN });

/** The row (or the phone's card) of a booking in a dashboard list, found by its price. */
const rowOf = (page: Page, price: RegExp) => page.getByRole('row').filter({ hasText: price });

/** Presses a move's button in the row, and confirms it in its dialog (with a reason where one is asked). */
async function move(page: Page, price: RegExp, button: string, reason?: string) {
  await rowOf(page, price).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByLabel(/reason/i).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

describe('deals', () => {
  let seller: Account;
  let buyer: Account;
  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Farhan Traders' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Rupa Akter' });
  });

  it('bKash through the sandbox wallet, held by Market, handed over, confirmed, released to the seller', async () => {
    const product = await j.api.addProduct(seller, { name: 'Lenovo', resell_price: 61_750 });
    const bookingId = await j.api.book(buyer, product);

    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto(`/dashboard/payment/${bookingId}`);
    await j.shot(page, 'payment page with the ways to pay');
    await page.getByRole('button', { name: 'bKash (sandbox)' }).click();
    await atPath(page, /^\/pay\/wallet\/SBX/);
    await page.getByLabel('Your bKash account number').fill('01770618575');
    await j.shot(page, 'sandbox wallet: the account');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Verification code (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('PIN').fill('12121');
    await j.shot(page, 'sandbox wallet: the PIN');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await atPath(page, `/dashboard/payment/${bookingId}`);
    await visible(page.getByText('Congrats! your payment completed'));
    await visible(page.getByText('Market holds your money until you confirm you have the laptop.'));
    await j.shot(page, 'paid and held');

    const sellerPage = await j.newPage();
    await signInThroughUi(sellerPage, seller);
    await sellerPage.goto('/dashboard/sales');
    await visible(rowOf(sellerPage, /61,750/).getByText('Paid, held by Market'));
    await visible(rowOf(sellerPage, /61,750/).getByText(buyer.name));
    await j.shot(sellerPage, 'my sales: paid');
    await move(sellerPage, /61,750/, 'Mark handed over');
    await visible(rowOf(sellerPage, /61,750/).getByText('Handed over, money held'));

    await page.goto('/dashboard/orders');
    await visible(rowOf(page, /61,750/).getByText('Handed over, money held'));
    await j.shot(page, 'my orders: handed over');
    await move(page, /61,750/, 'I have the laptop');
    await visible(rowOf(page, /61,750/).getByText('Completed'));

    await sellerPage.goto('/dashboard/earnings');
    await visible(sellerPage.getByText('Released to you').locator('..').getByText('Tk. 61,750'));
    await j.shot(sellerPage, 'earnings: released');
  });

  it('cash on meet-up: the laptop held for the buyer, then handed over and paid in cash', async () => {
    const product = await j.api.addProduct(seller, { name: 'Asus', resell_price: 33_250 });
    const bookingId = await j.api.book(buyer, product);
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto(`/dashboard/payment/${bookingId}`);
    await page.getByRole('button', { name: 'Pay on meet-up' }).click();
    await visible(page.getByText(/held for you until/i));
    await j.shot(page, 'held for cash');

    const sellerPage = await j.newPage();
    await signInThroughUi(sellerPage, seller);
    await sellerPage.goto('/dashboard/sales');
    await visible(rowOf(sellerPage, /33,250/).getByText('Held, cash on meet-up'));
    await move(sellerPage, /33,250/, 'Handed over, paid in cash');
    await visible(rowOf(sellerPage, /33,250/).getByText('Sold, paid in cash'));
    await j.shot(sellerPage, 'my sales: sold for cash');
  });

  it('a dispute: the buyer says why, an admin refunds the buyer from All Orders', async () => {
    const product = await j.api.addProduct(seller, { name: 'Dell', resell_price: 47_500 });
    const bookingId = await j.api.book(buyer, product);
    await j.api.payWithSandboxWallet(buyer, bookingId);
    await j.api.move(seller, bookingId, 'handed-over');

    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto('/dashboard/orders');
    await move(page, /47,500/, 'Open a dispute', 'The battery does not hold a charge');
    await visible(rowOf(page, /47,500/).getByText('Disputed'));

    const admin = await j.newPage();
    await signInThroughUi(admin, ADMIN);
    await admin.goto('/dashboard/allorders');
    await visible(rowOf(admin, /47,500/).getByText('Disputed'));
    await j.shot(admin, 'all orders: a dispute');
    await move(admin, /47,500/, 'Refund buyer');
    await visible(rowOf(admin, /47,500/).getByText('Refunded'));
  });
});
