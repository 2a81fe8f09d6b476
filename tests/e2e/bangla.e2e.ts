/**
 * Market in Bangla (product §4, Languages): a visitor whose browser asks for Bangla is offered it, switches,
 * searches in Bangla (`লেনোভো ১৬ জিবি`), opens a laptop, signs up, books and pays, every page under /bn in
 * Bangla words and Bangla digits; a seller lists a laptop typing its prices in Bangla digits.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bn } from '../../src/shared/texts/bn.ts';
import { en } from '../../src/shared/texts/en.ts';
import { makePng } from './support/images.ts';
import type { Account, ProductFixture } from './support/api.ts';
import { journey } from './support/journey.ts';
import { atPath, eventually, toast, visible } from './support/ui.ts';

const j = journey('bangla');

/** Every string of a catalogue with its id. */
function entries(value: unknown, id = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(id, value);
  else if (Array.isArray(value)) value.forEach((v, i) => entries(v, `${id}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) entries(v, `${id}.${k}`, out);
  return out;
}

/**
 * The English catalogue's words a Bangla page must not show: every entry with a word in it (names such as
 * Lenovo or codes such as SSD are written alike) that Bangla says otherwise.
 */
const banglaOf = entries(bn);
const ENGLISH = [...entries(en)]
  .filter(([id, text]) => /(?:^|[^A-Za-z])[a-z]{3,}/.test(text) && banglaOf.get(id) !== text && text.trim().length >= 4)
  .map(([, text]) => text.trim());
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page is Bangla: `<html lang="bn">`, and none of the English catalogue's words is shown. */
async function expectBangla(page: Page): Promise<void> {
  expect(await page.locator('html').getAttribute('lang')).toBe('bn');
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const shown = await page.locator('body').innerText();
  const found = ENGLISH.filter((text) => new RegExp(`(^|[^A-Za-z])${escape(text)}($|[^A-Za-z])`).test(shown));
  expect(found, `English on ${page.url()}`).toEqual([]);
  // Prices in Taka with Bangla digits, never "Tk." with Latin ones.
  expect(shown).not.toContain('Tk.');
}

describe('Market in Bangla', () => {
  let seller: Account;
  let lenovo: ProductFixture;

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Rahim Uddin' });
    lenovo = await j.api.addProduct(seller, {
      name: 'Lenovo',
      detail: 'ThinkPad T14 Gen 2, Core i5, 16 GB, 512 GB SSD',
      price: 150000,
      resell_price: 125000,
      specs: { ram: 16, storage: 512, storageType: 'SSD', condition: 'Good', district: 'Dhaka' },
    });
    // A laptop the search must not find: another brand, and a Lenovo with less memory.
    await j.api.addProduct(seller, { name: 'Dell', detail: 'Latitude 5420, Core i5, 16 GB', resell_price: 52000, specs: { ram: 16 } });
    await j.api.addProduct(seller, { name: 'Lenovo', detail: 'IdeaPad 3, Core i3, 8 GB', resell_price: 38000, specs: { ram: 8 } });
  });

  it('offers Bangla to a Bangla browser; switches, searches in Bangla, signs up, books and pays, all in Bangla', async () => {
    const page = await j.newPage({ locale: 'bn-BD' });
    await page.goto('/');
    // Offered, not redirected: the English page, with a one-line hint in Bangla.
    await atPath(page, '/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await visible(page.getByText(en.LAYOUT_TEXTS.language.hint));
    await j.shot(page, 'english home offers bangla');

    // The navbar's switch names Bangla in its own script and keeps the page.
    await page
      .getByRole('navigation', { name: en.LAYOUT_TEXTS.nav.main })
      .getByRole('link', { name: en.LAYOUT_TEXTS.language.otherLabel })
      .click();
    await atPath(page, '/bn');
    await expectBangla(page);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'market_lang')?.value).toBe('bn');
    await j.shot(page, 'bangla home');

    // The choice is remembered: an English address opens in Bangla.
    await page.goto('/blogs');
    await atPath(page, '/bn/blogs');
    await expectBangla(page);

    // Search in Bangla: brand and size in Bangla script and digits.
    const box = page.getByRole('searchbox', { name: bn.SEARCH_TEXTS.box.label });
    await box.fill('লেনোভো ১৬ জিবি');
    await box.press('Enter');
    await atPath(page, '/bn/search');
    const card = page.getByRole('article').filter({ hasText: lenovo.detail });
    await visible(card);
    expect(await page.getByRole('article').filter({ hasText: 'IdeaPad 3' }).count()).toBe(0);
    expect(await page.getByRole('article').filter({ hasText: 'Latitude 5420' }).count()).toBe(0);
    expect(await card.innerText()).toContain('৳ ১,২৫,০০০');
    await expectBangla(page);
    await j.shot(page, 'bangla search');

    // The product page, in Bangla, with the seller's English words marked as English.
    await card.getByRole('link').first().click();
    await atPath(page, `/bn/product/${lenovo._id}`);
    await expectBangla(page);
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
    await j.shot(page, 'bangla product');

    // Sign up in Bangla.
    await page.goto('/bn/signup');
    await page.getByLabel(bn.AUTH_TEXTS.name, { exact: true }).fill('সাদিয়া ইসলাম');
    await page.getByLabel(bn.AUTH_TEXTS.email, { exact: true }).fill(`sadia-${Date.now()}@example.com`);
    await page.getByLabel(bn.AUTH_TEXTS.password, { exact: true }).fill('market123');
    await expectBangla(page);
    await j.shot(page, 'bangla sign up');
    await page.getByRole('button', { name: bn.AUTH_TEXTS.signupSubmit, exact: true }).click();
    await toast(page, bn.TOASTS.signup);

    // Book, typing the phone in Bangla digits.
    await page.goto(`/bn/product/${lenovo._id}`);
    await page.getByRole('button', { name: bn.CATEGORY_TEXTS.card.bookNow }).first().click();
    const dialog = page.getByRole('dialog', { name: bn.DIALOG_TEXTS.bookingTitle });
    await visible(dialog);
    await dialog.getByLabel(bn.DIALOG_TEXTS.phone).fill('০১৮১১-২২৩৩৪৪');
    await expectBangla(page);
    await j.shot(page, 'bangla booking');
    await dialog.getByRole('button', { name: bn.DIALOG_TEXTS.bookingSubmit }).click();
    await toast(page, bn.TOASTS.booking);

    // Pay from My Orders, by card in the sandbox.
    await page.goto('/bn/dashboard/orders');
    const row = page.getByRole('row').filter({ hasText: 'Lenovo' });
    await row.getByRole('link', { name: new RegExp(`^${escape(bn.PAYMENT_TEXTS.pay)}`) }).click();
    await atPath(page, /^\/bn\/dashboard\/payment\//);
    expect(await page.getByRole('main').innerText()).toContain('৳ ১,২৫,০০০');
    await expectBangla(page);
    await j.shot(page, 'bangla payment');
    await page.getByLabel(bn.PAYMENT_TEXTS.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(bn.PAYMENT_TEXTS.expiry).fill('12/34');
    await page.getByLabel(bn.PAYMENT_TEXTS.cvc).fill('123');
    await page.getByRole('button', { name: bn.PAYMENT_TEXTS.pay, exact: true }).click();
    await visible(page.getByText(bn.PAYMENT_TEXTS.congrats));
    await expectBangla(page);
    await j.shot(page, 'bangla paid');
  });

  it('lets a seller list a laptop typing its prices and phone in Bangla digits', async () => {
    const page = await j.newPage();
    await page.goto('/bn/login');
    await page.getByLabel(bn.AUTH_TEXTS.email, { exact: true }).fill(seller.email);
    await page.getByLabel(bn.AUTH_TEXTS.password, { exact: true }).fill(seller.password);
    await page.getByRole('button', { name: bn.AUTH_TEXTS.loginSubmit, exact: true }).click();
    await toast(page, bn.TOASTS.login);

    await page.goto('/bn/dashboard/addproduct');
    const f = bn.PRODUCT_FORM_TEXTS;
    await eventually(
      () => page.getByLabel(f.sellerName).inputValue(),
      (shown) => expect(shown).toBe(seller.name),
    );
    await page.getByLabel(f.productName).selectOption('Asus');
    await page.getByLabel(f.category).selectOption('02-Asus');
    await page.getByLabel(f.price, { exact: true }).fill('৮০০০০');
    await page.getByLabel(f.resellPrice).fill('৪৫০০০');
    await page.getByLabel(f.phone, { exact: true }).fill('০১৭১১-৪৫৬৭৮৯');
    await page.getByLabel(f.location, { exact: true }).fill('মিরপুর, ঢাকা');
    await page.getByLabel(f.use).fill('১ বছর');
    await page.getByLabel(f.detail).fill('Asus VivoBook 15, Core i5, ৮ জিবি র‍্যাম');
    await page.getByLabel(f.date).fill('আজ');
    await page
      .getByLabel(f.photo, { exact: true })
      .setInputFiles({ name: 'asus.png', mimeType: 'image/png', buffer: await makePng('Asus') });
    await expectBangla(page);
    await j.shot(page, 'bangla add product');
    await page.getByRole('button', { name: f.submit }).click();
    await toast(page, bn.TOASTS.productAdded);
    await atPath(page, '/bn/dashboard/myproduct');

    const asus = (await j.api.categoryItems('02')).find((p) => p.detail.startsWith('Asus VivoBook 15'));
    expect(asus?.resell_price).toBe(45000);
    expect(asus?.price).toBe(80000);
    await expectBangla(page);
    await j.shot(page, 'bangla my products');
  });
});
