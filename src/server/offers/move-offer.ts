import { LIMITS, PRODUCT_STATUS, type OfferAction, type Party } from '#shared/constants.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import type { AppContext } from '../context.ts';
import { assertMayWrite } from '../conversations/may-write.ts';
import { conversationsRepository, type ConversationRow } from '../conversations/repository.ts';
import { aboutOf, withTelling } from '../conversations/tell.ts';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../http-error.ts';
import { productsRepository } from '../products/repository.ts';
import { usersRepository } from '../users/repository.ts';
import { offersRepository, type OfferRow } from './repository.ts';
import { assertMove, OFFER_MAKER } from './states.ts';
import { expireIfDue, OFFER_EXPIRE_JOB } from './expire.ts';

/*
 * Making and answering offers: each in one transaction, the conversation's row locked first so that its
 * offers move one at a time. states.ts says which move may be made; this module makes it, with what goes
 * with it: the expiry job of a new offer, the offer's card in the conversation, the booking of an accepted
 * one, and the news for the other side (tell.ts).
 */

const HOUR = 3_600_000;

/** The other side of `side`, by id: whom an offer's news reaches. */
const otherOf = (conversation: Pick<ConversationRow, 'buyerId' | 'sellerId'>, side: Party) =>
  side === 'buyer' ? conversation.sellerId : conversation.buyerId;

/**
 * The product an offer is about, as stored now: 409 `product-removed` once deleted or removed, 409
 * `product-sold` once sold, 409 `product-not-on-sale` once expired. Offers are made and accepted only on a
 * product on sale.
 */
async function productOnSale(tx: Db, conversation: ConversationRow) {
  const product = conversation.productId ? await productsRepository(tx).findAnyById(conversation.productId) : null;
  if (!product || product.removedAt) throw conflict('product-removed');
  if (product.status === PRODUCT_STATUS.sold) throw conflict('product-sold');
  if (product.status !== PRODUCT_STATUS.available) throw conflict('product-not-on-sale');
  return product;
}

/** An amount is at most the product's resell price as stored: 400 `offer-above-price` otherwise. */
function assertAmount(amount: number, product: { resellPrice: number }): void {
  if (amount > product.resellPrice) throw badRequest('offer-above-price');
}

/** The buyer's offers on this product (one conversation per product and buyer), counter-offers included: at most five. */
async function assertBelowCap(tx: Db, conversationId: string): Promise<void> {
  if ((await offersRepository(tx).countByBuyer(conversationId)) >= LIMITS.offersPerBuyerPerProduct) throw conflict('offer-limit-reached');
}

/** A new open offer, with its card in the conversation and its expiry queued with it. */
async function openOffer(ctx: AppContext, tx: Db, conversation: ConversationRow, by: Party, amount: number): Promise<OfferRow> {
  const expiresAt = new Date(ctx.clock.now() + LIMITS.offerHours * HOUR);
  const created = await offersRepository(tx).create({ conversationId: conversation.id, by, amount, expiresAt });
  if (!created) throw conflict('offer-already-open');
  await ctx.jobs.send(OFFER_EXPIRE_JOB, { offerId: created.id }, { startAfter: expiresAt, tx });
  await conversationsRepository(tx).addMessage({ conversationId: conversation.id, sender: by, offerId: created.id });
  return created;
}

/** The conversation, locked, and the caller's side in it; 404 `notFoundCode` when it is gone meanwhile. */
async function locked(tx: Db, conversationId: string, notFoundCode: 'conversation-not-found' | 'offer-not-found') {
  const conversation = await conversationsRepository(tx).lockById(conversationId);
  if (!conversation) throw notFound(notFoundCode);
  return conversation;
}

/** Who acts: their side of the conversation, and their name for the news the other side is told. */
export interface Actor {
  side: Party;
  name: string;
}

/**
 * The buyer offers `amount` in their conversation: 403 `offer-buyer-only` for the seller; 409
 * `offer-already-open` while one waits for an answer; 409 `offer-limit-reached` after five; 400
 * `offer-above-price`; 409 for a product sold or gone; 403 or 409 when the other side cannot be written to.
 */
