/**
 * The calls that change bookings, each as its mutation hook (api/mutation.ts). Apart from the reads in
 * api/bookings.ts, so that a page that only reads loads no mutation code (the home route: scripts/bundle-size.ts).
 */
import { bookingKeys, createBooking, deleteBooking, saveBookingDetails } from '../bookings.ts';
import { mutationHook } from '../mutation.ts';

/** A booking, made or deleted, changes the buyer's orders and the admins' list of all of them. */
export const useCreateBooking = mutationHook({ key: 'create-booking', run: createBooking, invalidates: [bookingKeys.all] });
export const useDeleteBooking = mutationHook({ key: 'delete-booking', run: deleteBooking, invalidates: [bookingKeys.all] });
/** The buyer's phone and meeting place show in their orders, the admins' list and on the payment page. */
export const useSaveBookingDetails = mutationHook({
  key: 'save-booking-details',
  run: saveBookingDetails,
  invalidates: [bookingKeys.all, ['booking-to-pay']],
});
