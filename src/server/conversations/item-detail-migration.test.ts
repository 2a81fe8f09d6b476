import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrations, openDatabase, type Database } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database.ts';
import { conversationsOf } from './summaries.ts';

/**
 * Migration 0018 gives each conversation a copy of its product's version text, so that conversations
 * started before it show their laptop's title too; one whose product is gone keeps its brand alone (on
 * PGlite, or on PostgreSQL with DATABASE_URL).
 */
let scratch: ScratchDatabase | undefined;
let database: Database;

beforeAll(async () => {
  const baseUrl = process.env.DATABASE_URL;
  scratch = baseUrl ? await createScratchDatabase(baseUrl, 'market_conversation_detail') : undefined;
  database = await openDatabase({ url: scratch?.url, dataDir: 'memory://', migrate: false });
  const added = migrations().find((m) => m.tag.startsWith('0018_'))!;
  const before = migrations()
    .filter((m) => m.when < added.when)
    .at(-1)!;
  await database.migrate(before.when);
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

test("the conversations started before it show their laptop's title; one whose product is gone, its brand", async () => {
  const { db } = database;
  await db.insert(categories).values({ id: '07', name: 'Dell Laptop' });
  const person = async (name: string) => {
    const id = randomUUID();
    await db.execute(
      sql`insert into "user" (id, name, email, option) values (${id}, ${name}, ${`${name}-${id}@example.com`}, 'Seller Account')`,
    );
    return id;
  };
  const [sellerId, buyerId] = [await person('seller'), await person('buyer')];
  // Written as SQL: the tables as they were before migration 0018.
  const listed = async (detail: string) => {
    const result = (await db.execute(sql`
      insert into products (name, category_id, price, resell_price, phone, location, detail, date, use, image, images, seller, email, seller_id)
      values ('Dell', '07', 60000, 50000, '01711000001', 'Dhaka', ${detail}, 'Today', '1 year', '/images/ab/x.webp',
        '["/images/ab/x.webp"]'::jsonb, 'S', 's@example.com', ${sellerId}) returning id`)) as unknown as { rows: { id: string }[] };
    return result.rows[0]!.id;
  };
  const talk = async (productId: string | null, itemName: string) =>
    db.execute(sql`
      insert into conversations (product_id, buyer_id, seller_id, item_name, image, price)
      values (${productId}, ${buyerId}, ${sellerId}, ${itemName}, '/images/ab/x.webp', 50000)`);
  await talk(await listed('Latitude 5490, Core i5'), 'Dell');
  await talk(await listed('XPS 13 9370'), 'Dell');
  // Its product deleted before the migration: nothing left to copy.
  await talk(null, 'Asus');

  await database.migrate();

  const titles = (await conversationsOf(db, buyerId, Date.now())).map((c) => [c.product.name, c.product.title]);
  expect(titles.sort()).toEqual([
    ['Asus', 'Asus'],
    ['Dell', 'Dell Latitude 5490, Core i5'],
    ['Dell', 'Dell XPS 13 9370'],
  ]);
  const copies = (await db.execute(sql`select item_detail from conversations order by item_detail`)) as unknown as {
    rows: { item_detail: string }[];
  };
  expect(copies.rows.map((r) => r.item_detail)).toEqual(['', 'Latitude 5490, Core i5', 'XPS 13 9370']);
});
