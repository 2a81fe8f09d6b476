import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { formatTk } from '#shared/format.ts';
import type { Product } from '#shared/schemas/products.ts';
import { createRenderer } from './entry-server.tsx';
import { NO_SPECS } from './testing/products.ts';

/**
 * The server renderer (architecture §9) with the API answered by a stand-in: what a phone gets in the first
 * HTML response of each public page, and which pages are left to the browser.
 */
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="x" /><title>Market</title></head><body><div id="root"></div></body></html>';

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
  ...overrides,
});

function renderer(listing: Product[] = [laptop(1), laptop(2)]) {
  const calls: string[] = [];
  const answers: Record<string, { status: number; body: unknown }> = {
    '/api/itemCategory': { status: 200, body: CATEGORIES },
    '/api/itemName/03': { status: 200, body: listing },
    '/api/itemName/99': { status: 404, body: { error: 'not-found', message: 'Not found.' } },
    '/api/advertise': { status: 200, body: [] },
    '/api/config': { status: 200, body: { google: false, payments: { provider: 'sandbox', publishableKey: null } } },
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

  test('the data the page was made with goes along for hydration, and no text in it can end its script element', async () => {
    const { render } = renderer([laptop(1, { detail: 'Mint </script><script>alert(1)</script>' })]);
    const page = await render(at('/itemName/03'));
    if (!page || !('html' in page)) throw new Error('the category was not rendered');
    const state = /<script type="application\/json" id="market-state">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('<');
    const parsed = JSON.parse(state!) as {
      router: { loaderData: Record<string, Product[]> };
      queries: { queries: { queryKey: unknown[] }[] };
    };
    expect(Object.values(parsed.router.loaderData).flat()[0]?.detail).toBe('Mint </script><script>alert(1)</script>');
    // The category names come along; the items only once, as the loader's data.
    expect(parsed.queries.queries.map((q) => q.queryKey)).toEqual([['categories']]);
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
    const buttons = (page.html.match(/<button\b[^>]*>[\s\S]*?<\/button>/g) ?? []).filter((b) => /type="submit"|Google/.test(b));
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
});
