import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userBlocks } from '../db/schema.ts';

/** Who blocked whom (a row goes with either user's account). */
export function blocksRepository(db: Db) {
  return {
    /** `blockerId` blocks `blockedId`; blocking twice changes nothing. */
    async block(blockerId: string, blockedId: string): Promise<void> {
      await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },
    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },
    /** Whether `me` blocked `other`, and whether `other` blocked `me`. */
    async between(me: string, other: string): Promise<{ iBlocked: boolean; theyBlocked: boolean }> {
      const rows = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, other)),
            and(eq(userBlocks.blockerId, other), eq(userBlocks.blockedId, me)),
          ),
        );
      return { iBlocked: rows.some((r) => r.blockerId === me), theyBlocked: rows.some((r) => r.blockerId === other) };
    },
    /** Which of `others` the user blocked. */
    async blockedAmong(blockerId: string, others: string[]): Promise<Set<string>> {
      if (others.length === 0) return new Set();
      const rows = await db
        .select({ blockedId: userBlocks.blockedId })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), inArray(userBlocks.blockedId, others)));
      return new Set(rows.map((r) => r.blockedId));
    },
  };
}
