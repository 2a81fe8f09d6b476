import { SEARCH_TEXTS } from '#shared/texts/search.ts';
import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { bn } from '#shared/texts/bn.ts';
import { formatTk } from '#shared/format.ts';
import type { Product } from '#shared/schemas/products.ts';
import { createRenderer } from './entry-server.tsx';
import { NO_SPECS } from './testing/products.ts';

/**
 * The server renderer (architecture §9) with the API answered by a stand-in: what a phone gets in the first
 * HTML response of each public page, and which pages are left to the browser.
 */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="x" /><title>Market</title></head><body><div id="root"></div></body></html>';

const laptop = (n: number, overrides: Partial<Product> = {}): Product => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name: 'Lenovo',
  category_id: '03',
  price: 90_000,
  resell_price: 40_000 + n * 1000,
  phone: '01711000000',
  location: 'Dhaka',
  detail: `ThinkPad T48${n}`,
  date: 'Today',
  use: '1 year',
  image: `/images/ab/${n}.webp`,
  images: [`/images/ab/${n}.webp`],
  seller: 'Sami',
  email: 'sami@example.com',
  sellerVerified: true,
  status: 'available',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...NO_SPECS,
  chatOnly: false,
  phoneVerified: false,
  ...overrides,
});

const MISSING = '00000000-0000-4000-8000-000000000099';
const PHOTOS = ['/images/ab/1-card.webp', '/images/ab/1b-card.webp', '/images/ab/1c-card.webp'];
const SELLER = { id: 'seller-sami', name: 'Sami', verified: true, memberSince: '2024-03-01T00:00:00.000Z' };

