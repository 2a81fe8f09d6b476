import { isCompleted } from '#shared/reviews.ts';
import type { BookingState } from '#shared/constants.ts';
import type { Deal } from '../bookings/repository.ts';
import type { Db } from '../db/client.ts';
import type { Teller } from '../events/events.ts';
import { usersRepository } from '../users/repository.ts';
import { reviewsRepository } from './repository.ts';

/**
 * What a sale's completion starts (product §4, "Reviews"), in the transaction of the move that completes it
 * (sales/moves.ts): the seller's completed sales count one more (the trusted seller's rule), and both sides
 * are invited to review each other within the window that opens now.
 */
export async function saleCompleted(tx: Db, tell: Teller, deal: Deal, to: BookingState): Promise<void> {
  if (!isCompleted(to)) return;
  const reviews = reviewsRepository(tx);
  if (deal.sellerId) await reviews.countCompletedSale(deal.sellerId);
  const seller = deal.sellerId ? await usersRepository(tx).findById(deal.sellerId) : null;
  const data = { bookingId: deal.id, productName: deal.itemName };
  // Each is invited to review the other, by name; nobody is invited to review an account that is gone.
  if (deal.buyerId && seller) await tell.notify(deal.buyerId, 'review-invite', { ...data, from: seller.name, party: 'buyer' });
  if (deal.sellerId && deal.buyerId) await tell.notify(deal.sellerId, 'review-invite', { ...data, from: deal.userName, party: 'seller' });
}
