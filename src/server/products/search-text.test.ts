import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { searchText } from '#shared/search-text.ts';
import { type Db, migrations, openDatabase, type Database } from '../db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database.ts';

/**
 * The database reads a listing's text as shared/search-text.ts reads a search's (migration 0012,
 * `normalize_search_text`), on the engine of the run (PGlite, or PostgreSQL with DATABASE_URL); the
 * listings already there when the migration runs are read anew.
 */
let scratch: ScratchDatabase | undefined;
let database: Database;
let db: Db;

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

const rowsOf = async <Row>(statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** Written as SQL: the columns every migration since 0004 has had. */
async function list(detail: string, processor: string | null = null): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`
    insert into products (id, name, category_id, price, resell_price, phone, location, detail, date, use, image, images, seller, email, seller_id, processor)
    values (${id}, 'Lenovo', '03', 1, 1, '01711000000', 'Dhaka', ${detail}, 'Today', '1 year', '/images/ab/x.webp', '["/images/ab/x.webp"]'::jsonb,
      'S', 's@example.com', 'seller', ${processor})`);
  return id;
}

async function storedOf(id: string): Promise<{ text: string; words: string[] }> {
  const [row] = await rowsOf<{ text: string; words: string[] }>(
    sql`select search_text as "text", tsvector_to_array(search_words) as "words" from products where id = ${id}`,
  );
  return row!;
}

/** Listings from before the migration, by what each text holds. */
const BEFORE: Record<string, string> = {
  joiner: 'র\u200d্যাম ৮ জিবি',
  digits: '১৫.৬ ইঞ্চি স্ক্রিন',
  decomposed: 'লেনে\u09be\u09ad\u09c7\u09be থিংকপ্যাড',
  english: 'ThinkPad T480, 16 GB',
};
const listedBefore = new Map<string, string>();

// The database as it was before migration 0012, its listings, then the migration.
beforeAll(async () => {
  const baseUrl = process.env.DATABASE_URL;
  scratch = baseUrl ? await createScratchDatabase(baseUrl, 'market_search_text') : undefined;
  database = await openDatabase({ url: scratch?.url, dataDir: 'memory://', migrate: false });
  db = database.db;
  const before = migrations().find((m) => m.tag.startsWith('0011_'))!;
  await database.migrate(before.when);
  await db.execute(sql`insert into categories (id, name) values ('03', 'Lenovo Laptop')`);
  await db.execute(sql`insert into "user" (id, name, email, option) values ('seller', 'S', 's@example.com', 'Seller Account')`);
  for (const [name, detail] of Object.entries(BEFORE)) listedBefore.set(name, await list(detail));
  await database.migrate();
});

describe('migration 0012: the listings already there', () => {
  test('are read anew: their words without joiners, with ASCII digits, in NFC', async () => {
    expect((await storedOf(listedBefore.get('joiner')!)).words.sort()).toEqual(['8', 'lenovo', 'জিবি', 'র্যাম'].sort());
    expect((await storedOf(listedBefore.get('digits')!)).words.sort()).toEqual(['15.6', 'lenovo', 'ইঞ্চি', 'স্ক্রিন'].sort());
    expect((await storedOf(listedBefore.get('decomposed')!)).words.sort()).toEqual(['lenovo', 'লেনোভো', 'থিংকপ্যাড'].sort());
    expect((await storedOf(listedBefore.get('english')!)).words.sort()).toEqual(['16', 'gb', 'lenovo', 't480', 'thinkpad'].sort());
    for (const [name, detail] of Object.entries(BEFORE)) {
      expect((await storedOf(listedBefore.get(name)!)).text, name).toBe(searchText(`Lenovo  ${detail}`));
    }
  });

  test('both indexes of the text are there again, over the products on sale', async () => {
    const indexes = await rowsOf<{ name: string; definition: string }>(
      sql`select indexname as "name", indexdef as "definition" from pg_indexes where tablename = 'products' and indexname in ('products_on_sale_words_idx', 'products_on_sale_trigrams_idx') order by indexname`,
    );
    expect(indexes.map((index) => index.name)).toEqual(['products_on_sale_trigrams_idx', 'products_on_sale_words_idx']);
    expect(indexes[0]!.definition).toMatch(/USING gin \(search_text gin_trgm_ops\) WHERE/);
    expect(indexes[1]!.definition).toMatch(/USING gin \(search_words\) WHERE/);
  });
});

/** Characters the reading changes, or could: ASCII, Latin-1, Bangla, the general punctuation block, the byte order mark. */
function characters(): string[] {
  const ranges: [number, number][] = [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x0980, 0x09ff],
    [0x2000, 0x206f],
    [0xfeff, 0xfeff],
  ];
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));
}

describe('normalize_search_text (SQL) and searchText (TypeScript) read text alike', () => {
  const readInSql = (texts: string[]) =>
    rowsOf<{ text: string }>(
      sql`select normalize_search_text(t) as "text" from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as x(t, n) order by n`,
    );

  test('every character alone, and between two Bangla letters', async () => {
    const alone = characters();
    const between = alone.map((c) => `ক${c}\u09be`);
    for (const texts of [alone, between]) {
      const read = await readInSql(texts);
      expect(read).toHaveLength(texts.length);
      read.forEach((row, i) => expect(row.text, `U+${texts[i]!.codePointAt(0)!.toString(16)}`).toBe(searchText(texts[i]!)));
    }
  });

  test('listings and searches as people write them', async () => {
    const texts = [
      'র\u200d্যাম ১৬ জিবি, এসএসডি ৫১২ জিবি',
      'লেনোভো থিংকপ্যাড T480, ১৫.৬ ইঞ্চি',
      '\u09c7\u200d\u09be \u09dc \u09a1\u09bc \u09df',
      'ThinkPad\u200bT480 \ufeffCore i5-8350U \u00adx',
      "o'neil a\\b ভালো অবস্থায়",
    ];
    expect((await readInSql(texts)).map((row) => row.text)).toEqual(texts.map(searchText));
  });

  test('a new listing is stored as read: what the trigram index holds, and its words', async () => {
    const id = await list('র\u200d্যাম ১৬ জিবি, ১৫.৬\u200c ইঞ্চি', 'Core i5-8350U');
    const stored = await storedOf(id);
    expect(stored.text).toBe('Lenovo Core i5-8350U র্যাম 16 জিবি, 15.6 ইঞ্চি');
    expect(stored.words.sort()).toEqual(['15.6', '16', '8350u', 'core', 'i5', 'i5-8350u', 'lenovo', 'ইঞ্চি', 'জিবি', 'র্যাম'].sort());
  });
});
