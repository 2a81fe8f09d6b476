import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { phoneCodes } from '../db/schema.ts';

/** Codes sent to a number by one asker since a time: how many, and when the oldest went. */
export interface Sent {
  sellerId: string;
  n: number;
  oldest: Date;
}

/** The codes sent to prove numbers (db/schema.ts `phone_codes`). */
export function phoneCodesRepository(db: Db) {
  return {
    /** Records a code sent to `phone` for a seller; answers its id. */
    async add(row: { phone: string; sellerId: string; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<string> {
      const [added] = await db.insert(phoneCodes).values(row).returning({ id: phoneCodes.id });
      return added!.id;
    },
    /** The codes sent to `phone` since `since`, by who asked: how many, and when the oldest went. */
    async sentSince(phone: string, since: Date): Promise<Sent[]> {
      const rows = await db
        .select({ sellerId: phoneCodes.sellerId, n: count(), oldest: sql<string>`min(${phoneCodes.createdAt})` })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, since)))
        .groupBy(phoneCodes.sellerId);
      return rows.map((row) => ({ sellerId: row.sellerId, n: row.n, oldest: new Date(row.oldest) }));
    },
    /** The numbers a user asked codes for since `since`, each with when its first code of that time went. */
    async numbersAskedSince(sellerId: string, since: Date): Promise<{ phone: string; first: Date }[]> {
      const rows = await db
        .select({ phone: phoneCodes.phone, first: sql<string>`min(${phoneCodes.createdAt})` })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.sellerId, sellerId), gt(phoneCodes.createdAt, since)))
        .groupBy(phoneCodes.phone);
      return rows.map((row) => ({ phone: row.phone, first: new Date(row.first) }));
    },
    /** Forgets the codes of `phone` sent before `before`: they no longer work nor count. */
    async deleteOlder(phone: string, before: Date): Promise<void> {
      await db.delete(phoneCodes).where(and(eq(phoneCodes.phone, phone), lt(phoneCodes.createdAt, before)));
    },
    async delete(id: string): Promise<void> {
      await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
    },
    /** Ends the codes of `phone` sent for this seller that still work: a new one takes their place. */
    async endWorking(phone: string, sellerId: string, now: Date, except: string): Promise<void> {
      await db
        .update(phoneCodes)
        .set({ expiresAt: now })
        .where(
          and(eq(phoneCodes.phone, phone), eq(phoneCodes.sellerId, sellerId), gt(phoneCodes.expiresAt, now), ne(phoneCodes.id, except)),
        );
    },
    /** The newest code sent to `phone` for this seller (the one that works longest): the only one that may be typed. */
    async newest(phone: string, sellerId: string) {
      const [row] = await db
        .select()
        .from(phoneCodes)
        .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.sellerId, sellerId)))
        .orderBy(desc(phoneCodes.expiresAt), desc(phoneCodes.createdAt))
        .limit(1);
      return row ?? null;
    },
    /**
     * Counts one entry of a code, unless it has had its `max` tries already; answers the tries now, or null
     * when none was left. One statement, so entries typed at once cannot share a try.
     */
    async takeTry(id: string, max: number): Promise<number | null> {
      const [row] = await db
        .update(phoneCodes)
        .set({ tries: sql`${phoneCodes.tries} + 1` })
        .where(and(eq(phoneCodes.id, id), lt(phoneCodes.tries, max)))
        .returning({ tries: phoneCodes.tries });
      return row?.tries ?? null;
    },
    /** Every code of a number: it is proved. */
    async deleteAll(phone: string): Promise<void> {
      await db.delete(phoneCodes).where(eq(phoneCodes.phone, phone));
    },
  };
}
