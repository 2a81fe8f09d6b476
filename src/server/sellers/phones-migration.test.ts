import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mobileNumber } from '#shared/phone.ts';
import { migrations, openDatabase, type Database } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database.ts';

/**
 * Migration 0006 gives each number already listed to the seller who listed it first, reading the stored
 * numbers in SQL as shared/phone.ts reads them (on PGlite, or on PostgreSQL with DATABASE_URL).
 */
let scratch: ScratchDatabase | undefined;
let database: Database;

/** Numbers as sellers typed them before the rule, each with the number it is (or null: nobody's). */
const WRITTEN: [string, string | null][] = [
  ['01711-000001', '01711000001'],
  ['+880 1711 000002', '01711000002'],
  ['8801711000003', '01711000003'],
  ['+88 01711-000004', '01711000004'],
  ['+880 (0)1711 000005', '01711000005'],
  ['(+880) 1711.000006', '01711000006'],
  ['01711000007 ext 9', '01711000007'],
  ['০১৭১১০০০০০৮', '01711000008'],
  ['017110000099', '01711000009'],
  ['02-9876543', null],
  ['1711000010', null],
  ['+01711000011', null],
  ['Call 01711000012', null],
  ['01211000013', null],
];

beforeAll(async () => {
  const baseUrl = process.env.DATABASE_URL;
  scratch = baseUrl ? await createScratchDatabase(baseUrl, 'market_phones') : undefined;
  database = await openDatabase({ url: scratch?.url, dataDir: 'memory://', migrate: false });
  const before = migrations().find((m) => m.tag.startsWith('0004_'))!;
  await database.migrate(before.when);
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

test('every number already listed is held by its first seller, read as a listing reads it now', async () => {
  const { db } = database;
  await db.insert(categories).values({ id: '03', name: 'Lenovo Laptop' });
  const seller = async (name: string) => {
    const id = randomUUID();
    // As SQL too: the user table as it was then, without the columns it has since gained (its language).
    await db.execute(
      sql`insert into "user" (id, name, email, option) values (${id}, ${name}, ${`${name}-${id}@example.com`}, 'Seller Account')`,
    );
    return id;
  };
  // Written as SQL: the table as it was before migration 0004, without the columns the schema has since gained.
  const listed = async (sellerId: string, phone: string, createdAt: Date) =>
    db.execute(sql`
      insert into products (name, category_id, price, resell_price, phone, location, detail, date, use, image, images, seller, email, seller_id, created_at)
      values ('Lenovo', '03', 1, 1, ${phone}, 'Dhaka', 'ThinkPad', 'Today', '1 year', '/images/ab/x.webp', '["/images/ab/x.webp"]'::jsonb,
        'S', 's@example.com', ${sellerId}, ${createdAt.toISOString()})`);
  const first = await seller('first');
  const later = await seller('later');
  for (const [i, [phone]] of WRITTEN.entries()) {
    // Each number written once by the first seller, then the same number written differently, later, by another.
    await listed(first, phone, new Date(Date.UTC(2026, 0, 1, 0, i)));
    await listed(later, phone.replace(/^0/, '+880 ').replace(/-/g, ' '), new Date(Date.UTC(2026, 0, 2, 0, i)));
  }

  await database.migrate();

  const held = (await db.execute(sql`select phone, seller_id from seller_phones order by phone`)) as unknown as {
    rows: { phone: string; seller_id: string }[];
  };
  const expected = WRITTEN.flatMap(([, number]) => (number ? [{ phone: number, seller_id: first }] : []));
  expect(held.rows).toEqual(expected);
  // The same reading as the schema's, text by text.
  for (const [phone, number] of WRITTEN) expect(mobileNumber(phone), phone).toBe(number);
});
