import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, products } from '../db/schema.ts';
import { book, buildTestApp, createProduct, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';
import { recordSale } from './record-sale.ts';

let app: TestApp;
let seller: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  seller = await signUpAs(app, 'seller');
});
afterAll(async () => app?.close());

/** A product at 30000 booked by three buyers. */
async function bookedProduct(): Promise<{ productId: string; bookingIds: string[] }> {
  const productId = await createProduct(app, seller, { resell_price: 30000 }, 'bearer');
  const bookingIds: string[] = [];
  for (let i = 0; i < 3; i++) bookingIds.push(await book(app, await signUpAs(app, 'buyer'), productId, {}, 'bearer'));
  return { productId, bookingIds };
}

const rows = async (bookingId: string) =>
  (await app.ctx.db.select({ n: count() }).from(payments).where(eq(payments.bookingId, bookingId)))[0]!.n;

describe('recordSale', () => {
  it('inserts one payment for 50 concurrent calls for one booking, each answered with the first', async () => {
    const { productId, bookingIds } = await bookedProduct();
    const bookingId = bookingIds[0]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        recordSale(app.ctx.events, {
          bookingId,
          productId,
          price: 30000,
          transactionId: `pi_concurrent_${bookingId}_${i}`,
          method: 'card',
          provider: 'sandbox',
          email: 'b@example.com',
        }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const first = results.find((r) => r.created)!;
    expect(results.every((r) => r.id === first.id && r.transactionId === first.transactionId)).toBe(true);
    expect(await rows(bookingId)).toBe(1);
    const [booking] = await app.ctx.db.select({ paid: bookings.paid }).from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.paid).toBe(true);
    const [product] = await app.ctx.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
    expect(product!.status).toBe('sold');
  });

  it('sells a product to one booking when its bookings are paid concurrently; the others record nothing', async () => {
    const { productId, bookingIds } = await bookedProduct();
    const outcomes = await Promise.allSettled(
      bookingIds.flatMap((bookingId, b) =>
        Array.from({ length: 10 }, (_, i) =>
          recordSale(app.ctx.events, {
            bookingId,
            productId,
            price: 30000,
            transactionId: `pi_race_${b}_${i}_${bookingId}`,
            method: 'card',
            provider: 'sandbox',
            email: 'b@example.com',
          }),
        ),
      ),
    );
    const paid = new Set(outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.id] : [])));
    expect(paid.size).toBe(1);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(20);
    for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 409, code: 'product-sold' });
    const counts = await Promise.all(bookingIds.map(rows));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const paidBookings = await app.ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.paid, true));
    expect(paidBookings.filter((b) => bookingIds.includes(b.id))).toHaveLength(1);
  });

  it('tells the seller once that the payment came, with the amount, and the buyer that the booking is paid', async () => {
    const { productId, bookingIds } = await bookedProduct();
    const [sale] = await app.ctx.db.select({ sellerId: products.sellerId }).from(products).where(eq(products.id, productId));
    const [booked] = await app.ctx.db.select({ buyerId: bookings.buyerId }).from(bookings).where(eq(bookings.id, bookingIds[0]!));
    const sellerBefore = await app.ctx.events.latestId(sale!.sellerId!);
    const buyerBefore = await app.ctx.events.latestId(booked!.buyerId!);
    const sale1 = {
      bookingId: bookingIds[0]!,
      productId,
      price: 30000,
      transactionId: `pi_told_${productId}`,
      method: 'card' as const,
      provider: 'sandbox' as const,
      email: 'b@example.com',
    };
    await recordSale(app.ctx.events, sale1);
    await recordSale(app.ctx.events, sale1);
    const told = await app.ctx.events.after(sale!.sellerId!, sellerBefore, 10);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'notification',
      data: { kind: 'payment', data: { bookingId: bookingIds[0], productId, amount: 30000 } },
    });
    expect(await app.ctx.events.after(booked!.buyerId!, buyerBefore, 10)).toMatchObject([
      { type: 'payment', data: { bookingId: bookingIds[0] } },
    ]);
  });
});
