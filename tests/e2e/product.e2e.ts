/**
 * Product page journey (product §2): from a category card to a product's page; its photos swiped with a
 * finger on a phone, paged with the arrow keys on a desktop, enlarged and closed; every spec, the price,
 * the verified seller and their profile; Book Now and Report as on the category page; similar laptops;
 * a sold product without Book Now; the 404 page, with status 404, for a product that is gone or never was.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ProductFixture } from './support/api.ts';
import { allowHttpError, journey, MOBILE } from './support/journey.ts';
import { atPath, eventually, hidden, signInThroughUi, toast, visible } from './support/ui.ts';

const ADMIN = { email: 'admin@market.test', password: 'admin-secret-1' };
const j = journey('product', { admin: ADMIN });

const TK = (n: number) => `Tk. ${n.toLocaleString('en-IN')}`;
const gallery = (page: Page) => page.getByRole('region', { name: /^Photos of / });
const mainPhoto = (page: Page) => gallery(page).getByRole('button', { name: /^Enlarge photo/ });
const counter = (page: Page) => gallery(page).getByText(/^\d+ \/ \d+$/);
const expectPhoto = async (page: Page, n: number, of: number) =>
  eventually(
    () => counter(page).innerText(),
    (text) => expect(text).toBe(`${n} / ${of}`),
  );

/** A finger drawn across `target` from `from` to `to` (fractions of its box), through Chromium's own touch input. */
async function swipe(cdp: CDPSession, target: Locator, from: [number, number], to: [number, number]): Promise<void> {
  const box = (await target.boundingBox())!;
  const at = (f: [number, number]) => ({ x: box.x + box.width * f[0], y: box.y + box.height * f[1] });
  const [a, b] = [at(from), at(to)];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
  for (let step = 1; step <= 8; step++) {
    const x = a.x + ((b.x - a.x) * step) / 8;
    const y = a.y + ((b.y - a.y) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('product page', () => {
  let seller: Account;
  let buyer: Account;
  let laptop: ProductFixture;
  let sameBrand: ProductFixture;
  let samePrice: ProductFixture;
  let farAway: ProductFixture;
  let sold: ProductFixture;
  let removed: ProductFixture;

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Tahmina Rahman' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Arif Hossain' });
    // The badge comes from an admin, as in the admin journey (there through the All Sellers screen).
    const admin = await j.api.signIn(ADMIN.email, ADMIN.password);
    await j.api.verify(admin, seller);

    laptop = await j.api.addProduct(seller, {
      name: 'Hp',
      detail: 'EliteBook 840 G6, Core i7, 16 GB',
      price: 95000,
      resell_price: 54000,
      location: 'Dhanmondi',
      use: '2 years',
      date: 'Yesterday',
      photos: 3,
      specs: { processor: 'Core i7-8665U', ram: 16, storage: 512, storageType: 'SSD', screen: 14, condition: 'Good', district: 'Dhaka' },
    });
    sameBrand = await j.api.addProduct(seller, { name: 'Hp', detail: 'Pavilion 15, Core i5', resell_price: 90000, photos: 2 });
    samePrice = await j.api.addProduct(seller, { name: 'Dell', detail: 'Latitude 7490, Core i5', resell_price: 50000 });
    farAway = await j.api.addProduct(seller, { name: 'Asus', detail: 'ROG Strix G15, Ryzen 7', resell_price: 150000 });
    sold = await j.api.addProduct(seller, { name: 'Lenovo', detail: 'ThinkPad T480, Core i5', resell_price: 38000 });
    await j.api.pay(buyer, await j.api.book(buyer, sold));
    removed = await j.api.addProduct(seller, { name: 'Acer', detail: 'Aspire 5, taken down' });
    await j.api.call(seller, 'DELETE', `/api/itemName/${removed._id}`);
  });

  it('opens a product from a category card on a phone, swipes through its photos, taps one to enlarge and closes it', async () => {
    const page = await j.newPage({ viewport: MOBILE, touch: true });
    await page.goto('/itemName/01');
    const card = page.getByRole('article').filter({ hasText: laptop.detail });
    await visible(card.getByRole('link', { name: 'Book Now' }));
    await card.getByRole('link', { name: `Hp ${laptop.detail}` }).click();
    await atPath(page, `/product/${laptop._id}`);

    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { level: 1, name: `Hp ${laptop.detail}` }));
    const text = await main.innerText();
    for (const value of [TK(54000), TK(95000), 'Dhanmondi', '2 years', 'Yesterday', 'Core i7-8665U', '16 GB', '512 GB SSD', '14 inches'])
      expect(text, value).toContain(value);
    expect(text).toMatch(/Good\s+Works perfectly; light signs of use/);
    expect(text).toContain('Dhaka, Dhaka division');
    expect(await main.getByRole('link', { name: seller.name }).first().getAttribute('href')).toBe(`/seller/${seller.id}`);
    await visible(main.getByText('Verified seller').first());
    await expectPhoto(page, 1, 3);
    await j.shot(page, 'product page');

    // A finger swipes right to left: the next photo; the photo follows it and the counter says where it is.
    const cdp = await page.context().newCDPSession(page);
    await swipe(cdp, mainPhoto(page), [0.85, 0.5], [0.2, 0.5]);
    await expectPhoto(page, 2, 3);
    await swipe(cdp, mainPhoto(page), [0.85, 0.5], [0.2, 0.5]);
    await expectPhoto(page, 3, 3);
    await swipe(cdp, mainPhoto(page), [0.2, 0.5], [0.85, 0.5]);
    await expectPhoto(page, 2, 3);
    // A short wobble is not a swipe.
    await swipe(cdp, mainPhoto(page), [0.5, 0.5], [0.45, 0.5]);
    await page.waitForTimeout(300);
    await expectPhoto(page, 2, 3);
    // Scrolling the page with a finger on the photo scrolls the page and leaves the photo.
    const scrolled = await page.evaluate(() => window.scrollY);
    await swipe(cdp, mainPhoto(page), [0.5, 0.9], [0.52, 0.1]);
    await eventually(
      () => page.evaluate(() => window.scrollY),
      (y) => expect(y).toBeGreaterThan(scrolled),
    );
    await expectPhoto(page, 2, 3);

    await mainPhoto(page).scrollIntoViewIfNeeded();
    // The finger's scroll may still be gliding: tap only once the photo stays where it is.
    let box = (await mainPhoto(page).boundingBox())!;
    await eventually(
      async () => {
        const before = box;
        await page.waitForTimeout(150);
        box = (await mainPhoto(page).boundingBox())!;
        return box.y - before.y;
      },
      (moved) => expect(moved).toBe(0),
    );
    const viewer = page.getByRole('dialog', { name: `Photos of Hp ${laptop.detail}` });
    // A tap the busy phone lost is tapped again, as a person would; never once the viewer is open.
    await eventually(
      async () => {
        if (!(await viewer.isVisible())) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await page.waitForTimeout(500);
        return viewer.isVisible();
      },
      (open) => expect(open).toBe(true),
    );
    await visible(viewer.getByRole('img', { name: `Hp ${laptop.detail}, photo 2 of 3` }));
    await swipe(cdp, viewer.getByRole('img'), [0.8, 0.5], [0.2, 0.5]);
    await visible(viewer.getByRole('img', { name: `Hp ${laptop.detail}, photo 3 of 3` }));
    await j.shot(page, 'photo enlarged');
    await viewer.getByRole('button', { name: 'Close' }).tap();
    await hidden(viewer);
    await expectPhoto(page, 3, 3);
  });

  it('pages through the photos with the arrow keys on a desktop, in the gallery and enlarged', async () => {
    const page = await j.newPage();
    await page.goto(`/product/${laptop._id}`);
    await expectPhoto(page, 1, 3);
    // Keys pressed before the page is live would go nowhere: it is live once Book Now leads a visitor to /login.
    await visible(page.getByRole('main').getByRole('link', { name: 'Book Now' }));
    await mainPhoto(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectPhoto(page, 2, 3);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectPhoto(page, 3, 3);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expectPhoto(page, 1, 3);
    await gallery(page).getByRole('button', { name: 'Show photo 2 of 3' }).click();
    await expectPhoto(page, 2, 3);

    await mainPhoto(page).click();
    const viewer = page.getByRole('dialog', { name: `Photos of Hp ${laptop.detail}` });
    await visible(viewer.getByRole('img', { name: `Hp ${laptop.detail}, photo 2 of 3` }));
    await page.keyboard.press('ArrowRight');
    await visible(viewer.getByRole('img', { name: `Hp ${laptop.detail}, photo 3 of 3` }));
    await page.keyboard.press('ArrowRight');
    await visible(viewer.getByRole('img', { name: `Hp ${laptop.detail}, photo 1 of 3` }));
    await page.keyboard.press('Escape');
    await hidden(viewer);
    await expectPhoto(page, 1, 3);
    // Focus is back on the photo that opened it.
    expect(await mainPhoto(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("opens the seller's profile from the product and sees the items they have on sale", async () => {
    const page = await j.newPage();
    await page.goto(`/product/${laptop._id}`);
    await page.getByRole('main').getByRole('link', { name: seller.name }).first().click();
    await atPath(page, `/seller/${seller.id}`);
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { level: 1, name: seller.name }));
    await visible(main.locator('header').getByText('Verified seller'));
    await visible(main.getByText('1 item sold'));
    await visible(main.getByText('4 on sale'));
    await visible(main.getByText(/^Member since \w+ \d{4}$/));
    const cards = main.getByRole('article');
    await visible(cards.filter({ hasText: laptop.detail }));
    expect(await cards.count()).toBe(4);
    for (const gone of [sold, removed]) expect(await cards.filter({ hasText: gone.detail }).count()).toBe(0);
    expect(await page.title()).toBe(`${seller.name}, seller on Market`);
    await j.shot(page, 'seller profile');

    // From the profile back to a product.
    await cards
      .filter({ hasText: samePrice.detail })
      .getByRole('link', { name: `Dell ${samePrice.detail}` })
      .click();
    await atPath(page, `/product/${samePrice._id}`);
    await visible(main.getByRole('heading', { level: 1, name: `Dell ${samePrice.detail}` }));
  });

  it('lists similar laptops (the same brand or a similar price) that lead to their pages, each starting at its first photo', async () => {
    const page = await j.newPage();
    await page.goto(`/product/${laptop._id}`);
    await visible(page.getByRole('main').getByRole('link', { name: 'Book Now' }));
    const similar = page.getByRole('region', { name: 'Similar laptops' });
    await visible(similar.getByRole('link').first());
    const names = await similar.getByRole('link').allInnerTexts();
    // The same brand first, whatever its price; then the nearest in price; never itself, a sold one, or one far off.
    expect(names[0]).toContain(sameBrand.detail);
    expect(names[1]).toContain(samePrice.detail);
    expect(names.join('\n')).not.toContain(laptop.detail);
    expect(names.join('\n')).not.toContain(farAway.detail);
    expect(names.join('\n')).not.toContain(sold.detail);

    await mainPhoto(page).focus();
    await page.keyboard.press('End');
    await expectPhoto(page, 3, 3);
    await similar.getByRole('link', { name: new RegExp(sameBrand.detail) }).click();
    await atPath(page, `/product/${sameBrand._id}`);
    await visible(page.getByRole('heading', { level: 1, name: `Hp ${sameBrand.detail}` }));
    await expectPhoto(page, 1, 2);
    await expect.poll(() => page.title()).toBe(`Hp ${sameBrand.detail} — ${TK(90000)} — Market`);
  });

  it('Book Now and Report: to /login for a visitor; the same popups as the category page for a buyer', async () => {
    const page = await j.newPage();
    await page.goto(`/product/${laptop._id}`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Book Now' }).click();
    await atPath(page, '/login');
    await signInThroughUi(page, buyer, { goto: false });
    // Back where the visitor was.
    await atPath(page, `/product/${laptop._id}`);

    await main.getByRole('button', { name: 'Book Now' }).click();
    const booking = page.getByRole('dialog', { name: 'Booking Form' });
    await visible(booking);
    const values = await booking.locator('input[readonly]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(values).toEqual(expect.arrayContaining(['Hp', TK(54000), buyer.name, buyer.email]));
    await booking.getByLabel(/phone/i).fill('01811-556677');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Your Booking Confirmed');
    await hidden(booking);

    await main.getByRole('button', { name: 'Report' }).click();
    const reporting = page.getByRole('dialog', { name: 'Report to Admin' });
    await visible(reporting);
    await reporting.getByLabel('Message').fill('The second photo is of another laptop.');
    await reporting.getByRole('button', { name: 'Report Submit' }).click();
    await toast(page, 'Report Submitted Successfully');
    await hidden(reporting);
  });

  it('shows a sold product as sold, without Book Now, to a visitor and to a buyer', async () => {
    const page = await j.newPage();
    await page.goto(`/product/${sold._id}`);
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { level: 1, name: `Lenovo ${sold.detail}` }));
    await visible(main.getByText('Sold', { exact: true }));
    await visible(main.getByRole('link', { name: 'Report' }));
    expect(await main.getByText('Book Now').count()).toBe(0);
    expect(await page.title()).toContain('(sold)');
    await j.shot(page, 'sold product');

    await signInThroughUi(page, buyer);
    await page.goto(`/product/${sold._id}`);
    await visible(main.getByRole('button', { name: 'Report' }));
    await eventually(
      () => main.getByRole('button', { name: 'Report' }).isEnabled(),
      (enabled) => expect(enabled).toBe(true),
    );
    expect(await main.getByText('Book Now').count()).toBe(0);
  });

  it('gets the 404 page, sent with status 404, for a removed product, an unknown one and a malformed id', async () => {
    const page = await j.newPage();
    const paths = [`/product/${removed._id}`, '/product/00000000-0000-4000-8000-000000000000', '/product/42', '/seller/nobody-here'];
    for (const path of paths) allowHttpError(page, 404, new RegExp(`${path}$`), 'the page is there to say the product is not');
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await visible(page.getByText('Ops!! Page Not found: 404'));
      expect(await page.title()).toBe('Page not found — Market');
    }
    await j.shot(page, 'product not found');
  });

  it('arrives rendered by the server, and the browser takes the page over as it was sent', async () => {
    const html = await (await fetch(new URL(`/product/${laptop._id}`, j.url))).text();
    expect(html).toContain(`<title>Hp ${laptop.detail} — ${TK(54000)} — Market</title>`);
    expect(html).toContain(TK(54000));
    expect(html).toContain(`href="/seller/${seller.id}"`);
    expect(html).toContain(sameBrand.detail);
    expect(html).toMatch(/<img[^>]+loading="eager"[^>]+fetchpriority="high"/i);

    const page = await j.newPage();
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        (window as unknown as { fromServer?: string }).fromServer = root?.innerHTML;
        root?.firstElementChild?.setAttribute('data-from-server', '');
      }),
    );
    await page.goto(`/product/${laptop._id}`, { waitUntil: 'networkidle' });
    await visible(page.getByRole('link', { name: 'Login' }).first());
    expect(await page.locator('#root > [data-from-server]').count()).toBe(1);
    // What may change once the page is live: buttons enabled, the sign-in check's status text gone, Book Now
    // and Report turned into links to /login for a visitor, and the photos beside the one shown loading ahead.
    const { live, expected } = await page.evaluate(() => {
      const normalise = (root: ParentNode) => {
        for (const node of root.querySelectorAll('[disabled]')) node.removeAttribute('disabled');
        for (const node of root.querySelectorAll('[role="status"]')) node.textContent = '';
        for (const node of root.querySelectorAll('img[loading]')) node.removeAttribute('loading');
        for (const action of root.querySelectorAll('a[href="/login"], button'))
          if (/^(Book Now|Report)$/.test(action.textContent ?? '')) action.replaceWith(action.textContent ?? '');
      };
      const server = document.createElement('template');
      server.innerHTML = (window as unknown as { fromServer?: string }).fromServer ?? '';
      normalise(server.content);
      const now = document.getElementById('root')!.cloneNode(true) as HTMLElement;
      now.firstElementChild?.removeAttribute('data-from-server');
      normalise(now);
      return { live: now.innerHTML, expected: server.innerHTML };
    });
    expect(live.length).toBeGreaterThan(1000);
    expect(live).toBe(expected);
  });
});
