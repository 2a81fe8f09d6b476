import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.ts';
import { as, book, type Cast, createProduct, pay, signUp, type TestApp } from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

describe('what goes with a deleted user', () => {
  let app: TestApp;
  let cast: Cast;
  const bookingRow = async (id: string) => (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  withAppAndCast((built, signedUp) => {
    app = built;
    cast = signedUp;
  });

  it('a deleted seller takes the unpaid bookings of their products', async () => {
    const seller = await signUp(app, { option: 'Seller Account' });
    const productId = await createProduct(app, seller);
    const unpaid = await book(app, cast.buyer, productId);
    const res = await app.inject({ method: 'DELETE', url: `/api/user/sellers/${seller.id}`, headers: as(cast.admin) });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await bookingRow(unpaid)).toBeUndefined();
  });

  it("a deleted buyer's unpaid orders go and paid ones stay on record", async () => {
    const buyer = await signUp(app);
    const first = await createProduct(app, cast.seller);
    const second = await createProduct(app, cast.seller);
    const unpaid = await book(app, buyer, first);
    const paid = await book(app, buyer, second);
    await pay(app, buyer, paid);
    const res = await app.inject({ method: 'DELETE', url: `/api/user/buyers/${buyer.id}`, headers: as(cast.admin) });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await bookingRow(unpaid)).toBeUndefined();
    expect(await bookingRow(paid)).toMatchObject({ paid: true, buyerId: null, email: buyer.email });
  });

  it('an admin is never deleted, and nothing of theirs goes either', async () => {
    const productId = await createProduct(app, cast.seller);
    const booking = await book(app, cast.admin, productId);
    const res = await app.inject({ method: 'DELETE', url: `/api/users/${cast.admin.id}`, headers: as(cast.admin) });
    expect(res.statusCode).toBe(403);
    expect(await bookingRow(booking)).toBeDefined();
  });
});
