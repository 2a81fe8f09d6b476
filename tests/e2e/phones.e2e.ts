/**
 * Verified numbers and suspended accounts (product §6): a seller verifies the number they list under from
 * Settings, typing the code the text message brought (no SMS_URL: the outbox), and the tick shows beside
 * it on their card; an admin suspends a user from All Users, and that user's sign-in is refused with the
 * sentence that says so, their listing gone from the site.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBanglaDigits } from '../../src/shared/digits.ts';
import { latestCode } from '../../src/server/testing/sms-outbox.ts';
import { phoneOf, type Account, type ProductFixture } from './support/api.ts';
import { allowHttpError, journey } from './support/journey.ts';
import { confirmIfAsked, eventually, hidden, openDashboardLink, signInThroughUi, toast, visible } from './support/ui.ts';

const ADMIN = { email: 'admin@market.test', password: 'admin-secret-1' };
const j = journey('phones', { admin: ADMIN });

const rowOf = (page: Page, text: string) => page.getByRole('table').getByRole('row').filter({ hasText: text });
/** 01711000001 as the site writes it: 01711-000001. */
const written = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;

describe('verified numbers and suspended accounts', () => {
  let seller: Account;
  let rogue: Account;
  let listing: ProductFixture;
  let roguesListing: ProductFixture;
  let buyer: Account;

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Nadia Computers' });
    rogue = await j.api.signUp('Seller Account', { name: 'Rogue Trader' });
    listing = await j.api.addProduct(seller, { name: 'Lenovo', detail: 'ThinkPad X1 Carbon Gen 9, Core i7', resell_price: 78000 });
    roguesListing = await j.api.addProduct(rogue, { name: 'Lenovo', detail: 'ThinkPad T14 at half price, pay first', resell_price: 20000 });
    // A buyer asks about the rogue's laptop, is told to pay first, and reports the conversation.
    buyer = await j.api.signUp('Buyers Account', { name: 'Careful Buyer' });
    const started = await j.api.call<{ conversation: { id: string } }>(buyer, 'POST', '/api/conversations', {
      productId: roguesListing._id,
      text: 'Can I see it in Dhanmondi before paying?',
    });
    const conversationId = started.conversation.id;
    await j.api.call(rogue, 'POST', `/api/conversations/${conversationId}/messages`, {
      text: 'No meeting. Send the money by bKash first.',
    });
    await j.api.call(buyer, 'POST', `/api/conversations/${conversationId}/report`, { reason: 'Wants money before any meeting.' });
  });

  it('a seller verifies their number in Settings with the code from the text message; the tick shows on their card', async () => {
    const page = await j.newPage();
    const phone = phoneOf(seller);
    await signInThroughUi(page, seller);
    await page.goto('/dashboard');
    await openDashboardLink(page, 'Settings', '/dashboard/settings');
    const numbers = page.getByRole('region', { name: 'Phone numbers' });
    await visible(numbers.getByText(written(phone)));
    await visible(numbers.getByText('Not verified'));
    await j.shot(page, 'numbers in settings');

    await numbers.getByRole('button', { name: `Verify this number: ${written(phone)}` }).click();
    await toast(page, `Code sent to ${written(phone)}`);
    const codeField = numbers.getByLabel('Code from the text message');
    await visible(codeField);
    // The code's field has the focus: the seller types at once.
    await eventually(
      () => codeField.evaluate((el) => el === document.activeElement),
      (focused) => expect(focused).toBe(true),
    );
    const outbox = path.join(j.server.dataDir, 'outbox');
    let code: string | undefined;
    await eventually(
      async () => (code = await latestCode(outbox, phone)),
      (found) => expect(found).toMatch(/^\d{6}$/),
    );
    // Typed on a Bangla keyboard, with a space in the middle.
    await codeField.fill(`${toBanglaDigits(code!.slice(0, 3))} ${toBanglaDigits(code!.slice(3))}`);
    await j.shot(page, 'code typed');
    await numbers.getByRole('button', { name: 'Verify', exact: true }).click();
    await toast(page, `${written(phone)} is verified`);
    await visible(numbers.getByText('Verified', { exact: true }));
    await hidden(numbers.getByText('Not verified'));
    await j.shot(page, 'number verified');

    // The tick beside the number on the seller's card, and on the product's page.
    await page.goto(`/itemName/${listing.category_id}`);
    const card = page.getByRole('article').filter({ hasText: listing.detail });
    await visible(card.getByRole('img', { name: 'Verified number' }));
    expect(
      await page.getByRole('article').filter({ hasText: roguesListing.detail }).getByRole('img', { name: 'Verified number' }).count(),
    ).toBe(0);
    await j.shot(page, 'tick on the card');
    await page.goto(`/product/${listing._id}`);
    await visible(page.getByRole('link', { name: /Call/ }).getByRole('img', { name: 'Verified number' }));
  });

  it('an admin suspends a user from All Users; their sign-in is refused with the sentence, their listing is gone', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, ADMIN);
    await page.goto('/dashboard');

    // Reported Item: the conversation report says whom it is about; the admin reads the conversation.
    await openDashboardLink(page, 'Reported Item', '/dashboard/reportitem');
    const report = rowOf(page, 'Wants money before any meeting.');
    await visible(report.getByText('Conversation', { exact: true }));
    await visible(report.getByText('Rogue Trader'));
    await visible(report.getByRole('button', { name: 'Suspend Rogue Trader' }));
    await report.getByRole('button', { name: `Read the conversation about ${roguesListing.name}` }).click();
    const reader = page.getByRole('dialog', { name: `Conversation about ${roguesListing.name}` });
    await visible(reader.getByText('No meeting. Send the money by bKash first.'));
    await visible(reader.getByText('Careful Buyer (buyer) and Rogue Trader (seller)'));
    await j.shot(page, 'reported conversation');
    await reader.getByRole('button', { name: 'Close' }).first().click();
    await hidden(reader);

    await openDashboardLink(page, 'All User', '/dashboard/allusers');
    await visible(rowOf(page, rogue.email));
    // Never an admin: no Suspend beside the admin's own row.
    expect(
      await rowOf(page, ADMIN.email)
        .getByRole('button', { name: /^Suspend\b/ })
        .count(),
    ).toBe(0);
    await rowOf(page, rogue.email).getByRole('button', { name: 'Suspend Rogue Trader' }).click();
    await visible(page.getByRole('dialog').or(page.getByRole('alertdialog')).getByText('Suspend Rogue Trader?'));
    await j.shot(page, 'suspend asked');
    await confirmIfAsked(page, /^Suspend$/);
    await toast(page, 'Account suspended');
    await visible(rowOf(page, rogue.email).getByText('Suspended', { exact: true }));
    await visible(rowOf(page, rogue.email).getByRole('button', { name: 'Lift suspension Rogue Trader' }));
    await j.shot(page, 'user suspended');

    // The suspended user's sign-in: refused with the sentence that says why.
    const theirs = await j.newPage();
    allowHttpError(theirs, 403, /\/api\/auth\/sign-in\/email$/, 'the account is suspended');
    await theirs.goto('/login');
    await theirs.getByLabel('Email', { exact: true }).fill(rogue.email);
    await theirs.getByLabel('Password', { exact: true }).fill(rogue.password);
    await theirs.getByRole('button', { name: 'Login', exact: true }).click();
    await visible(theirs.getByText('This account is suspended. Contact Market if you think this is a mistake.'));
    expect(new URL(theirs.url()).pathname).toBe('/login');
    await j.shot(theirs, 'sign-in refused');

    // Their listing is off the site.
    await theirs.goto(`/itemName/${roguesListing.category_id}`);
    await visible(theirs.getByRole('article').filter({ hasText: listing.detail }));
    expect(await theirs.getByRole('article').filter({ hasText: roguesListing.detail }).count()).toBe(0);
  });
});