function renderer(listing: Product[] = [laptop(1), laptop(2)]) {
  const calls: string[] = [];
  const answers: Record<string, { status: number; body: unknown }> = {
    '/api/itemCategory': { status: 200, body: CATEGORIES },
    '/api/itemName/03': { status: 200, body: listing },
    '/api/itemName/99': { status: 404, body: { error: 'not-found', message: 'Not found.' } },
    '/api/advertise': { status: 200, body: [] },
    '/api/config': { status: 200, body: { google: false, payments: { provider: 'sandbox', publishableKey: null } } },
    [`/api/products/${laptop(1)._id}`]: { status: 200, body: { ...laptop(1, { images: PHOTOS }), sellerProfile: SELLER } },
    [`/api/products/${laptop(1)._id}/similar`]: { status: 200, body: [laptop(2)] },
    [`/api/products/${laptop(3)._id}`]: { status: 200, body: { ...laptop(3, { status: 'sold' }), sellerProfile: SELLER } },
    [`/api/products/${laptop(3)._id}/similar`]: { status: 200, body: [] },
    [`/api/products/${MISSING}`]: { status: 404, body: { error: 'product-not-found', message: 'This product does not exist.' } },
    [`/api/products/${MISSING}/similar`]: { status: 404, body: { error: 'product-not-found', message: 'This product does not exist.' } },
    '/api/products/not-a-uuid': { status: 400, body: { error: 'validation-failed', message: 'id: Invalid UUID' } },
    '/api/products/not-a-uuid/similar': { status: 400, body: { error: 'validation-failed', message: 'id: Invalid UUID' } },
    [`/api/sellers/${SELLER.id}`]: { status: 200, body: { ...SELLER, soldCount: 3, items: [laptop(1), laptop(2)] } },
    '/api/sellers/nobody': { status: 404, body: { error: 'seller-not-found', message: 'This seller does not exist.' } },
  };
  const apiFetch: typeof fetch = (input) => {
    const path = input instanceof Request ? input.url : input instanceof URL ? input.pathname : input;
    calls.push(path);
    const answer = answers[path] ?? { status: 500, body: { error: 'internal-error', message: 'no stand-in' } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  };
  return { render: createRenderer({ template: TEMPLATE, apiFetch }).render, calls };
}

const at = (path: string) => new URL(path, 'https://market.example');

describe('server-rendered pages', () => {
  test("a category holds its items' names and prices, and its own head", async () => {
    const { render } = renderer();
    const page = await render(at('/itemName/03?utm=x'));
    if (!page || !('html' in page)) throw new Error('the category was not rendered');
    expect(page.status).toBe(200);
    expect(page.html).toContain('ThinkPad T481');
    expect(page.html).toContain(formatTk(42_000));
    expect(page.html).toContain('<title>Lenovo laptops for sale — Market</title>');
    expect(page.html.split('</head>')[0]!.match(/<title>/g)).toHaveLength(1);
    expect(page.html).not.toContain('content="x"');
    expect(page.html).toContain('<link rel="canonical" href="https://market.example/itemName/03" />');
    expect(page.html).toContain('<meta property="og:image" content="https://market.example/images/ab/1.webp" />');
    expect(page.html).toContain(`from ${formatTk(41_000)}`);
    // The category names under the navbar come with the page too.
    expect(page.html).toContain('href="/itemName/09"');
  });

  test('a category under /bn is the same page in Bangla: lang, words, Bangla digits, and both addresses named', async () => {
    const { render, calls } = renderer();
    const page = await render(at('/bn/itemName/03'));
    if (!page || !('html' in page)) throw new Error('the Bangla category was not rendered');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="bn"');
    expect(page.html).toContain(`<title>${bn.HEAD_TEXTS.category.title('Lenovo')}</title>`);
    expect(page.html).toContain(formatTk(42_000, 'bn'));
    expect(page.html).not.toContain(formatTk(42_000));
    expect(page.html).toContain(bn.LAYOUT_TEXTS.nav.home);
    expect(page.html).toContain('<link rel="canonical" href="https://market.example/bn/itemName/03" />');
    expect(page.html).toContain('<link rel="alternate" hreflang="en" href="https://market.example/itemName/03" />');
    expect(page.html).toContain('<link rel="alternate" hreflang="bn" href="https://market.example/bn/itemName/03" />');
    expect(page.html).toContain('<link rel="alternate" hreflang="x-default" href="https://market.example/itemName/03" />');
    expect(page.html).toContain('<meta property="og:locale" content="bn_BD" />');
    // Links stay in Bangla; the API is asked as for the English page.
    expect(page.html).toContain('href="/bn/itemName/09"');
    expect(calls).toContain('/api/itemName/03');
  });

  test('the English page names its Bangla twin, and says it is English', async () => {
    const page = await renderer().render(at('/'));
    if (!page || !('html' in page)) throw new Error('/ was not rendered');
    expect(page.html).toContain('<html lang="en"');
    expect(page.html).toContain('<link rel="alternate" hreflang="bn" href="https://market.example/bn" />');
    expect(page.html).toContain('<meta property="og:locale" content="en_US" />');
  });

  test('the data the page was made with goes along for hydration, and no text in it can end its script element', async () => {
    const { render } = renderer([laptop(1, { detail: 'Mint </script><script>alert(1)</script>' })]);
    const page = await render(at('/itemName/03'));
    if (!page || !('html' in page)) throw new Error('the category was not rendered');
    const state = /<script type="application\/json" id="market-state">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('<');
    const parsed = JSON.parse(state!) as {
      router: { loaderData: Record<string, unknown> };
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    // The items come once, in the query the loader read them into; the router's data is the page's head.
    const items = parsed.queries.queries.find((q) => q.queryKey.includes('category'))?.state.data as { pages: Product[][] };
    expect(items.pages[0]?.[0]?.detail).toBe('Mint </script><script>alert(1)</script>');
    expect(JSON.stringify(parsed.router.loaderData)).not.toContain('Mint');
    // The category names under the navbar come along too.
    expect(parsed.queries.queries.map((q) => q.queryKey)).toEqual([['products', 'category', '03'], ['categories']]);
    expect(page.html).not.toContain('<script>alert(1)');
  });

  test.each([
    ['/', 'Market — used laptops for sale in Bangladesh', 200],
    ['/blogs', 'Questions and answers — Market', 200],
    ['/login', 'Login — Market', 200],
    ['/signup', 'Sign Up — Market', 200],
    ['/no/such/page', 'Page not found — Market', 404],
  ])('%s is rendered with the title %s and status %i', async (path, title, status) => {
    const { render } = renderer();
    const page = await render(at(path));
    if (!page || !('html' in page)) throw new Error(`${path} was not rendered`);
    expect(page.status).toBe(status);
    expect(page.html).toContain(`<title>${title}</title>`);
    expect(page.html).toMatch(/<div id="root"><div/);
  });

  test.each([
    ['/', 1],
    ['/login', 2],
    ['/signup', 2],
  ])('%s comes with its form buttons disabled, until the browser has taken the page over', async (path, count) => {
    const { render } = renderer();
    const page = await render(at(path));
    if (!page || !('html' in page)) throw new Error(`${path} was not rendered`);
    // The submit buttons, and Continue with Google.
    const all = (page.html.match(/<button\b[^>]*>[\s\S]*?<\/button>/g) ?? []).filter((b) => /type="submit"|Google/.test(b));
    // The navbar's search is a plain GET form: it works before the script has run, so it stays enabled.
    const isSearch = (button: string) => button.includes(`aria-label="${SEARCH_TEXTS.box.submit}"`);
    const search = all.filter(isSearch);
    expect(search).toHaveLength(1);
    expect(search[0]!.split('>')[0]).not.toMatch(/\sdisabled/);
    const buttons = all.filter((b) => !isSearch(b));
    expect(buttons).toHaveLength(count);
    for (const button of buttons) expect(button.split('>')[0], path).toMatch(/\sdisabled(="[^"]*")?(\s|$)/);
  });

  test.each(['/dashboard', '/dashboard/orders', '/dashboard/payment/00000000-0000-4000-8000-000000000001'])(
    '%s is left to the browser, and none of its reads is made on the server',
    async (path) => {
      const { render, calls } = renderer();
      expect(await render(at(path))).toBeNull();
      expect(calls).toEqual([]);
    },
  );

  test('an unknown category is left to the browser, which shows the route error screen', async () => {
    const { render } = renderer();
    expect(await render(at('/itemName/99'))).toBeNull();
  });

  test("a product's page holds its photos, price, seller and similar laptops, with a head naming the laptop and its price", async () => {
    const { render, calls } = renderer();
    const page = await render(at(`/product/${laptop(1)._id}`));
    if (!page || !('html' in page)) throw new Error('the product page was not rendered');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>Lenovo ThinkPad T481 — ${formatTk(41_000)} — Market</title>`);
    expect(page.html).toMatch(/<meta name="description" content="Lenovo ThinkPad T481 for sale in Dhaka for Tk\. 41,000/);
    expect(page.html).toContain('<meta property="og:image" content="https://market.example/images/ab/1.webp" />');
    for (const photo of PHOTOS) expect(page.html).toContain(`src="${photo}"`);
    expect(page.html).toContain('1 / 3');
    expect(page.html).toContain('href="/seller/seller-sami"');
    expect(page.html).toContain('Member since March 2024');
    // The similar laptops come with the page, and go along for hydration, so the browser does not ask again.
    expect(page.html).toContain(`href="/product/${laptop(2)._id}"`);
    expect(page.html).toMatch(/"queryKey":\["products","similar","[^"]+"\]/);
    expect(calls.filter((c) => c.startsWith('/api/products/'))).toHaveLength(2);
  });

  test('a sold product says so and has no Book Now', async () => {
    const { render } = renderer();
    const page = await render(at(`/product/${laptop(3)._id}`));
    if (!page || !('html' in page)) throw new Error('the product page was not rendered');
    expect(page.status).toBe(200);
    expect(page.html).toContain('(sold)');
    expect(page.html).toMatch(/>Sold</);
    expect(page.html).not.toContain('Book Now');
    expect(page.html).toContain('Report');
  });

  test.each([`/product/${MISSING}`, '/product/not-a-uuid', '/seller/nobody'])(
    '%s is the 404 page, sent with status 404, at once',
    async (path) => {
      const { render } = renderer();
      const started = Date.now();
      const page = await render(at(path));
      if (!page || !('html' in page)) throw new Error(`${path} was not rendered`);
      expect(page.status).toBe(404);
      expect(page.html).toContain('<title>Page not found — Market</title>');
      expect(page.html).toContain('Ops!! Page Not found: 404');
      // No retry of a call that said the product is not there.
      expect(Date.now() - started).toBeLessThan(900);
    },
  );

  test("a seller's profile holds their name, badge, sales and items on sale", async () => {
    const { render } = renderer();
    const page = await render(at(`/seller/${SELLER.id}`));
    if (!page || !('html' in page)) throw new Error('the seller page was not rendered');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Sami, seller on Market</title>');
    expect(page.html).toContain('Verified seller');
    expect(page.html).toContain('3 items sold');
    expect(page.html).toContain('ThinkPad T482');
  });
});
