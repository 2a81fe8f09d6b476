import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, buildTestApp, createProduct, offer, signUpAs, startConversation, type TestApp, type TestUser } from '../testing/fixtures.ts';

let app: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  seller = await signUpAs(app, 'seller', { name: 'Nadia Seller' });
  buyer = await signUpAs(app, 'buyer', { name: 'Tanvir Buyer' });
});
afterAll(async () => app?.close());

/** What `who` was told since `since` (an event id): each event's type, and a notification's kind. */
async function toldSince(who: TestUser, since: number) {
  const events = await app.ctx.events.after(who.id, since, 100);
  return events.map((e) => (e.type === 'notification' ? `notification:${(e.data as { kind: string }).kind}` : e.type));
}

describe('what the other side is told of a conversation', () => {
  test('a message, an offer, a counter and its acceptance reach the one who must hear of each, with a notification', async () => {
    const productId = await createProduct(app, seller, { resell_price: 50_000 });
    const [sellerFrom, buyerFrom] = [await app.ctx.events.latestId(seller.id), await app.ctx.events.latestId(buyer.id)];

    const conversationId = await startConversation(app, buyer, productId, 'Is it still available?');
    const offerId = await offer(app, buyer, conversationId, 40_000);
    const countered = await app.inject({
      method: 'POST',
      url: `/api/offers/${offerId}/counter`,
      headers: as(seller),
      payload: { amount: 45_000 },
    });
    expect(countered.statusCode, countered.body).toBe(201);
    const counterId = (countered.json() as { id: string }).id;
    const accepted = await app.inject({ method: 'POST', url: `/api/offers/${counterId}/accept`, headers: as(buyer) });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(await toldSince(seller, sellerFrom)).toEqual([
      'message',
      'notification:message',
      'offer',
      'notification:offer',
      'offer',
      'notification:offer-accepted',
      'booking',
      'notification:booking',
    ]);
    expect(await toldSince(buyer, buyerFrom)).toEqual(['offer', 'notification:offer-countered', 'booking', 'notification:booking']);

    const list = (await app.inject({ method: 'GET', url: '/api/notifications', headers: as(seller) })).json() as {
      items: { kind: string; data: Record<string, unknown> }[];
    };
    expect(list.items.find((n) => n.kind === 'offer')!.data).toEqual({
      conversationId,
      offerId,
      // The laptop's title, so that the notification says which of the seller's laptops it is about.
      productName: 'Lenovo ThinkPad T480, Core i5, 16 GB',
      amount: 40_000,
      from: 'Tanvir Buyer',
    });
    // Each side of the booking is told which it is on: the buyer pays in My Orders, the seller sees it in My Products.
    const bookingOf = async (who: TestUser) => {
      const page = (await app.inject({ method: 'GET', url: '/api/notifications', headers: as(who) })).json() as typeof list;
      return page.items.find((n) => n.kind === 'booking')!.data;
    };
    expect(list.items.find((n) => n.kind === 'message')!.data).toMatchObject({ productName: 'Lenovo ThinkPad T480, Core i5, 16 GB' });
    expect(await bookingOf(buyer)).toMatchObject({
      conversationId,
      offerId: counterId,
      amount: 45_000,
      party: 'buyer',
      productName: 'Lenovo ThinkPad T480, Core i5, 16 GB',
    });
    expect(await bookingOf(seller)).toMatchObject({ conversationId, offerId: counterId, amount: 45_000, party: 'seller' });
    // Nobody's e-mail address travels in what is told.
    const everything = JSON.stringify([
      await app.ctx.events.after(seller.id, sellerFrom, 100),
      await app.ctx.events.after(buyer.id, buyerFrom, 100),
    ]);
    expect(everything).not.toContain(seller.email);
    expect(everything).not.toContain(buyer.email);
  });
});
