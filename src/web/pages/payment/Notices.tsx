import { Link } from 'react-router';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { useFormat, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/*
 * What the payment page says in place of a way to pay: paid, held for cash, being confirmed, ended, or
 * refused. Each is announced when it appears (role status or alert).
 */

function BackToOrders() {
  const { PAYMENT_TEXTS: T } = useTexts();
  return (
    <Link to={paths.dashboard.orders} className="btn btn-outline w-full sm:w-auto">
      {T.backToOrders}
    </Link>
  );
}

/**
 * Paid (product §4): the specification's congratulation when it was paid just now, with the transaction id
 * when there is one; what Market does with the money, when the booking says.
 */
export function PaidNotice({ congratulate, transactionId, explain }: { congratulate: boolean; transactionId: string; explain?: string }) {
  const { PAYMENT_TEXTS: T, API_ERRORS } = useTexts();
  return (
    <div role="status" className="flex flex-col gap-4">
      <div className={`alert ${congratulate ? 'alert-success' : 'alert-info'} flex flex-col items-start gap-1`}>
        <p className="text-lg font-semibold">{congratulate ? T.congrats : API_ERRORS['booking-already-paid']}</p>
        {transactionId && (
          <p className="break-all">
            {T.transactionId}: <code className="font-mono font-semibold">{transactionId}</code>
          </p>
        )}
      </div>
      {explain && <p>{explain}</p>}
      <div className="flex flex-wrap gap-2">
        <BackToOrders />
      </div>
    </div>
  );
}

/** What a paid booking's state means for its buyer now, if anything. */
export function paidExplanation(booking: Booking, { DEAL_TEXTS }: Catalogue): string | undefined {
  if (booking.state === 'review') return DEAL_TEXTS.explain.review;
  if (booking.state === 'held') return DEAL_TEXTS.explain.heldBuyer;
  return undefined;
}

/** Cash on meet-up: the laptop is held for the buyer until a time; they meet the seller and pay in cash. */
export function HeldNotice({ booking }: { booking: Booking }) {
  const { PAYMENT_TEXTS: T, DEAL_TEXTS } = useTexts();
  const format = useFormat();
  const until = booking.holdUntil ? format.dayTime(booking.holdUntil) : '';
  return (
    <div role="status" className="flex flex-col gap-4">
      <div className="alert alert-info flex flex-col items-start gap-1">
        <p className="text-lg font-semibold">{T.held.title}</p>
        <p>{DEAL_TEXTS.explain.cashBuyer(until)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={booking.productId ? paths.inbox.newAbout(booking.productId) : paths.inbox.root}
          className="btn btn-primary w-full sm:w-auto"
        >
          {T.held.messageSeller}
        </Link>
        <BackToOrders />
      </div>
    </div>
  );
}

/** Back from a provider's page while its word about the payment is awaited. */
export function Confirming() {
  const { PAYMENT_TEXTS: T } = useTexts();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <p className="text-lg font-semibold">{T.checkout.confirming}</p>
      <p className="text-sm text-base-content/75">{T.checkout.confirmingNote}</p>
    </div>
  );
}

const TONES = { error: 'alert-error', warning: 'alert-warning', info: 'alert-info' } as const;

/** A sentence to stop at (a refusal, a refund, an ended booking), and the way back to My Orders; bad news is an alert. */
export function Problem({ message, tone = 'error' }: { message: string; tone?: keyof typeof TONES }) {
  return (
    <div className="flex flex-col gap-4">
      <p role={tone === 'info' ? 'status' : 'alert'} className={`alert ${TONES[tone]}`}>
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <BackToOrders />
      </div>
    </div>
  );
}

/** What the payment page shows while the payment setup is read. */
export function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <div className="skeleton h-5 w-32" />
      <div className="skeleton h-10 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <div className="skeleton h-10" />
        <div className="skeleton h-10" />
      </div>
      <div className="skeleton h-12 w-full" />
    </div>
  );
}
