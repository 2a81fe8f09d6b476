import { useTexts } from '../i18n/locale.tsx';

/** The payment state of a booking as product §4 names it: Pending until paid, then Paid. */
export function PaymentBadge({ paid }: { paid: boolean }) {
  const { DASHBOARD_TEXTS } = useTexts();
  return paid ? (
    <span className="badge badge-success font-semibold">{DASHBOARD_TEXTS.payment.paid}</span>
  ) : (
    <span className="badge badge-warning font-semibold">{DASHBOARD_TEXTS.payment.pending}</span>
  );
}

/** Shown for an unpaid booking whose item another buyer has paid for: it can no longer be paid. */
export function SoldToAnotherBadge({ booking }: { booking: { paid: boolean; sold: boolean } }) {
  const { DASHBOARD_TEXTS } = useTexts();
  if (booking.paid || !booking.sold) return null;
  return <span className="badge badge-ghost h-auto py-0.5 font-semibold leading-tight">{DASHBOARD_TEXTS.soldToAnother}</span>;
}
