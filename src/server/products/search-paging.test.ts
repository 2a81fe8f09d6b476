import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '#shared/schemas/search.ts';
import { products } from '../db/schema.ts';
import { type Cast, changedBehindTheApp, createProduct, PHOTO, sell, type TestApp } from '../testing/fixtures.ts';
import { searchPageOf, walkSearch } from '../testing/search.ts';
import { withAppAndCast } from '../testing/suite.ts';

/** Keyset pages of GET /api/products while products are listed and sold between them (decision 012). */
let app: TestApp;
let cast: Cast;

withAppAndCast(async (built, signedUp) => {
  app = built;
  cast = signedUp;
  for (let i = 0; i < 30; i++) {
    await createProduct(app, cast.seller, {
      detail: i % 3 === 0 ? `ThinkPad T4${i} in good shape` : `Notebook number ${i}`,
      // Some prices repeat, so the id decides between them.
      resell_price: 20_000 + (i % 7) * 5_000,
      district: 'Dhaka',
    });
  }
});

let listedMeanwhile = 0;
/** A product listed between two pages; its price falls anywhere among the others. */
const listAnother = async (detail = 'ThinkPad listed meanwhile') => {
  listedMeanwhile += 1;
  return createProduct(app, cast.otherSeller, { detail, resell_price: 17_000 + ((listedMeanwhile * 7_919) % 50_000), district: 'Dhaka' });
};

/** Every product a search finds right now, from its first page to its last. */
const allNow = async (query: string) => (await walkSearch(app, query, { limit: 100 })).pages.flatMap((page) => page.items);

