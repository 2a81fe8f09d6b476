/**
 * Visitor journey (product §1, §2): the home page's nine sections in product §1 order, the category names,
 * a category list, a long one paged with Show more, and an empty one, the blogs, the 404 screen,
 * the contact toast, Book Now / Report sending a visitor to /login, and the icons and manifest a
 * browser finds in the page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ProductFixture } from './support/api.ts';
import { allowHttpError, journey } from './support/journey.ts';
import { atPath, eventually, expectInDocumentOrder, hidden, toast, visible } from './support/ui.ts';

const j = journey('visitor');
const BRANDS = ['Hp', 'Asus', 'Lenovo', 'MSI', 'Acer', 'Apple', 'Dell', 'Microsoft', 'Avita'];
const DISCOUNTS: [string, number][] = [
  ['Hp', 20],
  ['Asus', 25],
  ['Apple', 15],
  ['MSI', 18],
  ['Microsoft surface', 15],
  ['Avita', 20],
  ['Acer', 16],
  ['Dell', 15],
  ['Lenovo', 18],
];
const TK = (n: number) =>
  new RegExp(`(Tk\\.\\s*${n.toLocaleString('en-US')}|${n.toLocaleString('en-US')}\\s*Tk\\.|Tk\\.\\s*${n}\\b|\\b${n}\\s*Tk\\.)`);

describe('visitor', () => {
  let seller: Account;
  let hp: ProductFixture;
  let advertised: ProductFixture;

  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Nusrat Jahan' });
    hp = await j.api.addProduct(seller, {
      name: 'Hp',
      detail: 'ProBook 450 G8, Core i5, 8 GB',
      price: 85000,
      resell_price: 52000,
      location: 'Dhanmondi',
      use: '2 years',
      date: 'Today',
    });
    advertised = await j.api.addProduct(seller, {
      name: 'Apple',
      detail: 'MacBook Air M1, 8 GB, 256 GB',
      price: 120000,
      resell_price: 78000,
    });
    await j.api.advertise(seller, advertised);
  });

  it('sees the home page sections in the order of the spec', async () => {
    const page = await j.newPage();
    await page.goto('/');
    await visible(page.getByRole('link', { name: 'Market' }).first());
    const main = page.getByRole('main');
    await visible(main.getByText(advertised.detail).first());

    await expectInDocumentOrder([
      { label: '1 welcome banner', locator: main.getByRole('heading', { level: 1, name: /welcome/i }) },
      { label: '2 advertised product', locator: main.getByText(advertised.detail) },
      { label: '3 category cards', locator: main.getByRole('link', { name: /^Avita\b/ }) },
      { label: '4 discount strip', locator: main.getByText('Microsoft surface', { exact: true }) },
      { label: '5 upcoming laptops', locator: main.getByText('Announce latter') },
      { label: '6 why buy here', locator: main.getByText('15 days easy replacement') },
      { label: '7 customer reviews', locator: main.getByRole('region', { name: /review|customer|say/i }) },
      { label: '8 about block', locator: main.getByText('30000+') },
      { label: '9 contact form', locator: main.getByRole('button', { name: "Let's talk" }) },
    ]);

    // 3: a card per brand, names without the 7-character suffix.
    for (const brand of BRANDS) await visible(main.getByRole('link', { name: new RegExp(`^${brand}\\b`) }).first());
    // 4: the nine brand offers.
    const text = await main.innerText();
    for (const [brand, percent] of DISCOUNTS) expect(text, `${brand} ${percent}%`).toMatch(new RegExp(`${brand}\\s*${percent}%`));
    // 5: Coming Soon, price 'Announce latter'.
    expect(await main.getByText('Coming Soon', { exact: true }).count()).toBeGreaterThan(0);
    expect(await main.getByText('Announce latter').count()).toBe(await main.getByText('Coming Soon', { exact: true }).count());
    // 6: the four promises.
    for (const promise of ['15 days easy replacement', '100% fresh products', '2 days cash on delivery'])
      await visible(main.getByText(promise).first());
    expect(text).toMatch(/exchange of any products?/i);
    // 7: four reviews.
    expect(
      await main
        .getByRole('region', { name: /review|customer|say/i })
        .locator('blockquote')
        .count(),
    ).toBe(4);
    // 8: 30000+ sellers and buyers, 10 years.
    expect(text).toMatch(/30000\+[\s\S]{0,40}sellers and buyers|sellers and buyers[\s\S]{0,40}30000\+/i);
    expect(text).toContain('10 years');
    // 2: the advertised product with its price; the one that is not advertised is not there.
    await visible(main.getByText(TK(78000)).first());
    expect(await main.getByText(hp.detail).count()).toBe(0);
    // Navbar for a visitor: Home, Sign Up, Login, Dashboard; footer columns.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Sign Up', 'Login', 'Dashboard']) await visible(nav.getByRole('link', { name, exact: true }));
    expect(await nav.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    const footer = page.getByRole('contentinfo');
    for (const column of ['Services', 'Company', 'Legal']) await visible(footer.getByText(column, { exact: true }));
    await j.shot(page, 'home');
  });

  it('sends a message through the contact form and sees the toast for 5 seconds', async () => {
    const page = await j.newPage();
    await page.goto('/');
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.getByRole('button', { name: "Let's talk" }) });
    await form.getByRole('button', { name: "Let's talk" }).click();
    // Name, email and message are required: nothing is sent yet.
    await page.waitForTimeout(500);
    expect(await page.getByText('Form submitted, Thanks for reaching out').count()).toBe(0);
    expect(await form.getByLabel('Email').getAttribute('type')).toBe('email');

    await form.getByLabel('Name').fill('Tanvir Ahmed');
    await form.getByLabel('Email').fill('tanvir@example.com');
    await form.getByLabel('Message').fill('Do you deliver to Khulna?');
    await form.getByRole('button', { name: "Let's talk" }).click();
    const shown = Date.now();
    const message = await toast(page, 'Form submitted, Thanks for reaching out');
    await j.shot(page, 'contact toast', { axe: false });
    // Lasts 5 s (product §9): still there after 4 s, gone soon after 5 s.
    await page.waitForTimeout(Math.max(0, 4_000 - (Date.now() - shown)));
    expect(await message.isVisible()).toBe(true);
    await hidden(message, 6_000);
  });

  it('browses the category names and a category list', async () => {
    const page = await j.newPage();
    await page.goto('/');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await visible(categories.getByRole('link', { name: 'Avita', exact: true }));
    expect(await categories.getByRole('link').allInnerTexts()).toEqual(BRANDS);

    await categories.getByRole('link', { name: 'Hp', exact: true }).click();
    await atPath(page, '/itemName/01');
    await visible(page.getByRole('heading', { name: 'That Items are available' }));
    const card = page.getByRole('article').filter({ hasText: hp.detail });
    await visible(card);
    const cardText = await card.innerText();
    for (const label of [
      'Brand',
      'Version',
      'Original Price',
      'Resell Price',
      'Used',
      'Location',
      'Posted time',
      'Seller Name',
      'Contact',
    ]) {
      expect(cardText, `the card shows "${label}"`).toContain(label);
    }
    expect(cardText).toMatch(TK(85000));
    expect(cardText).toMatch(TK(52000));
    for (const value of [hp.name, hp.detail, hp.use, hp.location, hp.date, seller.name, hp.phone]) expect(cardText).toContain(value);
    await visible(card.getByRole('img'));
    await j.shot(page, 'category list');

    await categories.getByRole('link', { name: 'Avita', exact: true }).click();
    await atPath(page, '/itemName/09');
    await visible(page.getByRole('heading', { name: 'No Item are Available right now, Coming Soon....' }));
    await j.shot(page, 'empty category');
  });

  it('pages through a long category with Show more', async () => {
    const details = await j.api.addManyProducts(seller, 'Lenovo', 105);
    const page = await j.newPage();
    await page.goto('/itemName/03');
    const cards = page.getByRole('article');
    // Newest first: the first page holds the 100 newest, the 5 oldest wait behind Show more.
    await visible(cards.filter({ hasText: details[104]! }));
    expect(await cards.count()).toBe(100);
    await visible(page.getByText('100+ Lenovo laptops on sale'));
    expect(await cards.filter({ hasText: details[4]! }).count()).toBe(0);

    await page.getByRole('button', { name: 'Show more laptops' }).click();
    await visible(cards.filter({ hasText: details[0]! }));
    expect(await cards.count()).toBe(105);
    // Focus moves to the first card that Show more brought.
    expect(await page.evaluate(() => document.activeElement?.closest('article')?.textContent ?? '')).toContain(details[4]!);
    await visible(page.getByText('105 Lenovo laptops on sale'));
    expect(await page.getByRole('button', { name: 'Show more laptops' }).count()).toBe(0);
  });

  it('is sent to /login by Book Now and by Report', async () => {
    const page = await j.newPage();
    await page.goto('/itemName/01');
    const card = page.getByRole('article').filter({ hasText: hp.detail });
    await card.getByRole('link', { name: 'Book Now' }).click();
    await atPath(page, '/login');
    await visible(page.getByRole('button', { name: 'Login', exact: true }));
    await j.shot(page, 'book now goes to login');

    await page.goBack();
    await atPath(page, '/itemName/01');
    await page.getByRole('article').filter({ hasText: hp.detail }).getByRole('link', { name: 'Report' }).click();
    await atPath(page, '/login');
  });

  it('reads the blogs', async () => {
    const page = await j.newPage();
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /blogs?/i })
      .click();
    await atPath(page, '/blogs');
    const main = page.getByRole('main');
    const questions = main.getByRole('heading', { level: 2 });
    await visible(questions.first());
    const titles = (await questions.allInnerTexts()).join('\n');
    expect(titles).toMatch(/state/i);
    expect(titles).toMatch(/prototyp\w* inheritance/i);
    expect(titles).toMatch(/unit test/i);
    expect(titles).toMatch(/React[\s\S]*Angular[\s\S]*Vue/);
    expect(await main.getByRole('article').count()).toBe(4);
    await j.shot(page, 'blogs');
  });

  it('gets the new release by itself when a screen of the old one is gone', async () => {
    const page = await j.newPage();
    // The Blogs screen's file is missing once, as after a release that replaced it.
    allowHttpError(page, 404, /\/assets\/BlogsPage-[\w-]+\.js$/, 'the file of an older release is gone');
    let refused = 0;
    await page.route(/\/assets\/BlogsPage-[\w-]+\.js$/, (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
      return route.continue();
    });
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: /welcome/i }));
    // Once the page is live (its form's button enabled), the router follows the link and finds the screen gone.
    await eventually(
      () => page.getByRole('button', { name: "Let's talk" }).isEnabled(),
      (enabled) => expect(enabled).toBe(true),
    );
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /blogs?/i })
      .click();
    await reloaded;
    await atPath(page, '/blogs');
    await visible(page.getByRole('main').getByRole('article').first());
    // The articles arrive in the server's HTML; the screen's file is asked for again once the script runs.
    await eventually(
      async () => refused,
      (count) => expect(count).toBe(2),
    );
  });

  it('sees the route error screen for an unknown category, with a Logout button to /login', async () => {
    const page = await j.newPage();
    allowHttpError(page, 404, /\/api\/itemName\/99$/, 'the category does not exist');
    await page.goto('/itemName/99');
    await visible(page.getByText('Something went wrong!!!'));
    await j.shot(page, 'route error');
    await page.getByRole('button', { name: 'Logout' }).click();
    await atPath(page, '/login');
  });

  it("gets Market's icons and manifest, as a tab and a phone's Add to Home Screen read them", async () => {
    const page = await j.newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: /welcome/i }));
    const links = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')].map(
        (l) => ({ rel: l.rel, href: l.href }),
      ),
    );
    expect(links.map((l) => l.rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'manifest']);
    for (const { rel, href } of links) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toMatch(rel === 'manifest' ? /^application\/manifest\+json/ : /^image\//);
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1d4ed8');

    // Chromium's own reading of the manifest, as it would offer to install the app.
    const cdp = await page.context().newCDPSession(page);
    const { errors, data } = (await cdp.send('Page.getAppManifest', {})) as { errors: { message: string }[]; data?: string };
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Market', short_name: 'Market', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512'])
      expect(
        manifest.icons.some((i) => i.sizes === size && i.type === 'image/png'),
        size,
      ).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type'], icon.src).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}`));
    }

    // What an uptime monitor asks, and a file that is not there.
    expect((await page.request.head('/')).status()).toBe(200);
    expect((await page.request.head('/dashboard/orders')).status()).toBe(200);
    expect((await page.request.get('/nothing.png')).status()).toBe(404);
    expect((await page.request.get('/favicon.ico')).headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  });

  it('sees the 404 screen on an unknown address, sent with status 404', async () => {
    const page = await j.newPage();
    allowHttpError(page, 404, /\/no\/such\/page$/, 'the page does not exist');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await visible(page.getByText('Ops!! Page Not found: 404'));
    await visible(page.getByText('You provide a wrong link .'));
    await j.shot(page, 'not found');
  });

  it('gets the public pages rendered by the server, with their own titles, and the browser takes them over without a warning', async () => {
    // Without running any script: the HTML itself holds the listing, as a phone on slow data shows it first.
    const html = await (await fetch(new URL('/itemName/01', j.url))).text();
    expect(html).toContain('<title>Hp laptops for sale — Market</title>');
    expect(html).toContain(hp.detail);
    expect(html).toMatch(TK(hp.resell_price));
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
    const home = await (await fetch(new URL('/', j.url))).text();
    expect(home).toContain(advertised.detail);

    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    const scriptResponse = await fetch(new URL(script ?? '/missing', j.url), { headers: { 'accept-encoding': 'br' } });
    expect(scriptResponse.headers.get('content-encoding')).toBe('br');
    expect(scriptResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const page = await j.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    // Once the HTML is parsed, before the page's script runs (module scripts wait for the parse): keeps a copy
    // of what the server sent, and marks its nodes (hydration keeps them, a client re-render would replace them).
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        (window as unknown as { fromServer?: string }).fromServer = root?.innerHTML;
        root?.firstElementChild?.setAttribute('data-from-server', '');
      }),
    );
    for (const [path, title, text] of [
      ['/', 'Market — used laptops for sale in Bangladesh', /welcome to market/i],
      ['/itemName/01', 'Hp laptops for sale — Market', new RegExp(hp.detail)],
      ['/blogs', 'Questions and answers — Market', /questions/i],
      ['/login', 'Login — Market', /login/i],
      ['/signup', 'Sign Up — Market', /sign up/i],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await visible(page.getByRole('main').getByText(text).first());
      expect(await page.title(), path).toBe(title);
      expect(await page.locator('#root > [data-from-server]').count(), `${path} was drawn again instead of hydrated`).toBe(1);
      // Preact hydrates without comparing: an attribute the browser renders differently would stay as the server
      // sent it, with no warning. So the page at rest must be what the server sent, but for what changes once
      // the page is live (its buttons enabled) and once the sign-in check is over (its status text gone, a
      // category's buttons become links to /login for a visitor, with the same labels).
      const { live, expected } = await page.evaluate(() => {
        const server = document.createElement('template');
        server.innerHTML = (window as unknown as { fromServer?: string }).fromServer ?? '';
        for (const node of server.content.querySelectorAll('[disabled]')) node.removeAttribute('disabled');
        for (const node of server.content.querySelectorAll('[role="status"]')) node.textContent = '';
        const now = document.getElementById('root')!.cloneNode(true) as HTMLElement;
        now.firstElementChild?.removeAttribute('data-from-server');
        for (const actions of [...server.content.querySelectorAll('.card-actions'), ...now.querySelectorAll('.card-actions')])
          actions.replaceChildren(actions.textContent ?? '');
        return { live: now.innerHTML, expected: server.innerHTML };
      });
      expect(live.length, path).toBeGreaterThan(1000);
      expect(live, `${path} after hydration differs from what the server sent`).toBe(expected);
    }
    // Moving on in the browser updates the title as well.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Asus' }).click();
    await atPath(page, '/itemName/02');
    await expect.poll(() => page.title()).toBe('Asus laptops for sale — Market');
    expect(warnings).toEqual([]);
  });
});
