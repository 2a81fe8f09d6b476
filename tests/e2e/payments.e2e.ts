/**
 * Payment journey (product §4): a seller adds a product with a photo; a buyer books it and pays on
 * /dashboard/payment/:id with the sandbox card form. An incomplete number and a declined card show
 * the provider's message in red and record nothing; 4242 4242 4242 4242 pays: 'Congrats! your
 * payment completed', Paid in My Orders, and the sold product leaves its category. Another buyer
 * who booked it too sees it sold, with no Pay. A recording attempt the server refuses for a moment
 * (503) is tried again by the page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/api.ts';
import { makePng } from './support/images.ts';
import { allowHttpError, journey } from './support/journey.ts';
import { addProductThroughUi, atPath, expectRed, hidden, openDashboardLink, signInThroughUi, toast, visible } from './support/ui.ts';

const j = journey('payments');

const DETAIL = 'Aspire 7, Ryzen 5 5500U, GTX 1650, 16 GB';
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/expiry|expiration/i).fill(EXPIRY);
  await page.getByLabel(/cvc/i).fill('123');
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await pay.elementHandle());
  await pay.click();
}

describe('payments', () => {
  let seller: Account;
  let buyer: Account;
  let rival: Account;
  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Tareq Electronics' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Nabila Chowdhury' });
    rival = await j.api.signUp('Buyers Account', { name: 'Imran Hossain' });
  });

  it('sells a product: listed with a photo, booked, declined, then paid', async () => {
    // The seller lists the laptop with a photo.
    const sellerPage = await j.newPage();
    await signInThroughUi(sellerPage, seller);
    await sellerPage.goto('/dashboard/addproduct');
    await addProductThroughUi(sellerPage, {
      seller: seller.name,
      brand: 'Acer',
      category: '05-Acer',
      price: '82000',
      resell: '58500',
      phone: '01555-000111',
      location: 'Chattogram',
      use: '10 months',
      detail: DETAIL,
      date: 'Yesterday',
      photo: await makePng('Aspire 7', { r: 30, g: 120, b: 70 }),
    });
    await visible(sellerPage.getByRole('article').filter({ hasText: DETAIL }));
    await j.shot(sellerPage, 'listed by the seller');

    // The buyer books it from the category list.
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Acer', exact: true }).click();
    await atPath(page, '/itemName/05');
    const card = page.getByRole('article').filter({ hasText: DETAIL });
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Form' });
    await dialog.getByLabel(/phone/i).fill('01700-999888');
    await dialog.getByRole('button', { name: /submit|book/i }).click();
    await toast(page, 'Your Booking Confirmed');
    // Another buyer books the same laptop and will come too late.
    const listed = (await j.api.categoryItems('05')).find((p) => p.detail === DETAIL)!;
    await j.api.book(rival, listed);

    // My Orders → Pay.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await openDashboardLink(page, 'My Orders', '/dashboard/orders');
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: /58,?500/ });
    await visible(row);
    expect(await row.innerText()).toContain('Pending');
    await row.getByRole('link', { name: /^Pay\b/ }).click();
    await atPath(page, /^\/dashboard\/payment\/[0-9a-f-]{36}$/);

    // The payment page: item name, amount, the card form with its labels.
    await visible(page.getByRole('heading', { level: 1, name: /Acer/ }));
    expect(await page.getByRole('main').innerText()).toMatch(/58,500\s*Tk\.|Tk\.\s*58,500/);
    for (const label of ['Card number', /expiry|expiration/i, /cvc/i]) await visible(page.getByLabel(label));
    await visible(page.getByRole('button', { name: 'Pay', exact: true }));
    await j.shot(page, 'payment page');

    // An incomplete number.
    allowHttpError(page, 400, /\/api\/payments\/sandbox\/confirm$/, 'the card number is incomplete');
    await payWith(page, '4242 4242 4242');
    const incomplete = await visible(page.getByText('Your card number is incomplete.'));
    await expectRed(incomplete);
    await j.shot(page, 'card number incomplete');

    // A declined card: the provider's message in red; nothing recorded.
    allowHttpError(page, 402, /\/api\/payments\/sandbox\/confirm$/, 'the card is declined');
    await payWith(page, '4000 0000 0000 0002');
    const declined = await visible(page.getByText('Your card was declined.'));
    await expectRed(declined);
    await hidden(page.getByText('Your card number is incomplete.'));
    expect((await j.api.bookingsOf(buyer))[0]?.paid).toBe(false);
    await j.shot(page, 'card declined');

    // The test card that succeeds; the first try to record it meets a server briefly unavailable,
    // and the page tries again by itself.
    allowHttpError(page, 503, /\/api\/payments$/, 'the first recording attempt is refused on purpose');
    let recordAttempts = 0;
    await page.route('**/api/payments', (route) => {
      recordAttempts += 1;
      if (recordAttempts === 1) {
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'payments-unavailable', message: 'Card payments are not available right now.' }),
        });
      }
      return route.continue();
    });
    await payWith(page, '4242 4242 4242 4242');
    await visible(page.getByText('Congrats! your payment completed'));
    await visible(page.getByText(/pi_\w+/));
    expect(recordAttempts).toBe(2);
    await j.shot(page, 'payment completed');
    expect((await j.api.bookingsOf(buyer))[0]?.paid).toBe(true);

    // My Orders: Paid, 'Order confirmed', no Pay and no Delete.
    await page.goto('/dashboard/orders');
    const paidRow = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: /58,?500/ });
    await visible(paidRow.getByText('Paid', { exact: true }));
    await visible(paidRow.getByText('Order confirmed'));
    expect(await paidRow.getByRole('link', { name: /^Pay\b/ }).count()).toBe(0);
    expect(await paidRow.getByRole('button', { name: /^(Delete|Remove)\b/ }).count()).toBe(0);
    await j.shot(page, 'order paid');

    // The other buyer's booking now says the laptop is sold, and Pay is no longer offered.
    const rivalPage = await j.newPage();
    await signInThroughUi(rivalPage, rival);
    await rivalPage.goto('/dashboard/orders');
    const lateRow = rivalPage
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: /58,?500/ });
    await visible(lateRow.getByText('Sold to another buyer'));
    expect(await lateRow.getByRole('link', { name: /^Pay\b/ }).count()).toBe(0);
    await visible(lateRow.getByRole('button', { name: /^(Delete|Remove)\b/ }));
    await j.shot(rivalPage, 'sold to another buyer');

    // Sold: gone from the category.
    await page.goto('/itemName/05');
    await visible(page.getByRole('heading', { name: 'No Item are Available right now, Coming Soon....' }));
    expect(await page.getByText(DETAIL).count()).toBe(0);
  });
});
