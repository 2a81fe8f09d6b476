import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.ts';
import { as, book, type Cast, createProduct, markPaid, signUp, type TestApp } from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

describe('what goes with a deleted product', () => {
  let app: TestApp;
  let cast: Cast;
  const bookingRow = async (id: string) => (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  withAppAndCast((built, signedUp) => {
    app = built;
    cast = signedUp;
  });

  it('a deleted product takes its unpaid bookings with it and keeps the paid ones', async () => {
    const productId = await createProduct(app, cast.seller);
    const secondBuyer = await signUp(app);
    const unpaid = await book(app, cast.buyer, productId);
    const paid = await book(app, secondBuyer, productId);
    await markPaid(app, paid);

    const res = await app.inject({ method: 'DELETE', url: `/api/itemName/${productId}`, headers: as(cast.seller) });
    expect(res.json()).toEqual({ deletedCount: 1 });

    expect(await bookingRow(unpaid)).toBeUndefined();
    const kept = await bookingRow(paid);
    expect(kept).toMatchObject({ paid: true, productId: null });
    const pay = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: as(cast.buyer),
      payload: { bookingId: unpaid },
    });
    expect(pay.statusCode).toBe(404);
  });
});
