import { z } from '../zod.ts';
import { LIMITS, OFFER_ACTIONS, OFFER_STATES, PARTIES } from '../constants.ts';

/*
 * Offers inside a conversation (product §4, "Offer"; product §7, "Conversations and offers"). The buyer
 * offers a price; the party an offer waits on accepts, declines or counters it; its maker may withdraw it.
 */

export const party = z.enum(PARTIES);

/** Whole Taka, at least 1; the server also refuses more than the product's resell price. Strings are refused. */
export const offerAmount = z.number().int().min(1).max(LIMITS.price);

/** POST /conversations/:id/offers and POST /offers/:id/counter. */
export const offerInput = z.object({ amount: offerAmount });
export type OfferInput = z.infer<typeof offerInput>;

export const offer = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Who made it: the buyer, or the seller with a counter-offer. */
  by: party,
  amount: z.number().int(),
  state: z.enum(OFFER_STATES),
  createdAt: z.string(),
  /** When it expires if nobody answers it (ISO 8601). */
  expiresAt: z.string(),
  /** When it left `open`; null while open. */
  answeredAt: z.string().nullable(),
  /** The booking its acceptance made, for the buyer to pay; null otherwise. */
  bookingId: z.string().nullable(),
  /** What the caller may do with it now (none once it is not open, or past its time). */
  actions: z.array(z.enum(OFFER_ACTIONS)),
});
export type Offer = z.infer<typeof offer>;
