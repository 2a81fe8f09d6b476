/**
 * Reviews after a sale (product §4, "Reviews"): a sale completes (set up through the API), its buyer reviews the
 * seller from My Orders with the star picker, and nothing shows until the seller has reviewed the buyer too from
 * My Sales (by keyboard: the picker is a radio group); then both show at once, the seller replies, and the
 * seller's profile shows the review. A second sale is reviewed by its buyer alone: the review shows only once
 * the 14 days are over, which the journey brings about by moving the server's clock (CLOCK_FILE,
 * tests/e2e/README.md). A product's page shows the seller's latest reviews.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/api.ts';
import { serverClock } from './support/clock.ts';
import { journey, MOBILE } from './support/journey.ts';
import { eventually, signInThroughUi, toast, visible } from './support/ui.ts';

const DAY = 24 * 3_600_000;
const clock = serverClock();
const j = journey('reviews', { prepare: clock.prepare });

/**
 * Reloads the page until `what` shows: a public page may be served from the server's memory for up to a
 * second (READ_CACHE_MS, architecture §9), so the first reload after the clock moved may be the page of before.
 */
async function reloadUntilVisible(page: Page, what: Locator) {
  await eventually(
    async () => {
      await page.reload();
      return what.isVisible();
    },
    (shown) => expect(shown).toBe(true),
  );
}

/** The row (or the phone's card) of a booking in a dashboard list, found by its price. */
const rowOf = (page: Page, price: RegExp) => page.getByRole('row').filter({ hasText: price });