export async function makeOffer(ctx: AppContext, conversationId: string, actor: Actor, amount: number): Promise<OfferRow> {
  const { side } = actor;
  if (side !== OFFER_MAKER) throw forbidden('offer-buyer-only');
  return withTelling(ctx, async (tx, tell) => {
    const conversation = await locked(tx, conversationId, 'conversation-not-found');
    await assertMayWrite(tx, conversation, side);
    const product = await productOnSale(tx, conversation);
    assertAmount(amount, product);
    const open = (await offersRepository(tx).openIn([conversation.id])).get(conversation.id);
    if (open && !(await expireIfDue(ctx, tx, tell, conversation, open))) throw conflict('offer-already-open');
    await assertBelowCap(tx, conversation.id);
    const offer = await openOffer(ctx, tx, conversation, side, amount);
    await tell(otherOf(conversation, side), {
      type: 'offer',
      event: 'made',
      ...aboutOf(conversation),
      offerId: offer.id,
      amount,
      by: side,
      byName: actor.name,
    });
    return offer;
  });
}

/**
 * Answers an offer (`accept`, `decline`, `counter` with `amount`) or withdraws it, as the actor's side of
 * its conversation, as states.ts allows. Answers the offer as it now stands, or, for a counter, the new
 * offer that replaces it. Accepting books the product for the buyer at the offer's amount.
 */
export async function moveOffer(ctx: AppContext, offerId: string, actor: Actor, move: OfferAction, amount?: number): Promise<OfferRow> {
  const { side } = actor;
  return withTelling(ctx, async (tx, tell) => {
    const offers = offersRepository(tx);
    const conversationId = (await offers.findById(offerId))?.conversationId;
    if (!conversationId) throw notFound('offer-not-found');
    const conversation = await locked(tx, conversationId, 'offer-not-found');
    // Read again under the conversation's lock: another answer may have moved it meanwhile.
    const offer = (await offers.findById(offerId))!;
    const to = assertMove(move, offer, side, ctx.clock.now());
    const about = aboutOf(conversation);
    const news = { ...about, offerId: offer.id, amount: offer.amount, by: offer.by, byName: actor.name };
    // The other side hears of every move: the maker of an answer, the party it waited on of a withdrawal.
    const other = otherOf(conversation, side);

    if (move === 'decline' || move === 'withdraw') {
      const moved = (await offers.move(offer.id, 'open', to))!;
      await conversationsRepository(tx).touch(conversationId);
      await tell(other, { type: 'offer', event: move === 'decline' ? 'declined' : 'withdrawn', ...news });
      return moved;
    }

    await assertMayWrite(tx, conversation, side);
    const product = await productOnSale(tx, conversation);

    if (move === 'counter') {
      if (amount === undefined) throw badRequest('validation-failed');
      assertAmount(amount, product);
      if (side === 'buyer') await assertBelowCap(tx, conversationId);
      await offers.move(offer.id, 'open', to);
      const counter = await openOffer(ctx, tx, conversation, side, amount);
      await tell(other, { type: 'offer', event: 'countered', ...news, offerId: counter.id, amount, by: side });
      return counter;
    }

    // Accepting: a booking for the buyer at the offer's amount, never a price from the request. Once a price
    // is agreed (and its booking stands), no other is: a checkout started at it must stay the booking's price.
    if (await offers.priceAgreedIn(conversationId)) throw conflict('price-agreed');
    const buyer = conversation.buyerId ? await usersRepository(tx).findById(conversation.buyerId) : null;
    if (!buyer) throw conflict('conversation-closed');
    const bookingId = await bookingsRepository(tx).bookAtPrice(product, buyer, offer.amount);
    if (!bookingId) throw conflict('booking-already-paid');
    const accepted = (await offers.move(offer.id, 'open', to, { bookingId }))!;
    await conversationsRepository(tx).touch(conversationId);
    await tell(other, { type: 'offer', event: 'accepted', ...news });
    const booking = { type: 'booking', ...about, offerId: offer.id, bookingId, price: offer.amount } as const;
    await tell(conversation.buyerId, { ...booking, party: 'buyer' });
    await tell(conversation.sellerId, { ...booking, party: 'seller' });
    return accepted;
  });
}
