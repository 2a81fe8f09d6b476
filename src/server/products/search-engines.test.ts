import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { searchPage, searchQuery } from '#shared/schemas/search.ts';
import type { Db } from '../db/client.ts';
import { postgresServer } from '../testing/postgres-server.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { trustedSellers } from '../reviews/standing.ts';
import { productSearch } from './search.ts';
import { searchCursors } from './search-cursor.ts';

/**
 * The same listings on PGlite and on PostgreSQL, with the same ids and times: every search below answers the
 * same products in the same order on both, with the same count and cursors (decision 012, "Bangla on both
 * engines"). Before migration 0012 the two split "র‍্যাম" (with a zero-width joiner) differently, and
 * neither read "১৫.৬" as "15.6". It needs PostgreSQL: DATABASE_URL's server, or the local one when it answers.
 */
const server = await postgresServer();
const SECRET = 'search-engines-test-secret-0123456789abcdef';

/** Listings as sellers write them: joiners, Bangla digits, vowel signs in two parts, invisible characters. */
const LISTINGS: [brand: string, detail: string, price: number][] = [
  ['Lenovo', 'ThinkPad T480, Core i5, 16 GB', 52_000],
  ['Lenovo', 'থিংকপ্যাড ল্যাপটপ, ১৬ জিবি র\u200d্যাম', 45_000],
  ['Lenovo', 'লেনে\u09be\u09ad\u09c7\u09be আইডিয়াপ্যাড, ৮ জিবি', 36_000],
  ['Hp', 'এইচপি প্রোবুক, র্যাম ৮ জিবি, কোর আই৫', 30_000],
  ['Hp', 'EliteBook 840 G5, 15.6 inch, Core i5-8350U', 45_000],
  ['Dell', 'ডেল ল্যাপটপ, ১৫.৬ ইঞ্চি', 47_000],
  ['Dell', 'Latitude 7490, 15.6 inch business laptop', 38_000],
  ['Asus', 'ROG\u200bStrix গেমিং\u200cল্যাপটপ, এসএসডি ৫১২ জিবি', 72_000],
  ['Acer', 'Nitro 5 gaming laptop, 8 GB RAM', 60_000],
  ['Apple', 'MacBook Air M1, ১৩.৩ ইঞ্চি, ভালো অবস্থায়', 95_000],
  ['Microsoft', 'Surface\u00adLaptop 3, \u200eব্যাটারি ব্যাকআপ ৪ ঘণ্টা', 58_000],
  ['MSI', 'GF63 Thin, \ufeffগেমিং', 62_000],
  ['Avita', 'Liber V14, ১৪ ইঞ্চি, ৮ জিবি র্যাম', 28_000],
];
const idOf = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

/** Searches in Bangla, English and both, with filters in Bangla digits, and typos. */
const SEARCHES: Record<string, string>[] = [
  { q: 'লেনোভো' },
  { q: 'lenovo' },
  { q: 'ডেল ল্যাপটপ' },
  { q: '১৫.৬' },
  { q: '15.6' },
  { q: 'লেনোভো ১৬ জিবি' },
  { q: 'র্যাম' },
  { q: 'র\u200d্যাম' },
  { q: 'র' },
  { q: '্যাম' },
  { q: 'গেমিং' },
  { q: 'গেমিংল্যাপটপ' },
  { q: 'strix' },
  { q: 'surfacelaptop' },
  { q: 'laptop' },
  { q: 'আই৫' },
  { q: 'অবস্থা' },
  { q: 'ব্যাটারি ব্যাকআপ' },
  { q: 'ল্যাপটব' },
  { q: 'লেনোভো thinkpda' },
  { q: 'জিবি', maxPrice: '৪৫০০০' },
  { q: 'ল্যাপটপ', sort: 'price_asc' },
  { q: 'ইঞ্চি', minPrice: '৩০০০০', sort: 'price_desc' },
  { minPrice: '৪৫০০০', maxPrice: '৬০০০০' },
];

