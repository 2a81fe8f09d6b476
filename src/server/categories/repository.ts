import { asc, sql } from 'drizzle-orm';
import { CATEGORIES } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { categories } from '../db/schema.ts';

/** The nine brand categories always exist, whatever the database held before. */
export async function ensureCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES)
    .onConflictDoUpdate({ target: categories.id, set: { name: sql`excluded.name` } });
}

/** Every category, in the order of their ids. */
export async function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.id));
}
