import { asc, sql } from 'drizzle-orm';
import { CATEGORIES } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { categories } from '../db/schema.ts';

export function categoriesRepository(db: Db) {
  return {
    /** The nine brand categories always exist, whatever the database held before. */
    async ensureAll(): Promise<void> {
      await db
        .insert(categories)
        .values(CATEGORIES)
        .onConflictDoUpdate({ target: categories.id, set: { name: sql`excluded.name` } });
    },
    /** Every category, in the order of their ids. */
    async list() {
      return db.select().from(categories).orderBy(asc(categories.id));
    },
  };
}
