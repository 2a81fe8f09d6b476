import { TEXTS } from '#shared/messages.ts';

/** The payment state of a booking as SPEC §4 names it: Pending until paid, then Paid. */
export function PaymentBadge({ paid }: { paid: boolean }) {
  return paid ? (
    <span className="badge badge-success font-semibold">{TEXTS.paid}</span>
  ) : (
    <span className="badge badge-warning font-semibold">{TEXTS.pending}</span>
  );
}