describe('reviews', () => {
  let seller: Account;
  let buyer: Account;
  let otherBuyer: Account;
  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Rahim Uddin' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Sadia Akter' });
    otherBuyer = await j.api.signUp('Buyers Account', { name: 'Tanvir Hasan' });
  });

  it('both sides review a completed sale; the reviews show only once both are in', async () => {
    const product = await j.api.addProduct(seller, { name: 'Lenovo', resell_price: 52_000 });
    await j.api.sellInCash(seller, buyer, product);

    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto('/dashboard/orders');
    const order = rowOf(page, /52,000/);
    await visible(order.getByText(/^You can review until/));
    await order.getByRole('button', { name: `Leave a review of ${seller.name} for Lenovo` }).click();
    const form = page.getByRole('dialog');
    await visible(form.getByRole('heading', { name: `Review ${seller.name}` }));
    // Sent without stars: the picker says what is missing.
    await form.getByRole('button', { name: 'Send review' }).click();
    await visible(form.getByText('Choose from 1 to 5 stars.'));
    await form.locator('label').filter({ hasText: '5 stars' }).click();
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Comment (optional)').fill('Exactly as described, and on time.');
    await j.shot(page, 'the buyer writes a review');
    await form.getByRole('button', { name: 'Send review' }).click();
    await toast(page, 'Your review is sent');
    await visible(order.getByText(/^Published once the other side has reviewed you too/));
    await j.shot(page, 'my orders: the review waits for the other side');

    // Nobody else reads it yet: not the public, not the seller.
    const visitor = await j.newPage();
    await visitor.goto(`/seller/${seller.id}`);
    await visible(visitor.getByText('No reviews yet. Reviews show here once buyers have reviewed their purchases.'));
    expect(await visitor.getByText('Exactly as described, and on time.').count()).toBe(0);

    const sellerPage = await j.newPage();
    await signInThroughUi(sellerPage, seller);
    await sellerPage.goto('/dashboard/sales');
    const sale = rowOf(sellerPage, /52,000/);
    await visible(sale.getByText('Rating as a buyer'));
    expect(await sale.getByText('Exactly as described, and on time.').count()).toBe(0);
    await sale.getByRole('button', { name: `Leave a review of ${buyer.name} for Lenovo` }).click();
    // The star picker by keyboard: focus starts on the first star; Space chooses it, the arrows move the choice.
    const review = sellerPage.getByRole('dialog');
    await visible(review.getByRole('heading', { name: `Review ${buyer.name}` }));
    await sellerPage.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await sellerPage.keyboard.press('ArrowRight');
    expect(await review.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await review.getByLabel('Comment (optional)').fill('Came on time and paid in cash.');
    await review.getByRole('button', { name: 'Send review' }).click();
    await toast(sellerPage, 'Your review is sent');
    // Both are in: both are published at once.
    await visible(sale.getByText(`${buyer.name}'s review of you`));
    await visible(sale.getByText('Exactly as described, and on time.'));
    await j.shot(sellerPage, 'my sales: both reviews published');

    await sale.getByRole('button', { name: `Reply to ${buyer.name}'s review` }).click();
    const reply = sellerPage.getByRole('dialog');
    await reply.getByLabel('Your public reply').fill('Thank you, enjoy the laptop!');
    await reply.getByRole('button', { name: 'Publish reply' }).click();
    await toast(sellerPage, 'Your reply is published');
    await visible(sale.getByText('Thank you, enjoy the laptop!'));

    await page.reload();
    await visible(order.getByText(`${seller.name}'s review of you`));
    await visible(order.getByText('Came on time and paid in cash.'));
    await visible(order.getByText('Published', { exact: true }));
    await j.shot(page, 'my orders: the seller’s review of the buyer');

    await visitor.reload();
    const reviews = visitor.getByRole('region', { name: 'Reviews' });
    await visible(reviews.getByText('Exactly as described, and on time.'));
    await visible(reviews.getByText(`by ${buyer.name}`));
    await visible(reviews.getByText(`Reply from ${seller.name}`));
    await visible(reviews.getByText('1 review', { exact: true }));
    await visible(reviews.getByRole('img', { name: '5 out of 5 stars' }));
    await j.shot(visitor, 'the seller’s profile with the review');
  });

  it('a review by one side alone shows once the 14 days are over, as the server’s clock moves', async () => {
    const product = await j.api.addProduct(seller, { name: 'Dell', resell_price: 38_000 });
    const bookingId = await j.api.sellInCash(seller, otherBuyer, product);
    await j.api.review(otherBuyer, bookingId, 3, 'A fine laptop, but the battery is weaker than the listing said.');

    const visitor = await j.newPage();
    await visitor.goto(`/seller/${seller.id}`);
    const reviews = visitor.getByRole('region', { name: 'Reviews' });
    await visible(reviews.getByText('1 review', { exact: true }));
    expect(await reviews.getByText(/battery is weaker/).count()).toBe(0);

    clock.advance(14 * DAY + 60_000);
    await reloadUntilVisible(visitor, reviews.getByText('A fine laptop, but the battery is weaker than the listing said.'));
    await visible(reviews.getByText('2 reviews', { exact: true }));
    await visible(reviews.getByText('4 out of 5', { exact: true }));
    await j.shot(visitor, 'the seller’s profile after the window');

    const sellerPage = await j.newPage();
    await signInThroughUi(sellerPage, seller);
    await sellerPage.goto('/dashboard/sales');
    const sale = rowOf(sellerPage, /38,000/);
    await visible(sale.getByText(`${otherBuyer.name}'s review of you`));
    await visible(sale.getByText(/^The time to review this sale ended on/));
    expect(await sale.getByRole('button', { name: /^Leave a review/ }).count()).toBe(0);
    await j.shot(sellerPage, 'my sales: the window is over');

    // A laptop of theirs on sale: its page shows the seller's rating and latest reviews.
    const onSale = await j.api.addProduct(seller, { name: 'Hp', resell_price: 45_000 });
    await visitor.goto(`/product/${onSale._id}`);
    const latest = visitor.getByRole('region', { name: `What buyers say about ${seller.name}` });
    await visible(latest.getByText('A fine laptop, but the battery is weaker than the listing said.'));
    await visible(latest.getByText('Exactly as described, and on time.'));
    await j.shot(visitor, 'a product page with the seller’s reviews');

    await visitor.goto(`/bn/seller/${seller.id}`);
    await visible(visitor.getByRole('region', { name: 'রিভিউ' }).getByText('২টি রিভিউ', { exact: true }));
    await j.shot(visitor, 'the seller’s profile in Bangla');
  });

  it('a seller earns the trusted badge, shown beside Verified with what it means, and found by the search of trusted sellers', async () => {
    const trusted = await j.api.signUp('Seller Account', { name: 'Karim Electronics' });
    for (let i = 0; i < 10; i++) {
      const sold = await j.api.addProduct(trusted, { name: 'Asus', resell_price: 30_000 + i });
      await j.api.review(buyer, await j.api.sellInCash(trusted, buyer, sold), 5, i === 0 ? 'Honest and quick.' : undefined);
    }

    // Ten sales, their reviews not published yet (the sellers have not reviewed back), a member for minutes: no badge.
    const visitor = await j.newPage();
    await visitor.goto(`/seller/${trusted.id}`);
    await visible(visitor.getByRole('region', { name: 'Reviews' }).getByText(/^No reviews yet\./));
    expect(await visitor.getByText('Trusted seller', { exact: true }).count()).toBe(0);

    // Ninety days on (the server's clock): the reviews are published, the seller a member long enough.
    clock.advance(90 * DAY);
    // Listed now: a listing from before would have expired 30 days after it went public.
    const laptop = await j.api.addProduct(trusted, { name: 'Acer', resell_price: 41_000 });
    await reloadUntilVisible(visitor, visitor.getByRole('region', { name: 'Reviews' }).getByText('10 reviews', { exact: true }));
    await visible(visitor.getByText('Trusted seller', { exact: true }));
    await visible(visitor.getByText(/^Earned, not given: at least 10 completed sales/));
    await j.shot(visitor, 'a trusted seller’s profile');

    // The filters apply as they change once the page's script runs (before it, through their Apply button).
    await visitor.goto('/search', { waitUntil: 'networkidle' });
    await visitor.getByLabel('Trusted sellers only').check();
    await visible(visitor.getByRole('button', { name: 'Remove filter: Trusted sellers' }));
    await visible(visitor.getByText(trusted.name, { exact: true }).first());
    expect(await visitor.getByText('Rahim Uddin', { exact: true }).count()).toBe(0);
    await j.shot(visitor, 'search: trusted sellers only');

    await visitor.goto(`/product/${laptop._id}`);
    await visible(visitor.getByRole('region', { name: 'Seller' }).getByText('Trusted seller', { exact: true }));
    await j.shot(visitor, 'a trusted seller’s laptop');
  });

  it('a buyer reviews from My Orders on a phone, in Bangla', async () => {
    const bnSeller = await j.api.signUp('Seller Account', { name: 'Nusrat Jahan' });
    const bnBuyer = await j.api.signUp('Buyers Account', { name: 'Karim Ahmed' });
    await j.api.sellInCash(bnSeller, bnBuyer, await j.api.addProduct(bnSeller, { name: 'Asus', resell_price: 47_000 }));

    const page = await j.newPage({ viewport: MOBILE, touch: true, locale: 'bn-BD' });
    await signInThroughUi(page, bnBuyer);
    await page.goto('/bn/dashboard/orders');
    const order = rowOf(page, /৪৭,০০০/);
    await visible(order.getByText(/পর্যন্ত রিভিউ দিতে পারবেন।$/));
    await order.getByRole('button', { name: `Asus-এর জন্য ${bnSeller.name}-কে রিভিউ দিন` }).click();
    const form = page.getByRole('dialog');
    await visible(form.getByRole('heading', { name: `${bnSeller.name}-কে রিভিউ দিন` }));
    await form.getByRole('button', { name: 'রিভিউ পাঠান' }).click();
    await visible(form.getByText('১ থেকে ৫ তারার মধ্যে বেছে নিন।'));
    await form.locator('label').filter({ hasText: '৪ তারা' }).click();
    expect(await form.getByRole('radio', { name: '৪ তারা' }).isChecked()).toBe(true);
    await form.getByLabel('মন্তব্য (ইচ্ছা হলে)').fill('ল্যাপটপটি বর্ণনার মতোই, বিক্রেতা সময়মতো এসেছেন।');
    await j.shot(page, 'my orders in Bangla: the review form');
    await form.getByRole('button', { name: 'রিভিউ পাঠান' }).click();
    await toast(page, 'আপনার রিভিউ পাঠানো হয়েছে');
    await visible(order.getByText(/^অন্য পক্ষ আপনাকে রিভিউ দিলে/));
    await j.shot(page, 'my orders in Bangla: the review waits for the other side');
  });
});
