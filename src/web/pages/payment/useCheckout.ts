import { useState } from 'react';
import type { PaymentMethod } from '#shared/constants.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { useChooseCash, useStartHostedCheckout } from '../../api/mutations/payments.ts';
import { useTexts } from '../../i18n/locale.tsx';

/** The ways to pay that are not the card form: a provider's page, or cash on meet-up. */
export type OtherMethod = Exclude<PaymentMethod, 'card'>;

/**
 * Starting a payment by a way other than the card form. A provider's page is left for at once (the
 * browser comes back to this page with `?checkout=`); cash on meet-up answers the booking, held for the
 * buyer. A booking without the buyer's phone is handed to `onDetailsMissing`, to ask for it and then
 * choose again; any other refusal is the server's sentence, in `error`.
 */
export function useCheckout({
  onHeld,
  onDetailsMissing,
}: {
  onHeld: (booking: Booking) => void;
  onDetailsMissing: (method: OtherMethod) => void;
}) {
  const texts = useTexts();
  const [chosen, setChosen] = useState<OtherMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onError = (method: OtherMethod) => (err: Error) => {
    setChosen(null);
    if (err instanceof ApiError && err.code === 'booking-details-missing') onDetailsMissing(method);
    else setError(errorMessage(err, texts));
  };
  const hosted = useStartHostedCheckout();
  const cash = useChooseCash();

  const choose = (method: OtherMethod, bookingId: string) => {
    if (chosen) return;
    setChosen(method);
    setError(null);
    if (method === 'cod') {
      cash.mutate(bookingId, {
        onSuccess: (held) => {
          setChosen(null);
          onHeld(held);
        },
        onError: onError(method),
      });
    } else {
      // `chosen` stays set: the page is being left, and a second click would start a second payment.
      hosted.mutate(
        { bookingId, method },
        { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl), onError: onError(method) },
      );
    }
  };

  return { choose, chosen, error };
}