describe.runIf(server)('the same search on PGlite and on PostgreSQL', () => {
  let pglite: TestDatabase;
  let postgres: TestDatabase;

  async function fill(db: Db) {
    for (const { id, name } of CATEGORIES) await db.execute(sql`insert into categories (id, name) values (${id}, ${name})`);
    await db.execute(sql`insert into "user" (id, name, email, option) values ('seller', 'Sami', 'sami@example.com', 'Seller Account')`);
    for (const [i, [brand, detail, price]] of LISTINGS.entries()) {
      const category = CATEGORIES.find((c) => c.name.startsWith(brand))!.id;
      await db.execute(sql`
        insert into products (id, name, category_id, price, resell_price, phone, location, detail, date, use, image, images, seller, email, seller_id, created_at)
        values (${idOf(i)}, ${brand}, ${category}, ${price}, ${price}, '01711000000', 'Dhaka', ${detail}, 'Today', '1 year',
          '/images/ab/x.webp', '["/images/ab/x.webp"]'::jsonb, 'Sami', 'sami@example.com', 'seller',
          timestamptz '2026-11-01T00:00:00Z' + ${i} * interval '1 minute')`);
    }
  }

  beforeAll(async () => {
    [pglite, postgres] = await Promise.all([openTestDatabase({ engine: 'pglite' }), openTestDatabase({ serverUrl: server! })]);
    await Promise.all([fill(pglite.database.db), fill(postgres.database.db)]);
  });
  afterAll(async () => {
    await pglite?.remove();
    await postgres?.remove();
  });

  /** Every page of a search, two products a page, on one engine: the ids in order, each page's count and cursor. */
  async function walk(db: Db, engine: 'pglite' | 'postgres', fields: Record<string, string>) {
    const search = productSearch(db, searchCursors(SECRET), engine, { now: Date.now, trustedSellers: (now) => trustedSellers(db, now) });
    const pages: { ids: string[]; total: number | null; nextCursor: string | null }[] = [];
    let cursor: string | null = null;
    do {
      const page = searchPage.parse(JSON.parse(await search(searchQuery.parse({ ...fields, limit: '2', ...(cursor ? { cursor } : {}) }))));
      pages.push({ ids: page.items.map((item) => item._id), total: page.total, nextCursor: page.nextCursor });
      cursor = page.nextCursor;
    } while (cursor && pages.length < 20);
    return pages;
  }

  test('each listing is stored alike: the same normalized text, the same words', async () => {
    const stored = (db: Db) =>
      db.execute(sql`select id, search_text as "text", search_words::text as "words" from products order by id`) as unknown as Promise<{
        rows: { id: string; text: string; words: string }[];
      }>;
    const [onPglite, onPostgres] = await Promise.all([stored(pglite.database.db), stored(postgres.database.db)]);
    expect(onPglite.rows).toHaveLength(LISTINGS.length);
    expect(onPostgres.rows).toEqual(onPglite.rows);
    // No joiner or Bangla digit is left in what is indexed.
    for (const row of onPglite.rows) expect(row.text).not.toMatch(/[\u200b-\u200f\u00ad\ufeff০-৯]/u);
  });

  const label = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
  test.each(SEARCHES.map((fields) => [label(fields), fields] as const))('%s', async (_, fields) => {
    const [onPglite, onPostgres] = await Promise.all([
      walk(pglite.database.db, 'pglite', fields),
      walk(postgres.database.db, 'postgres', fields),
    ]);
    expect(onPostgres).toEqual(onPglite);
  });

  test('what the searches find, on both: Bangla and English words, joiners and digits alike', async () => {
    const ids = async (fields: Record<string, string>) => {
      const [onPglite, onPostgres] = await Promise.all([
        walk(pglite.database.db, 'pglite', fields),
        walk(postgres.database.db, 'postgres', fields),
      ]);
      const found = onPglite.flatMap((page) => page.ids);
      expect(onPostgres.flatMap((page) => page.ids)).toEqual(found);
      return found;
    };
    const newest = (...listings: number[]) => listings.sort((a, b) => b - a).map(idOf);
    expect(await ids({ q: 'লেনোভো' })).toEqual(newest(0, 1, 2));
    expect(await ids({ q: '১৫.৬' })).toEqual(newest(4, 5, 6));
    expect(await ids({ q: 'লেনোভো ১৬ জিবি' })).toEqual(newest(0, 1));
    expect(await ids({ q: 'র\u200d্যাম' })).toEqual(newest(1, 3, 8, 12));
    expect(await ids({ q: 'র' })).toEqual([]);
    expect(await ids({ q: 'গেমিংল্যাপটপ' })).toEqual(newest(7));
    expect(await ids({ q: 'surfacelaptop' })).toEqual(newest(10));
    expect(await ids({ q: 'আই৫' })).toEqual(newest(0, 3, 4));
    // A typo: the words like it, "ল্যাপটপ" and the "ল্যাপটপ" inside "গেমিং‌ল্যাপটপ" (one word once its non-joiner is gone).
    expect(await ids({ q: 'ল্যাপটব' })).toEqual(newest(1, 5, 7));
  });
});
