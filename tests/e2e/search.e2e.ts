/**
 * Search journey (product §2): a visitor types "thinkpad" in the navbar, narrows to 16 GB of RAM and a
 * price range, sorts by price, and a reload keeps every filter; a chip takes one filter away; a typo
 * still finds ThinkPads; on a phone the filters open in a bottom sheet; from the results to a product's
 * page and its seller's profile.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ProductFixture } from './support/api.ts';
import { journey, MOBILE } from './support/journey.ts';
import { atPath, eventually, hidden, visible } from './support/ui.ts';

/** At this address, its query string included. */
const at = (page: Page, address: string) => page.waitForURL((url) => url.pathname + url.search === address, { timeout: 20_000 });

const j = journey('search');

/** The laptops the results show, in their order, by their description. */
const results = (page: Page) => page.getByRole('main').getByRole('article').locator('p').filter({ hasText: 'Version:' }).allInnerTexts();
const expectResults = (page: Page, details: string[]) =>
  eventually(
    async () => (await results(page)).map((text) => text.replace(/^Version:\s*/, '')),
    (shown) => expect(shown).toEqual(details),
  );
const search = (page: Page) => page.getByRole('search').getByRole('searchbox', { name: 'Search laptops' });
const filters = (page: Page) => page.getByRole('form', { name: 'Filters' }).first();

describe('search', () => {
  let seller: Account;
  let t480: ProductFixture;
  let x1: ProductFixture;
  let e14: ProductFixture;

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Nusrat Jahan' });
    const lenovo = { name: 'Lenovo' as const, photos: 2 };
    t480 = await j.api.addProduct(seller, {
      ...lenovo,
      detail: 'ThinkPad T480, Core i5, 16 GB',
      resell_price: 42000,
      specs: { processor: 'Core i5-8350U', ram: 16, storage: 256, storageType: 'SSD', condition: 'Good', district: 'Dhaka' },
    });
    x1 = await j.api.addProduct(seller, {
      ...lenovo,
      detail: 'ThinkPad X1 Carbon Gen 7',
      resell_price: 68000,
      specs: { processor: 'Core i7-8665U', ram: 16, storage: 512, storageType: 'SSD', condition: 'Like new', district: 'Gazipur' },
    });
    e14 = await j.api.addProduct(seller, {
      ...lenovo,
      detail: 'ThinkPad E14, Ryzen 5',
      resell_price: 39000,
      specs: { processor: 'Ryzen 5 4500U', ram: 8, storage: 256, storageType: 'SSD', condition: 'Fair', district: 'Sylhet' },
    });
    await j.api.addProduct(seller, {
      ...lenovo,
      detail: 'ThinkPad P52 workstation',
      resell_price: 95000,
      specs: { processor: 'Core i7-8850H', ram: 32, storage: 1024, storageType: 'SSD', district: 'Dhaka' },
    });
    await j.api.addProduct(seller, { name: 'Dell', detail: 'Latitude 5490', resell_price: 41000, specs: { ram: 16 } });
  });

  it('finds ThinkPads from the navbar, narrows them to 16 GB and a price range, sorts by price, and a reload keeps it all', async () => {
    const page = await j.newPage();
    await page.goto('/');
    await search(page).fill('thinkpad');
    await search(page).press('Enter');
    await at(page, '/search?q=thinkpad');
    await visible(page.getByRole('heading', { level: 1, name: 'Results for “thinkpad”' }));
    await visible(page.getByText('4 laptops on sale'));
    expect((await results(page)).length).toBe(4);

    await filters(page).getByRole('combobox', { name: 'RAM' }).selectOption('16');
    await at(page, '/search?q=thinkpad&ram=16');
    await visible(page.getByText('3 laptops on sale'));
    await filters(page).getByLabel('Lowest price').fill('40000');
    await filters(page).getByLabel('Highest price').fill('70000');
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await at(page, '/search?q=thinkpad&minPrice=40000&maxPrice=70000&ram=16');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await at(page, '/search?q=thinkpad&minPrice=40000&maxPrice=70000&ram=16&sort=price_desc');
    await expectResults(page, [x1.detail, t480.detail]);
    await visible(page.getByRole('button', { name: 'Remove filter: RAM 16 GB+' }));
    await j.shot(page, 'search narrowed');

    await page.reload();
    await expectResults(page, [x1.detail, t480.detail]);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_desc');
    expect(await filters(page).getByRole('combobox', { name: 'RAM' }).inputValue()).toBe('16');
    expect(await filters(page).getByLabel('Lowest price').inputValue()).toBe('40000');
    expect(await search(page).inputValue()).toBe('thinkpad');

    // A chip takes its one filter away and leaves the rest.
    await page.getByRole('button', { name: 'Remove filter: RAM 16 GB+' }).click();
    await at(page, '/search?q=thinkpad&minPrice=40000&maxPrice=70000&sort=price_desc');
    await expectResults(page, [x1.detail, t480.detail]);
    await page.getByRole('button', { name: 'Remove filter: Up to Tk. 70,000' }).click();
    await expectResults(page, ['ThinkPad P52 workstation', x1.detail, t480.detail]);

    // From a result to its page, and on to the seller's profile.
    await page.getByRole('link', { name: `Lenovo ${x1.detail}` }).click();
    await atPath(page, `/product/${x1._id}`);
    await page.getByRole('main').getByRole('link', { name: seller.name }).first().click();
    await atPath(page, `/seller/${seller.id}`);
    await visible(page.getByRole('heading', { level: 1, name: seller.name }));
    await visible(page.getByRole('main').getByText(e14.detail));
  });

  it('forgives a typo, and says so plainly when nothing matches', async () => {
    const page = await j.newPage();
    await page.goto('/search?q=thinkpda&sort=price_asc');
    await expectResults(page, [e14.detail, t480.detail, x1.detail, 'ThinkPad P52 workstation']);
    await page.goto('/search?q=macbook');
    await visible(page.getByText('No laptop on sale matches this search. Try fewer filters or another word.'));
  });

  it('opens the filters in a bottom sheet on a phone, and every change shows at once', async () => {
    const page = await j.newPage({ viewport: MOBILE });
    await page.goto('/search?q=thinkpad');
    await visible(page.getByText('4 laptops on sale'));
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await visible(sheet);
    await sheet.getByRole('checkbox', { name: /^Like new/ }).check();
    await at(page, '/search?q=thinkpad&condition=Like+new');
    await visible(sheet.getByRole('button', { name: 'Show 1 result' }));
    await j.shot(page, 'filters sheet');
    await sheet.getByRole('button', { name: 'Show 1 result' }).click();
    await hidden(sheet);
    await expectResults(page, [x1.detail]);
    await visible(page.getByRole('button', { name: 'Filters (1)' }));
  });
});
