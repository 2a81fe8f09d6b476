import { sql } from 'drizzle-orm';
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
