/**
 * Moderation journey (product §4, "Moderation"): on a marketplace that checks new sellers
 * (`MODERATION=new-sellers`), a new seller's first listing waits for review, the seller sees why, an admin
 * approves it in /dashboard/moderation and it is on sale in its category and the search. On the default
 * marketplace, a listing whose description holds a phone number waits with that reason; an admin rejects it
 * with a reason the seller reads, and the seller changes it and sends it again.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ProductFixture } from './support/api.ts';
import { makePng } from './support/images.ts';
import { allowHttpError, journey, MOBILE } from './support/journey.ts';
import {
  atPath,
  eventually,
  fillProductFields,
  hidden,
  openDashboardLink,
  sellerNameShown,
  signInThroughUi,
  toast,
  visible,
} from './support/ui.ts';

const ADMIN = { email: 'moderator@market.test', password: 'moderator-secret-1' };

/** The seller's card of a listing in My Products. */
const cardOf = (page: Page, detail: string) => page.getByRole('article').filter({ hasText: detail });

describe('a marketplace that checks new sellers (MODERATION=new-sellers)', () => {
  const j = journey('moderation', { admin: ADMIN, env: { MODERATION: 'new-sellers' } });
  let seller: Account;
  let listing: ProductFixture;
  const detail = 'ThinkPad X280 Quokkabook, Core i5, 8 GB, 256 GB SSD';

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Nabila Laptops' });
    listing = await j.api.addProduct(seller, { name: 'Lenovo', detail, price: 75000, resell_price: 38000 });
  });

  it("a new seller's first listing waits for review; the seller sees why", async () => {
    expect((await j.api.categoryItems('03')).map((p) => p._id)).not.toContain(listing._id);
    const page = await j.newPage();
    await signInThroughUi(page, seller);
    await page.goto('/dashboard/myproduct');
    const card = cardOf(page, detail);
    await visible(card.getByText('Waiting for review', { exact: true }).first());
    await visible(card.getByText('The first listings of a seller who is not verified yet are checked by an admin.'));
    await visible(card.getByRole('link', { name: /^Edit and send again/ }));
    expect(await card.getByRole('button', { name: /^Advertise/ }).count()).toBe(0);
    await j.shot(page, 'waiting for review');

    // Its page is the seller's alone for now: served as the 404 page it is to everyone else, it says so to
    // its seller once the sign-in is known, and offers nothing to book.
    allowHttpError(page, 404, new RegExp(`/product/${listing._id}$`), 'the page is not public while the listing waits');
    await page.goto(`/product/${listing._id}`);
    await visible(page.getByText('Only you and the admins can see this page.'));
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(detail) }));
    expect(await page.getByRole('button', { name: /Book Now/ }).count()).toBe(0);
    await j.shot(page, 'own page waiting');
  });

  it('an admin approves it in Moderation, and it is on sale in its category and the search', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, ADMIN);
    await page.goto('/dashboard');
    await openDashboardLink(page, 'Moderation', '/dashboard/moderation');
    await visible(page.getByRole('heading', { level: 1, name: /Moderation/ }));
    const item = page.getByRole('article').filter({ hasText: detail });
    await visible(item.getByText('Nabila Laptops'));
    await visible(item.getByText('The first listings of a seller who is not verified yet are checked by an admin.'));
    await j.shot(page, 'moderation queue');

    await item.getByRole('button', { name: /^Approve / }).click();
    await toast(page, 'Approved: the listing is on sale now');
    await visible(page.getByText('No listing waits for review.'));
    await j.shot(page, 'queue empty');

    await page.goto('/itemName/03');
    await visible(page.getByText(detail).first());
    await page.goto('/search?q=Quokkabook');
    await visible(page.getByText(detail).first());
    await j.shot(page, 'approved in the search');
    expect((await j.api.categoryItems('03')).map((p) => p._id)).toContain(listing._id);
  });
});

describe('the default marketplace (MODERATION=flagged)', () => {
  const j = journey('moderation-flagged', { admin: ADMIN });
  let seller: Account;
  const detail = 'Dell Latitude 7490 Wombat edition, call 01711-000001 for the best price';
  const fixed = 'Dell Latitude 7490 Wombat edition, write to me in the chat';
  const reason = 'Take the phone number out of the description: buyers write to you in the chat.';

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Rafiq Computers' });
  });

  it('a listing with a phone number in its description waits, and says why', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, seller);
    await page.goto('/dashboard/addproduct');
    await sellerNameShown(page, seller.name);
    await fillProductFields(page, {
      brand: 'Dell',
      category: '07-Dell',
      price: '90000',
      resell: '52000',
      phone: '01819-000123',
      location: 'Dhanmondi, Dhaka',
      use: '2 years',
      detail,
      date: 'Today',
    });
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'latitude.png', mimeType: 'image/png', buffer: await makePng('Latitude 7490', { r: 60, g: 60, b: 140 }) });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await toast(page, 'Product added. An admin checks it before buyers see it.');
    await atPath(page, '/dashboard/myproduct');
    const card = cardOf(page, 'Wombat');
    await visible(card.getByText('Waiting for review', { exact: true }).first());
    await visible(card.getByText(/The listing's text holds a phone number\..*Found in: Product Detail\./));
    await j.shot(page, 'phone number waits');
  });

  it('an admin rejects it with a reason; the seller reads it, changes the listing and sends it again', async () => {
    const admin = await j.newPage();
    await signInThroughUi(admin, ADMIN);
    await admin.goto('/dashboard/moderation');
    const item = admin.getByRole('article').filter({ hasText: 'Wombat' });
    await visible(item.getByText(/The listing's text holds a phone number\..*Found in: Product Detail\./));
    await item.getByRole('button', { name: /^Reject / }).click();
    const dialog = admin.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: /^Reject .*\?$/ }));
    // A reason is required: the seller must know what to change.
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await visible(dialog.getByText('Write the reason for the seller.'));
    await dialog.getByLabel('Reason the seller reads').fill(reason);
    await j.shot(admin, 'reject with a reason');
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await toast(admin, 'Rejected: its seller was told why');
    await hidden(dialog);
    await visible(admin.getByText('No listing waits for review.'));

    const page = await j.newPage({ viewport: MOBILE });
    await signInThroughUi(page, seller);
    await page.goto('/dashboard/myproduct');
    const card = cardOf(page, 'Wombat');
    await visible(card.getByText('Rejected', { exact: true }).first());
    await visible(card.getByText(`An admin rejected this listing: ${reason}`));
    await j.shot(page, 'rejected with the reason');

    await card.getByRole('link', { name: /^Edit and send again/ }).click();
    await atPath(page, /\/dashboard\/editproduct\//);
    await visible(page.getByRole('heading', { level: 1, name: 'Edit listing' }));
    await eventually(
      () => page.getByLabel('Product Detail').inputValue(),
      (value) => expect(value).toBe(detail),
    );
    await page.getByLabel('Product Detail').fill(fixed);
    await j.shot(page, 'edit and send again');
    await page.getByRole('button', { name: 'Send again' }).click();
    await toast(page, 'Your listing waits for an admin again.');
    await atPath(page, '/dashboard/myproduct');
    await visible(cardOf(page, fixed).getByText('An admin rejected it before, so an admin looks at the changes.'));

    // In Bangla, the same listing says the same.
    await page.goto('/bn/dashboard/myproduct');
    await visible(cardOf(page, fixed).getByText('যাচাইয়ের অপেক্ষায়', { exact: true }).first());
    await j.shot(page, 'waiting again in Bangla');
  });
});
