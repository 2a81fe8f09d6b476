import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, buildTestApp, createProduct, sell, signUp, type TestApp } from '../testing/fixtures.ts';
import { SITEMAP_PRODUCTS } from './crawlers.ts';

/** What a search engine reads first (architecture §9). */
let app: TestApp;
let fixed: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  fixed = await buildTestApp({ PUBLIC_URL: 'https://market.example.com' });
});
afterAll(async () => {
  await app?.close();
  await fixed?.close();
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt lets the public pages be crawled, not the dashboard or the API, and names the sitemap at the address asked', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1:4000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api/']));
    expect(lines).toContain('Sitemap: http://127.0.0.1:4000/sitemap.xml');
  });

  test('the sitemap lists the home page, the nine categories and the blogs, in English and in Bangla, under PUBLIC_URL when it is set', async () => {
    const res = await fixed.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(22);
    expect(locs).toContain('https://market.example.com/');
    expect(locs).toContain('https://market.example.com/bn');
    expect(locs).toContain('https://market.example.com/itemName/09');
    expect(locs).toContain('https://market.example.com/bn/itemName/09');
    expect(locs).toContain('https://market.example.com/blogs');
    expect(locs).toContain('https://market.example.com/bn/blogs');
    // Each names the other as its alternate, and English as the address for any other language.
    const bnHome = /<url><loc>https:\/\/market\.example\.com\/bn<\/loc>(.*?)<\/url>/.exec(res.body)?.[1] ?? '';
    expect(bnHome).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://market.example.com/"/>');
    expect(bnHome).toContain('<xhtml:link rel="alternate" hreflang="bn" href="https://market.example.com/bn"/>');
    expect(bnHome).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://market.example.com/"/>');
    expect(res.body).not.toContain('evil.example');
  });

  test('the sitemap lists the page of each product on sale, with the day it was listed; not sold or deleted ones', async () => {
    const seller = await signUp(app, { name: 'Sitemap Seller', option: 'Seller Account' });
    const onSale = await createProduct(app, seller);
    const sold = await createProduct(app, seller);
    await sell(app, sold);
    const deleted = await createProduct(app, seller);
    await app.inject({ method: 'DELETE', url: `/api/itemName/${deleted}`, headers: as(seller) });

    const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: '127.0.0.1:4000' } });
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body).toContain(`<url><loc>http://127.0.0.1:4000/product/${onSale}</loc><lastmod>${today}</lastmod><xhtml:link`);
    expect(res.body).toContain(`<url><loc>http://127.0.0.1:4000/bn/product/${onSale}</loc><lastmod>${today}</lastmod><xhtml:link`);
    expect(res.body).not.toContain(sold);
    expect(res.body).not.toContain(deleted);
  });

  test.each(['/robots.txt', '/sitemap.xml'])(
    '%s: without PUBLIC_URL it names the Host asked, so no shared cache may keep it for another Host',
    async (url) => {
      const forged = await app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
      expect(forged.statusCode).toBe(200);
      expect(forged.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const fixedOne = await fixed.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
      expect(fixedOne.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(fixedOne.body).toContain('https://market.example.com/');
      expect(fixedOne.body).not.toContain('evil.example');
    },
  );

  test(`at most the ${SITEMAP_PRODUCTS} newest products are listed`, async () => {
    const seller = await signUp(fixed, { name: 'Busy Seller', option: 'Seller Account' });
    const oldest = await createProduct(fixed, seller);
    // Copies of it, each listed a minute later than the one before.
    await fixed.ctx.db.execute(sql`
      insert into products (name, category_id, price, resell_price, phone, location, detail, date, use, image, images, seller, email, seller_id, created_at)
      select name, category_id, price, resell_price, phone, location, detail, date, use, image, images, seller, email, seller_id,
             created_at + make_interval(mins => n)
      from products, generate_series(1, ${SITEMAP_PRODUCTS}) n
      where id = ${oldest}`);
    const res = await fixed.inject({ method: 'GET', url: '/sitemap.xml' });
    // Each page once in English and once in Bangla.
    expect(res.body.match(/<loc>[^<]*\/product\//g)).toHaveLength(2 * SITEMAP_PRODUCTS);
    expect(res.body.match(/<loc>[^<]*\/bn\/product\//g)).toHaveLength(SITEMAP_PRODUCTS);
    expect(res.body).not.toContain(oldest);
  });
});
