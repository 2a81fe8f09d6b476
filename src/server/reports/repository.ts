import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type products, reports } from '../db/schema.ts';

const columns = {
  _id: reports.id,
  productId: reports.productId,
  image: reports.image,
  itemName: reports.itemName,
  email: reports.email,
  message: reports.message,
  createdAt: reports.createdAt,
};

export function reportsRepository(db: Db) {
  return {
    /** Reports a product to the admins, naming it and its photo as stored, and the reporter as signed in. */
    async create(
      product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name'>,
      reporter: { id: string; email: string },
      message: string,
    ): Promise<string> {
      const [row] = await db
        .insert(reports)
        .values({
          productId: product.id,
          image: product.image,
          itemName: product.name,
          email: reporter.email,
          message,
          reporterId: reporter.id,
        })
        .returning({ id: reports.id });
      return row!.id;
    },
    /** Every report, newest first. */
    async listAll() {
      const rows = await db.select(columns).from(reports).orderBy(desc(reports.createdAt));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
    /** Answers how many reports went (0 or 1). */
    async delete(id: string): Promise<number> {
      const rows = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
      return rows.length;
    },
  };
}
