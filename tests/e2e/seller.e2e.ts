/**
 * Seller journey (product §4, §5): every Add A Product validation message, adding a product with a real
 * photo, My Products with its count, advertising it (lands on /dashboard/advertise, shows on the
 * home page), removing the advert, and deleting the product.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/api.ts';
import { makeNoisePng, makePng } from './support/images.ts';
import { allowHttpError, journey } from './support/journey.ts';
import {
  addProductThroughUi,
  atPath,
  confirmIfAsked,
  eventually,
  fillProductFields,
  hidden,
  openDashboardLink,
  signInThroughUi,
  slowUploads,
  toast,
  visible,
} from './support/ui.ts';

const j = journey('seller');

const PRODUCT = {
  brand: 'Lenovo',
  category: '03-Lenovo',
  price: '95000',
  resell: '61000',
  phone: '01912-345678',
  location: 'Uttara, Dhaka',
  use: '18 months',
  detail: 'ThinkPad T14 Gen 2, Core i7, 16 GB, 512 GB SSD',
  date: '2 days ago',
};

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) });

describe('seller', () => {
  let seller: Account;
  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Rafiq Islam' });
  });

  it('adds a product with a photo, advertises it, removes the advert and deletes the product', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, seller);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await atPath(page, '/dashboard');
    await openDashboardLink(page, 'Add A Product', '/dashboard/addproduct');

    // Seller Email and Seller Name are the signed-in account's and read-only: nobody lists under another seller's name.
    const email = page.getByLabel('Seller Email');
    await visible(email);
    expect(await email.inputValue()).toBe(seller.email);
    expect(await email.evaluate((el) => (el as HTMLInputElement).readOnly || (el as HTMLInputElement).disabled)).toBe(true);
    const sellerName = page.getByLabel('Seller Name');
    expect(await sellerName.inputValue()).toBe(seller.name);
    expect(await sellerName.evaluate((el) => (el as HTMLInputElement).readOnly)).toBe(true);
    const brands = await page.getByLabel('Product Name').locator('option').allInnerTexts();
    for (const b of ['Hp', 'Asus', 'Lenovo', 'MSI', 'Acer', 'Apple', 'Dell', 'Microsoft', 'Avita']) expect(brands).toContain(b);
    const categories = await page.getByLabel('Product Category_ID').locator('option').allInnerTexts();
    for (const c of ['01-Hp', '02-Asus', '03-Lenovo', '04-MSI', '05-Acer', '06-Apple', '07-Dell', '08-Microsoft', '09-Avita'])
      expect(categories).toContain(c);
    await j.shot(page, 'add product form');

    // Every field is required (product §5); Seller Name is filled from the account.
    await page.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [
      'Product name is required',
      'Category_Id is required',
      'Price is required',
      'Resell_Price is required',
      'Phone Number is required',
      'Location is required',
      'Used time is required',
      'Description is required',
      'Time is required',
      'Photo is required',
    ]) {
      await visible(page.getByText(message, { exact: true }));
    }
    await j.shot(page, 'add product messages');

    await fillProductFields(page, PRODUCT);
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'thinkpad.png', mimeType: 'image/png', buffer: await makePng('ThinkPad T14', { r: 170, g: 30, b: 40 }) });
    await hidden(page.getByText('Photo is required', { exact: true }));
    await j.shot(page, 'add product filled');
    await page.getByRole('button', { name: 'Add Product' }).click();

    await toast(page, 'Product added successfully');
    await atPath(page, '/dashboard/myproduct');
    await visible(heading(page, 'My Products'));
    await eventually(
      () => heading(page, 'My Products').innerText(),
      (t) => expect(t).toMatch(/\(1\)/),
    );
    const card = page.getByRole('article').filter({ hasText: PRODUCT.detail });
    await visible(card);
    const photo = card.getByRole('img');
    await eventually(
      () => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth),
      (w) => expect(w).toBeGreaterThan(0),
    );
    expect(await card.innerText()).toMatch(/61,?000\s*Tk\.|Tk\.\s*61,?000/);
    await j.shot(page, 'my products');

    // Listed in its category, with the prices as whole numbers, and without the seller's e-mail address.
    const listed = (await j.api.categoryItems('03')).find((p) => p.detail === PRODUCT.detail);
    expect(listed).toMatchObject({
      name: 'Lenovo',
      category_id: '03',
      price: 95000,
      resell_price: 61000,
      seller: seller.name,
      email: null,
    });
    expect(listed!.image).toMatch(/^\/images\//);

    // Advertise: lands on /dashboard/advertise with the item and its count.
    await card.getByRole('button', { name: /^Advertise\b/ }).click();
    await toast(page, 'Advertisement product added successfully');
    await atPath(page, '/dashboard/advertise');
    const advert = page.getByRole('article').filter({ hasText: PRODUCT.detail });
    await visible(advert);
    await eventually(
      () => page.getByRole('heading', { level: 1 }).first().innerText(),
      (t) => expect(t).toMatch(/\(1\)/),
    );
    await j.shot(page, 'advertised');

    // It shows on the home page.
    await page.goto('/');
    await visible(page.getByRole('main').getByText(PRODUCT.detail).first());
    await j.shot(page, 'home with advert');

    // Remove the advert.
    await page.goto('/dashboard');
    await openDashboardLink(page, 'Advertise Item', '/dashboard/advertise');
    await page
      .getByRole('article')
      .filter({ hasText: PRODUCT.detail })
      .getByRole('button', { name: /^Remove\b/ })
      .click();
    await confirmIfAsked(page, /remove/i);
    await hidden(page.getByRole('article').filter({ hasText: PRODUCT.detail }));
    await eventually(
      () => page.getByRole('heading', { level: 1 }).first().innerText(),
      (t) => expect(t).toMatch(/\(0\)/),
    );
    await j.shot(page, 'advert removed');
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: /welcome/i }));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('main').getByText(PRODUCT.detail).count()).toBe(0);

    // Delete the product.
    await page.goto('/dashboard');
    await openDashboardLink(page, 'My Products', '/dashboard/myproduct');
    await page
      .getByRole('article')
      .filter({ hasText: PRODUCT.detail })
      .getByRole('button', { name: /^Delete\b/ })
      .click();
    await confirmIfAsked(page, /delete/i);
    await toast(page, 'Product deleted successfully');
    await hidden(page.getByRole('article').filter({ hasText: PRODUCT.detail }));
    await eventually(
      () => heading(page, 'My Products').innerText(),
      (t) => expect(t).toMatch(/\(0\)/),
    );
    await j.shot(page, 'product deleted');

    await page.goto('/itemName/03');
    await visible(page.getByRole('heading', { name: 'No Item are Available right now, Coming Soon....' }));
  });

  it('shows how much of a large photo has gone up on a slow connection', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, seller);
    await page.goto('/dashboard/addproduct');
    await visible(page.getByLabel('Photo', { exact: true }));
    // About 1.4 MB at 512 kB/s: a few seconds of upload.
    await slowUploads(page, 512 * 1024);
    const progress = page.getByRole('progressbar', { name: 'Upload of photo 1' });
    const seen: number[] = [];
    const watching = (async () => {
      await progress.waitFor({ state: 'visible' });
      while (await progress.isVisible()) {
        const value = await progress.getAttribute('value', { timeout: 500 }).catch(() => null);
        if (value !== null) seen.push(Number(value));
        await page.waitForTimeout(100);
      }
    })();
    await addProductThroughUi(page, {
      ...PRODUCT,
      seller: seller.name,
      detail: 'IdeaPad 5 Pro, a photo taken on a phone',
      photo: await makeNoisePng(800, 600),
    });
    await watching;
    expect(seen.filter((v) => v > 0 && v < 100).length, `progress values seen: ${seen.join(', ')}`).toBeGreaterThan(0);
    expect(seen, 'the progress only grows').toEqual([...seen].sort((a, b) => a - b));
    await visible(page.getByRole('article').filter({ hasText: 'IdeaPad 5 Pro, a photo taken on a phone' }));
  });

  it('says why a file that is not a photo is refused, offers Retry and Remove, and keeps the form', async () => {
    const page = await j.newPage();
    allowHttpError(page, 415, /\/api\/images$/, 'the file is not a photo');
    await signInThroughUi(page, seller);
    await page.goto('/dashboard/addproduct');
    await visible(page.getByLabel('Photo', { exact: true }));
    await fillProductFields(page, { ...PRODUCT, detail: 'Not a photo at all' });
    // The photo uploads as soon as it is chosen, and the server's reason shows on it.
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'laptop.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
    const refused = 'This file is not a supported photo (JPEG, PNG, WebP, AVIF or HEIC).';
    await visible(page.getByText(refused));
    const submit = page.getByRole('button', { name: 'Add Product' });
    expect(await submit.isDisabled()).toBe(true);
    await visible(page.getByText('Add Product is ready once every photo has uploaded.'));
    await j.shot(page, 'photo refused');

    // Retrying sends it again and is refused again; removing it leaves no photo, so Add Product asks for one.
    const again = page.waitForResponse((r) => r.url().endsWith('/api/images') && r.status() === 415);
    await page.getByRole('button', { name: 'Retry photo 1', exact: true }).click();
    await again;
    await visible(page.getByText(refused));
    await page.getByRole('button', { name: 'Remove photo 1', exact: true }).click();
    await hidden(page.getByText(refused));
    await submit.click();
    await visible(page.getByText('Photo is required', { exact: true }));
    expect(page.url()).toMatch(/\/dashboard\/addproduct$/);
    expect(await page.getByLabel('Product Detail').inputValue()).toBe('Not a photo at all');
  });
});
