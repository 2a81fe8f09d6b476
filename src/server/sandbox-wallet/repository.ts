import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxWalletPayments } from '../db/schema.ts';

export type WalletRow = typeof sandboxWalletPayments.$inferSelect;

/** The sandbox wallet's books: one row per payment created on it. */
export function sandboxWalletRepository(db: Db) {
  return {
    async create(row: Pick<WalletRow, 'paymentId' | 'invoice' | 'amount' | 'callbackUrl'>): Promise<WalletRow> {
      const [created] = await db.insert(sandboxWalletPayments).values(row).returning();
      return created!;
    },
    async find(paymentId: string): Promise<WalletRow | null> {
      const [row] = await db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.paymentId, paymentId));
      return row ?? null;
    },
    /** Moves a payment from `from` to `to` (with what goes with it); null when it was not in `from`. */
    async move(paymentId: string, from: string, to: Partial<WalletRow> & { status: string }): Promise<WalletRow | null> {
      const [row] = await db
        .update(sandboxWalletPayments)
        .set(to)
        .where(and(eq(sandboxWalletPayments.paymentId, paymentId), eq(sandboxWalletPayments.status, from)))
        .returning();
      return row ?? null;
    },
    /** Adds a refund of `amount` to a completed payment unless it would give back more than was paid. */
    async addRefund(paymentId: string, trxId: string, amount: number): Promise<WalletRow | null> {
      const [row] = await db
        .update(sandboxWalletPayments)
        .set({ refundedAmount: sql`${sandboxWalletPayments.refundedAmount} + ${amount}` })
        .where(
          and(
            eq(sandboxWalletPayments.paymentId, paymentId),
            eq(sandboxWalletPayments.trxId, trxId),
            eq(sandboxWalletPayments.status, 'Completed'),
            sql`${sandboxWalletPayments.refundedAmount} + ${amount} <= ${sandboxWalletPayments.amount}`,
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
