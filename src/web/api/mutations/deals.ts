/**
 * The moves of a deal after its booking (product "Paying and the money held"), as one mutation hook
 * (api/mutation.ts). Apart from the reads in api/deals.ts, so that a page that only reads loads no mutation code.
 */
import { DEAL_LISTS, moveBooking } from '../deals.ts';
import { mutationHook } from '../mutation.ts';
import { productKeys } from '../products.ts';

/**
 * A move changes the booking in the buyer's orders, the admins' list, the seller's sales and earnings;
 * a cancel, a lapse or a refund puts the laptop on sale again, so the product lists change too.
 */
export const useMoveBooking = mutationHook({ key: 'move-booking', run: moveBooking, invalidates: [...DEAL_LISTS, productKeys.all] });
