import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sellerPhones } from '../db/schema.ts';

/** The mobile numbers sellers hold (product §6), each by its 11 digits (shared/phone.ts). */
export function sellersRepository(db: Db) {
  return {
    /**
     * Gives the number to this seller unless another holds it; answers whether it is now theirs. The
     * number is the table's key, so of two sellers claiming one new number at once, one inserts and the
     * other waits for it and finds it held.
     */
    async claimPhone(phone: string, sellerId: string): Promise<boolean> {
      await db.insert(sellerPhones).values({ phone, sellerId }).onConflictDoNothing();
      const [holder] = await db.select({ sellerId: sellerPhones.sellerId }).from(sellerPhones).where(eq(sellerPhones.phone, phone));
      return holder?.sellerId === sellerId;
    },
    /** The numbers a seller holds, oldest first, and when each was proved (null: claimed by listing alone). */
    async phonesOf(sellerId: string): Promise<{ phone: string; verifiedAt: Date | null }[]> {
      return db
        .select({ phone: sellerPhones.phone, verifiedAt: sellerPhones.verifiedAt })
        .from(sellerPhones)
        .where(eq(sellerPhones.sellerId, sellerId))
        .orderBy(asc(sellerPhones.createdAt), asc(sellerPhones.phone));
    },
    /** Who holds a number, and whether they proved it; null when nobody does. */
    async holderOf(phone: string): Promise<{ sellerId: string; verifiedAt: Date | null } | null> {
      const [row] = await db
        .select({ sellerId: sellerPhones.sellerId, verifiedAt: sellerPhones.verifiedAt })
        .from(sellerPhones)
        .where(eq(sellerPhones.phone, phone));
      return row ?? null;
    },
    /** Frees a number, so the next seller to list under it holds it; answers how many were freed (0 or 1). */
    async releasePhone(phone: string): Promise<number> {
      return (await db.delete(sellerPhones).where(eq(sellerPhones.phone, phone)).returning({ phone: sellerPhones.phone })).length;
    },
  };
}
