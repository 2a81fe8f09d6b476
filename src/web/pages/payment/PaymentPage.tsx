import { lazy, Suspense, useState } from 'react';
import { useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { needsDetails, type Booking } from '#shared/schemas/bookings.ts';
import { DASHBOARD_TITLES } from '#shared/texts/dashboard.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { PAYMENT_TEXTS as T } from '#shared/texts/payment.ts';
import { bookingToPayQuery } from '../../api/bookings.ts';
import { useClientConfig } from '../../api/config.ts';
import { loadOnVisit } from '../../api/load.ts';
import { paymentIntentQuery } from '../../api/payments.ts';
import { useRecordPayment } from '../../api/mutations/payments.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { formatTk } from '#shared/format.ts';
import { PaymentBadge } from '../../dashboard/PaymentStatus.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { paths } from '../../paths.ts';
import type { CardFormProps } from './cardForm.ts';
import { BookingDetailsForm } from './BookingDetailsForm.tsx';
import { SandboxCardForm } from './SandboxCardForm.tsx';

const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

/**
 * product §2: the booking is loaded before the screen shows. Without a session there is none, and the
 * dashboard's sign-in guard sends the user to /login, remembering this page; any other failure (no
 * such booking, someone else's) is a route error.
 */
export const paymentLoader =
  (client: QueryClient) =>
  async ({ params }: LoaderFunctionArgs): Promise<null> => {
    await loadOnVisit(client, bookingToPayQuery(params.id ?? ''));
    return null;
  };

/** The payment page (product §2, §4): item name, amount in Tk., and the card form of the server's provider. */
export default function PaymentPage() {
  const { id = '' } = useParams();
  const { data: booking } = useSuspenseQuery(bookingToPayQuery(id));
  if (!booking) return null;
  return <Payment key={booking._id} booking={booking} />;
}

function Payment({ booking }: { booking: Booking }) {
  const { user } = useAuth();
  const record = useRecordPayment();
  const [paidWith, setPaidWith] = useState<string | null>(booking.paid ? (booking.transactionId ?? '') : null);
  const config = useClientConfig();
  // A booking from an accepted offer asks for the buyer's phone first; no payment starts before it is given.
  const [askDetails, setAskDetails] = useState(needsDetails(booking));
  const intent = useQuery({ ...paymentIntentQuery(booking._id, booking.price), enabled: paidWith === null && !askDetails });

  const onConfirmed = async (transactionId: string) => {
    const recorded = await record.mutateAsync({
      bookingId: booking._id,
      transactionId,
      price: booking.price,
      email: user?.email ?? booking.email,
    });
    setPaidWith(recorded.transactionId || transactionId);
  };

  const form: CardFormProps = {
    booking,
    clientSecret: intent.data?.clientSecret,
    payer: { name: user?.displayName || booking.userName, email: user?.email ?? booking.email },
    onConfirmed,
  };
  const provider = config.data?.payments.provider;

  return (
    <section aria-labelledby="payment-title" className="mx-auto max-w-4xl">
      <p className="mb-1 text-sm font-medium uppercase tracking-wide text-base-content/70">{DASHBOARD_TITLES.payment}</p>
      <h1 id="payment-title" tabIndex={-1} className="mb-6 text-2xl font-bold outline-none sm:text-3xl">
        {T.pageTitle(booking.itemName)}
      </h1>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <aside className="card h-fit border border-base-300 bg-base-100 shadow-sm" aria-label={booking.itemName}>
          <figure className="hidden aspect-[4/3] bg-base-200 md:block">
            {booking.image && (
              <img src={booking.image} alt={booking.itemName} width={400} height={300} className="h-full w-full object-cover" />
            )}
          </figure>
          <div className="card-body flex-row gap-4 p-4 md:flex-col md:gap-3 md:p-5">
            <div className="md:hidden">
              <Thumb src={booking.image} alt="" size="lg" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2 md:gap-3">
              <h2 className="card-title">{booking.itemName}</h2>
              <dl className="flex flex-wrap items-baseline justify-between gap-x-4">
                <dt className="text-base-content/70">{T.amount}</dt>
                <dd className="text-xl font-bold text-primary md:text-2xl">{formatTk(booking.price)}</dd>
              </dl>
              <div>
                <PaymentBadge paid={paidWith !== null} />
              </div>
            </div>
          </div>
        </aside>

        <div className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body p-5 sm:p-6">
            {paidWith !== null ? (
              <PaidNotice congratulate={!booking.paid} transactionId={paidWith} />
            ) : askDetails ? (
              <BookingDetailsForm booking={booking} onSaved={() => setAskDetails(false)} />
            ) : intent.isError ? (
              <Problem message={intent.error.message} />
            ) : config.isError ? (
              <Problem message={T.configFailed} />
            ) : provider === 'stripe' && config.data?.payments.publishableKey ? (
              <Suspense fallback={<FormSkeleton />}>
                <StripeCardForm {...form} publishableKey={config.data.payments.publishableKey} />
              </Suspense>
            ) : provider === 'stripe' ? (
              <Problem message={T.configFailed} />
            ) : provider === 'sandbox' ? (
              <SandboxCardForm {...form} />
            ) : (
              <FormSkeleton />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function PaidNotice({ congratulate, transactionId }: { congratulate: boolean; transactionId: string }) {
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
      <Link to={paths.dashboard.orders} className="btn btn-outline w-full sm:w-auto sm:self-start">
        {T.backToOrders}
      </Link>
    </div>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="alert alert-error">
        {message}
      </p>
      <Link to={paths.dashboard.orders} className="btn btn-outline w-full sm:w-auto sm:self-start">
        {T.backToOrders}
      </Link>
    </div>
  );
}

function FormSkeleton() {
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