describe('paging while products are listed', () => {
  test.each([
    ['sort=newest', 'newest'],
    ['sort=price_asc', 'price_asc'],
    ['sort=price_desc', 'price_desc'],
    ['q=thinkpad', 'newest'],
    ['q=thinkpad&sort=price_asc', 'price_asc'],
    ['district=Dhaka&sort=price_desc', 'price_desc'],
  ] as const)('%s: no product twice, none that was there skipped, the order kept across pages', async (query, order) => {
    const before = await allNow(query);
    const added = new Set<string>();
    const { ids, pages } = await walkSearch(app, query, {
      limit: 4,
      // Two products after each of the first pages: wherever they fall, before or after where the pages stand.
      between: async (n) => {
        if (n > 4) return;
        added.add(await listAnother());
        added.add(await listAnother());
      },
    });
    expect(new Set(ids).size, 'a product appeared twice').toBe(ids.length);
    for (const product of before) expect(ids, `${product.detail} was skipped`).toContain(product._id);
    for (const id of ids) expect(before.some((p) => p._id === id) || added.has(id)).toBe(true);
    const items = pages.flatMap((page) => page.items);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      if (order === 'newest') expect(a.createdAt >= b.createdAt).toBe(true);
      if (order === 'price_asc') expect(a.resell_price <= b.resell_price && (a.resell_price < b.resell_price || a._id < b._id)).toBe(true);
      if (order === 'price_desc') expect(a.resell_price >= b.resell_price && (a.resell_price > b.resell_price || a._id > b._id)).toBe(true);
    }
  });

  test('a product sold between pages is not shown later; the others still are', async () => {
    const before = await allNow('sort=price_asc');
    const soldLater = before.at(-2)!;
    const { ids } = await walkSearch(app, 'sort=price_asc', {
      limit: 5,
      between: async (n) => {
        if (n === 1) await sell(app, soldLater._id);
      },
    });
    expect(ids).not.toContain(soldLater._id);
    expect(ids).toEqual(before.filter((p) => p._id !== soldLater._id).map((p) => p._id));
  });

  test(`the default page is ${SEARCH_PAGE_SIZE} products, and the pages after it follow`, async () => {
    const everything = await allNow('sort=newest');
    expect(everything.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const first = await searchPageOf(app, 'sort=newest');
    expect(first.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await searchPageOf(app, `sort=newest&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...first.items, ...second.items].map((p) => p._id)).toEqual(everything.slice(0, SEARCH_PAGE_SIZE * 2).map((p) => p._id));
  });

  test('a search for similar words goes on as one even once a product with the very words is listed', async () => {
    const similar = (await allNow('q=thinkpda')).map((p) => p._id);
    expect(similar.length).toBeGreaterThan(3);
    const { ids } = await walkSearch(app, 'q=thinkpda', {
      limit: 2,
      between: async (n) => {
        if (n === 1) await listAnother('Selling my thinkpda, typed as the buyer types it');
      },
    });
    expect(ids).toEqual(similar);
    // A new search finds the product with those very words alone.
    expect((await allNow('q=thinkpda')).map((p) => p.detail)).toEqual(['Selling my thinkpda, typed as the buyer types it']);
  });
});

describe('products listed within the same millisecond', () => {
  test('pages keep the database time to the microsecond, and equal times follow the id', async () => {
    const base = Date.UTC(2020, 0, 1, 12, 0, 0, 500);
    // The same millisecond: 0, 1 and 999 microseconds into it, and two at the very same time.
    const offsets = [0, 1, 999, 999, 500];
    const ids = offsets.map(() => randomUUID());
    const row = (id: string, micros: number) => ({
      id,
      name: 'Avita',
      categoryId: '09',
      price: 30_000,
      resellPrice: 20_000,
      phone: `0199${String(micros).padStart(7, '0')}`,
      location: 'Bhola',
      detail: 'Liber V14, listed in a burst',
      date: 'Just now',
      use: '1 year',
      image: PHOTO,
      images: [PHOTO],
      seller: cast.seller.name,
      email: cast.seller.email,
      sellerId: cast.seller.id,
      district: 'Bhola' as const,
    });
    await app.ctx.db.insert(products).values(ids.map((id, i) => row(id, i)));
    // A JavaScript Date holds milliseconds; the microseconds are written by the database.
    for (const [i, id] of ids.entries()) {
      await app.ctx.db.execute(
        sql`update products set created_at = to_timestamp(${base / 1000}) + ${offsets[i]!} * interval '1 microsecond' where id = ${id}`,
      );
    }
    changedBehindTheApp(app);
    const expectedOrder = ids
      .map((id, i) => ({ id, at: offsets[i]! }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((p) => p.id);
    const { ids: walked } = await walkSearch(app, 'district=Bhola&sort=newest', { limit: 1 });
    expect(walked).toEqual(expectedOrder);
  });
});

describe('a search that finds more than the count goes to', () => {
  test('answers the cap as its total, and every match page by page', async () => {
    const many = SEARCH_COUNT_CAP + 20;
    await app.ctx.db.insert(products).values(
      Array.from({ length: many }, (_, i) => ({
        id: randomUUID(),
        name: 'Acer',
        categoryId: '05',
        price: 40_000,
        resellPrice: 25_000 + i,
        phone: `0188${String(i).padStart(7, '0')}`,
        location: 'Rangpur',
        detail: `Aspire ${i}, one of many`,
        date: 'Today',
        use: '2 years',
        image: PHOTO,
        images: [PHOTO],
        seller: cast.seller.name,
        email: cast.seller.email,
        sellerId: cast.seller.id,
        district: 'Rangpur' as const,
      })),
    );
    changedBehindTheApp(app);
    expect((await searchPageOf(app, 'district=Rangpur')).total).toBe(SEARCH_COUNT_CAP);
    expect((await walkSearch(app, 'district=Rangpur', { limit: 100 })).ids).toHaveLength(many);
    // Words, and words with a filter: the count reaches the cap within the products it walks.
    for (const query of ['q=many', 'q=aspire%20many&district=Rangpur', 'q=many&sort=price_desc']) {
      expect((await searchPageOf(app, query)).total, query).toBe(SEARCH_COUNT_CAP);
      expect((await walkSearch(app, query, { limit: 100 })).ids, query).toHaveLength(many);
    }
  });
});
