import type { BookingState } from '#shared/constants.ts';
import type { Deal } from '../bookings/repository.ts';
import type { Teller } from '../events/events.ts';

/** Tells both sides (and not the one who moved) that the booking moved, with the reason given. */
export async function tellMove(tell: Teller, deal: Deal, to: BookingState, from: { id: string | null; name: string }, reason?: string) {
  const data = { bookingId: deal.id, productName: deal.itemName, amount: deal.price, from: from.name, ...(reason ? { reason } : {}) };
  for (const [userId, party] of [
    [deal.buyerId, 'buyer'],
    [deal.sellerId, 'seller'],
  ] as const) {
    if (!userId || userId === from.id) continue;
    await tell.notify(userId, 'deal', { ...data, state: to, party });
    await tell.emit(userId, 'booking', { bookingId: deal.id, state: to });
  }
}
