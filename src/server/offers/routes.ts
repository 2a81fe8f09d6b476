import type { OfferAction } from '#shared/constants.ts';
import { errorBody, idParams } from '#shared/schemas/common.ts';
import { offer, offerInput } from '#shared/schemas/offers.ts';
import { partyOf } from '../access.ts';
import type { Api } from '../api.ts';
import { conversationsRepository } from '../conversations/repository.ts';
import { notFound } from '../http-error.ts';
import { callerOf, type GuardedRequest } from '../plugins/guards.ts';
import { makeOffer, moveOffer } from './move-offer.ts';
import { offersRepository } from './repository.ts';
import { toOffer } from './view.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/**
 * Offers inside a conversation (product §7, "Conversations and offers"): the buyer makes one; the party it
 * waits on accepts, declines or counters it; its maker withdraws it. Only the conversation's two parties
 * reach its offers (anyone else gets 404); which move is whose, and when, is states.ts's.
 */
export function offerRoutes(app: Api): void {
  const { ctx } = app;
  const { db, guards, limits, clock } = ctx;
  const conversations = conversationsRepository(db);
  const offers = offersRepository(db);

  /** The caller's side in the conversation of the offer; 404 `offer-not-found` for anyone but its two parties. */
  const sideInOfferOf = async (request: GuardedRequest, offerId: string) => {
    const found = await offers.findById(offerId);
    const conversation = found ? await conversations.findById(found.conversationId) : null;
    if (!conversation) throw notFound('offer-not-found');
    return partyOf(request, conversation, 'offer-not-found');
  };

  app.post(
    '/conversations/:id/offers',
    {
      preHandler: [guards.signedIn, limits.offers],
      schema: {
        tags: ['offers'],
        summary: "The buyer offers a price: whole Tk., from 1 to the product's resell price",
        params: idParams,
        body: offerInput,
        response: { 201: offer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await conversations.findById(request.params.id);
      if (!found) throw notFound('conversation-not-found');
      const side = partyOf(request, found);
      const made = await makeOffer(ctx, found.id, { side, name: callerOf(request).user.name }, request.body.amount);
      return reply.status(201).send(toOffer(made, side, clock.now()));
    },
  );

  const answers: { move: Exclude<OfferAction, 'counter'>; summary: string }[] = [
    { move: 'accept', summary: 'Accept an offer that waits on one: the buyer gets a booking at its amount, to pay' },
    { move: 'decline', summary: 'Decline an offer that waits on one' },
    { move: 'withdraw', summary: 'Withdraw one’s own open offer' },
  ];
  for (const { move, summary } of answers) {
    app.post(
      `/offers/:id/${move}`,
      {
        preHandler: [guards.signedIn, limits.offers],
        schema: { tags: ['offers'], summary, params: idParams, response: { 200: offer, ...errors } },
      },
      async (request) => {
        const side = await sideInOfferOf(request, request.params.id);
        const moved = await moveOffer(ctx, request.params.id, { side, name: callerOf(request).user.name }, move);
        return toOffer(moved, side, clock.now());
      },
    );
  }

  app.post(
    '/offers/:id/counter',
    {
      preHandler: [guards.signedIn, limits.offers],
      schema: {
        tags: ['offers'],
        summary: 'Counter an offer that waits on one with another amount: the new offer replaces it',
        params: idParams,
        body: offerInput,
        response: { 201: offer, ...errors },
      },
    },
    async (request, reply) => {
      const side = await sideInOfferOf(request, request.params.id);
      const counter = await moveOffer(ctx, request.params.id, { side, name: callerOf(request).user.name }, 'counter', request.body.amount);
      return reply.status(201).send(toOffer(counter, side, clock.now()));
    },
  );
}
