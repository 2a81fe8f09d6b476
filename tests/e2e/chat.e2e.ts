/**
 * Chat and offers journey (product §7, "Conversations and offers"), with two browsers open at once: a
 * buyer opens a product and starts a chat; the seller's open inbox shows it live, unread; the buyer
 * offers, the seller counters, the buyer accepts; the booking at the agreed price is in My Orders and is
 * paid; both bells count the news and the e-mails are in the outbox. A message that mentions bKash
 * carries the safety warning. Nobody reloads a page to see news.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../src/server/testing/outbox.ts';
import type { Account, ProductFixture } from './support/api.ts';
import { makePng } from './support/images.ts';
import { journey } from './support/journey.ts';
import { atPath, eventually, hidden, signInThroughUi, toast, visible } from './support/ui.ts';

const j = journey('chat');

const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

const conversationIn = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });
const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications, \d+ unread$/ });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

describe('chat and offers', () => {
  let seller: Account;
  let buyer: Account;
  let product: ProductFixture;
  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Farhana Laptops' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Arif Chowdhury' });
    product = await j.api.addProduct(seller, { name: 'Dell', price: 95000, resell_price: 48000, detail: 'Latitude 7490, Core i7, 16 GB' });
  });

  it('a chat turns into an agreed price, a booking and a payment, live on both sides', async () => {
    // The seller waits in the inbox, with nothing in it yet.
    const sellerPage = await j.newPage();
    await signInThroughUi(sellerPage, seller);
    await sellerPage.goto('/inbox');
    await visible(sellerPage.getByText('No conversations yet.'));

    // The buyer opens the product and writes to its seller.
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('link', { name: 'Chat with seller' }).click();
    await atPath(page, '/inbox');
    await visible(page.getByRole('heading', { name: /Message the seller of Dell/ }));
    await visible(page.getByRole('complementary', { name: 'Stay safe' }));
    await page.getByRole('button', { name: 'What is the battery health?' }).click();
    await expect(composer(page).inputValue()).resolves.toBe('What is the battery health?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await atPath(page, /^\/inbox\/[0-9a-f-]{36}$/);
    const conversationPath = new URL(page.url()).pathname;
    await visible(page.getByRole('list', { name: 'Messages' }).getByText('What is the battery health?'));

    // The seller's inbox shows it without a reload, unread.
    const row = conversationIn(sellerPage, 'Arif Chowdhury');
    await visible(row);
    await visible(row.getByText('1 unread message'));
    await j.shot(sellerPage, 'the seller sees the new conversation');

    // The buyer offers Tk. 40,000 and asks about bKash: the warning shows beside that message.
    await page.getByRole('button', { name: 'Make an offer' }).click();
    await page.getByLabel('Your offer (Tk.)').fill('40000');
    await page.getByRole('button', { name: 'Send offer' }).click();
    await toast(page, 'Offer sent');
    await composer(page).fill('Can I send an advance by bKash?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await visible(page.getByText(/^Careful: this message mentions payment/));
    await j.shot(page, 'the buyer offered');

    // The seller opens the conversation, reads it (the buyer sees "Seen") and counters with Tk. 44,000.
    await row.click();
    await atPath(sellerPage, conversationPath);
    const offerCard = sellerPage.locator('[data-offer-state="open"]');
    await visible(offerCard.getByText('Tk. 40,000'));
    await visible(page.getByText('Seen'));
    await sellerPage.getByRole('button', { name: 'Counter the offer of Tk. 40,000' }).click();
    await sellerPage.getByLabel('Your counter-offer (Tk.)').fill('44000');
    await sellerPage.getByRole('button', { name: 'Send offer' }).click();
    await toast(sellerPage, 'Counter-offer sent');
    // The seller answers the question with a photo of the battery report.
    await sellerPage
      .getByLabel('Add photos')
      .setInputFiles([{ name: 'battery.png', mimeType: 'image/png', buffer: await makePng('Battery 87%', { r: 30, g: 120, b: 70 }) }]);
    await visible(sellerPage.getByRole('img', { name: 'Photo 1 in the message' }));
    await composer(sellerPage).fill('Battery health is 87%, see the report.');
    await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await visible(page.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'Photo 1 in the message' }));
    await j.shot(sellerPage, 'the seller countered');

    // The buyer sees the counter live and accepts it: the laptop is booked at Tk. 44,000.
    const counter = page.locator('[data-offer-state="open"]');
    await visible(counter.getByText('Their counter-offer'));
    await page.getByRole('button', { name: 'Accept the offer of Tk. 44,000' }).click();
    await toast(page, 'Offer accepted');
    await visible(sellerPage.locator('[data-offer-state="accepted"]').getByText('Booked for the buyer at this price.'));
    await hidden(page.getByRole('button', { name: 'Make an offer' }));

    // Paid through the usual payment page, at the agreed price.
    await page.getByRole('link', { name: 'Pay now' }).click();
    await atPath(page, /^\/dashboard\/payment\//);
    await visible(page.getByText('Tk. 44,000').first());
    // A booking made in a conversation asks for what the booking popup would have: a phone, a meeting place.
    await page.getByLabel('Phone number').fill('01712-345678');
    await page.getByLabel('Location (optional)').fill('Bashundhara City, Dhaka');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel(/expiry|expiration/i).fill(EXPIRY);
    await page.getByLabel(/cvc/i).fill('123');
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await pay.elementHandle());
    await pay.click();
    await visible(page.getByText('Congrats! your payment completed'));
    const orders = await j.api.bookingsOf(buyer);
    expect(orders).toEqual([expect.objectContaining({ paid: true, itemName: 'Dell' })]);

    // Both were told: their bells count the news, and the e-mails of the offers and the payment wait in the outbox.
    await visible(bell(sellerPage));
    await visible(bell(page));
    await eventually(
      () => readOutbox(path.join(j.server.dataDir, 'outbox')),
      (mails) =>
        expect(mails.map((m) => [m.to, m.subject])).toEqual(
          expect.arrayContaining([
            [seller.email, 'New offer: Tk. 40,000'],
            [buyer.email, 'Farhana Laptops countered your offer: Tk. 44,000'],
            [seller.email, 'Your offer was accepted: Tk. 44,000'],
            [seller.email, 'Payment received: Tk. 44,000'],
          ]),
        ),
    );
  });
});
