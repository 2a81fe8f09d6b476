import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrations, openDatabase, type Database } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database.ts';

/**
 * Migration 0015 gives the listings on sale when it runs 30 days from then, so that none leaves the lists at
 * once because expiry is new; a sold listing has none (on PGlite, or on PostgreSQL with DATABASE_URL).
 */
let scratch: ScratchDatabase | undefined;
let database: Database;

beforeAll(async () => {
  const baseUrl = process.env.DATABASE_URL;
  scratch = baseUrl ? await createScratchDatabase(baseUrl, 'market_expiry') : undefined;
  database = await openDatabase({ url: scratch?.url, dataDir: 'memory://', migrate: false });
  const before = migrations().find((m) => m.tag.startsWith('0015_'))!;
  const last = migrations()
    .filter((m) => m.when < before.when)
    .at(-1)!;
  await database.migrate(last.when);
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

test('the listings on sale get 30 days from the migration; sold ones none; all keep their status', async () => {
  const { db } = database;
  await db.insert(categories).values({ id: '03', name: 'Lenovo Laptop' });
  const sellerId = randomUUID();
  await db.execute(
    sql`insert into "user" (id, name, email, option) values (${sellerId}, 'S', ${`s-${sellerId}@example.com`}, 'Seller Account')`,
  );
  // Written as SQL: the table as it was before migration 0015.
  const listed = async (status: string, createdAt: Date) => {
    const result = (await db.execute(sql`
      insert into products (name, category_id, price, resell_price, phone, location, detail, date, use, image, images, seller, email, seller_id, status, created_at)
      values ('Lenovo', '03', 1, 1, '01711000001', 'Dhaka', 'ThinkPad', 'Today', '1 year', '/images/ab/x.webp', '["/images/ab/x.webp"]'::jsonb,
        'S', 's@example.com', ${sellerId}, ${status}, ${createdAt.toISOString()}) returning id`)) as unknown as { rows: { id: string }[] };
    return result.rows[0]!.id;
  };
  // Listed long ago: by the new rule it would have expired already.
  const old = await listed('available', new Date(Date.UTC(2025, 0, 1)));
  const sold = await listed('sold', new Date(Date.UTC(2025, 0, 1)));

  const before = Date.now();
  await database.migrate();
  const after = Date.now();

  const rows = (await db.execute(sql`select id, status, expires_at from products`)) as unknown as {
    rows: { id: string; status: string; expires_at: string | Date | null }[];
  };
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  expect(byId.get(old)!.status).toBe('available');
  const expires = new Date(byId.get(old)!.expires_at!).getTime();
  const DAYS_30 = 30 * 86_400_000;
  // The database's clock and this process's agree to within a few seconds.
  expect(expires).toBeGreaterThanOrEqual(before + DAYS_30 - 5_000);
  expect(expires).toBeLessThanOrEqual(after + DAYS_30 + 5_000);
  expect(byId.get(sold)).toMatchObject({ status: 'sold', expires_at: null });
});
