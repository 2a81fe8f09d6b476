import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { needsDetails, type Booking } from '#shared/schemas/bookings.ts';
import { bookingKeys, bookingToPayQuery } from '../../api/bookings.ts';
import { useClientConfig } from '../../api/config.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { loadOnVisit } from '../../api/load.ts';
import { checkoutQuery, paymentIntentQuery } from '../../api/payments.ts';
import { useRecordPayment } from '../../api/mutations/payments.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { PaymentBadge } from '../../dashboard/PaymentStatus.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import type { CardFormProps } from './cardForm.ts';
import { BookingDetailsForm } from './BookingDetailsForm.tsx';
import { MethodChoice } from './MethodChoice.tsx';
import { Confirming, FormSkeleton, HeldNotice, PaidNotice, paidExplanation, Problem } from './Notices.tsx';
import { SandboxCardForm } from './SandboxCardForm.tsx';
import { useCheckout, type OtherMethod } from './useCheckout.ts';

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

/**
 * The payment page (product §2, §4): item name, amount in Tk., the card form of the server's provider and
 * the other ways it offers (bKash, SSLCommerz, cash on meet-up); back from a provider's page, how that
 * payment stands.
 */
export default function PaymentPage() {
  const { id = '' } = useParams();
  const { data: booking } = useSuspenseQuery(bookingToPayQuery(id));
  if (!booking) return null;
  return <Payment key={booking._id} booking={booking} />;
}

/** A booking past paying, without a sale to this buyer. */
const ENDED = new Set<Booking['state']>(['refunded', 'cancelled', 'lapsed']);

function Payment({ booking }: { booking: Booking }) {
  const texts = useTexts();
  const { DASHBOARD_TITLES, DEAL_TEXTS, API_ERRORS, PAYMENT_TEXTS: T } = texts;
  const format = useFormat();
  const langOf = useLangOf();
  const { user } = useAuth();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const record = useRecordPayment();
  const config = useClientConfig();
  // Paid by card on this visit: the transaction id to show.
  const [paidWith, setPaidWith] = useState<string | null>(null);
  // A booking from an accepted offer asks for the buyer's phone first; no payment starts before it is given.
  const [askDetails, setAskDetails] = useState(needsDetails(booking));
  // The way chosen before the phone was asked for, started once it is given.
  const [resume, setResume] = useState<OtherMethod | null>(null);
  const checkout = useCheckout({
    onHeld: (held) => client.setQueryData(bookingToPayQuery(held._id).queryKey, held),
    onDetailsMissing: (method) => {
      setResume(method);
      setAskDetails(true);
    },
  });

  // Back from a provider's page: how that payment stands decides what shows, until it has failed.
  const checkoutId = search.get('checkout');
  const returned = useQuery({ ...checkoutQuery(checkoutId ?? ''), enabled: checkoutId !== null });
  const settled = returned.data?.bookingId === booking._id ? returned.data.state : undefined;
  const confirming = checkoutId !== null && (returned.isPending || settled === 'pending');
  useEffect(() => {
    // The order changed: My Orders, and this booking (paid, with its transaction id, or free again).
    if (settled === 'paid' || settled === 'refunded') {
      void client.invalidateQueries({ queryKey: bookingKeys.all });
      void client.invalidateQueries({ queryKey: bookingToPayQuery(booking._id).queryKey });
    }
  }, [settled, booking._id, client]);

  const methods = config.data?.payments.methods ?? [];
  const payable = booking.state === 'booked' && !booking.paid && !askDetails && !confirming && settled !== 'paid' && settled !== 'refunded';
  const intent = useQuery({ ...paymentIntentQuery(booking._id), enabled: payable && paidWith === null && methods.includes('card') });
  const detailsMissing = intent.error instanceof ApiError && intent.error.code === 'booking-details-missing';

  const onConfirmed = async (transactionId: string) => {
    const recorded = await record.mutateAsync({
      bookingId: booking._id,
      transactionId,
      price: booking.price,
      email: user?.email ?? booking.email,
    });
    setPaidWith(recorded.transactionId || transactionId);
  };

  const onDetailsSaved = (saved: Booking) => {
    setAskDetails(false);
    if (detailsMissing) void intent.refetch();
    if (resume) checkout.choose(resume, saved._id);
    setResume(null);
  };

  const form: CardFormProps = {
    booking,
    clientSecret: intent.data?.clientSecret,
    payer: { name: user?.displayName || booking.userName, email: user?.email ?? booking.email ?? '' },
    onConfirmed,
  };
  const provider = config.data?.payments.provider;
  const cardForm = intent.isError ? (
    <p role="alert" className="alert alert-error">
      {errorMessage(intent.error, texts)}
    </p>
  ) : provider === 'stripe' && config.data?.payments.publishableKey ? (
    <Suspense fallback={<FormSkeleton />}>
      <StripeCardForm {...form} publishableKey={config.data.payments.publishableKey} />
    </Suspense>
  ) : provider === 'sandbox' ? (
    <SandboxCardForm {...form} />
  ) : (
    <p role="alert" className="alert alert-error">
      {T.configFailed}
    </p>
  );

  const paidNow = paidWith !== null || settled === 'paid';
  const body = (() => {
    if (paidNow)
      return <PaidNotice congratulate transactionId={paidWith ?? booking.transactionId ?? ''} explain={DEAL_TEXTS.explain.heldBuyer} />;
    if (confirming) return <Confirming />;
    if (settled === 'refunded') return <Problem message={T.checkout.refunded} tone="warning" />;
    if (ENDED.has(booking.state))
      return <Problem message={booking.state === 'refunded' ? DEAL_TEXTS.explain.refunded : T.ended} tone="info" />;
    if (booking.paid)
      return <PaidNotice congratulate={false} transactionId={booking.transactionId ?? ''} explain={paidExplanation(booking, texts)} />;
    if (booking.state === 'cash') return <HeldNotice booking={booking} />;
    if (askDetails || detailsMissing) return <BookingDetailsForm booking={booking} onSaved={onDetailsSaved} />;
    if (config.isError) return <Problem message={T.configFailed} />;
    if (!config.data) return <FormSkeleton />;
    if (methods.length === 0) return <Problem message={API_ERRORS['payments-unavailable']} />;
    return (
      <MethodChoice
        methods={methods}
        card={cardForm}
        choose={(method) => checkout.choose(method, booking._id)}
        chosen={checkout.chosen}
        error={checkout.error}
        bkashSandbox={config.data.payments.bkashSandbox}
      />
    );
  })();
  // The way back from a provider's page that did not pay: said above the ways to pay, offered again.
  const failed = settled === 'failed' && payable;

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
              <img
                src={booking.image}
                alt={booking.itemName}
                lang={langOf(booking.itemName)}
                width={400}
                height={300}
                className="h-full w-full object-cover"
              />
            )}
          </figure>
          <div className="card-body flex-row gap-4 p-4 md:flex-col md:gap-3 md:p-5">
            <div className="md:hidden">
              <Thumb src={booking.image} alt="" size="lg" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2 md:gap-3">
              <h2 lang={langOf(booking.itemName)} className="card-title">
                {booking.itemName}
              </h2>
              <dl className="flex flex-wrap items-baseline justify-between gap-x-4">
                <dt className="text-base-content/70">{T.amount}</dt>
                <dd className="text-xl font-bold text-primary md:text-2xl">{format.tk(booking.price)}</dd>
              </dl>
              <div>
                {booking.state === 'cash' ? (
                  <span className="badge badge-info font-semibold">{DEAL_TEXTS.states.cash}</span>
                ) : (
                  <PaymentBadge paid={paidNow || (booking.paid && !confirming)} />
                )}
              </div>
            </div>
          </div>
        </aside>

        <div className="card h-fit border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-5 p-5 sm:p-6">
            {failed && (
              <div role="alert" className="alert alert-error flex flex-col items-start gap-1">
                <p className="font-semibold">{search.get('result') === 'cancel' ? T.checkout.cancelled : T.checkout.failed}</p>
                <p>{T.checkout.tryAgain}</p>
              </div>
            )}
            {returned.isError && (
              <p role="alert" className="alert alert-error">
                {errorMessage(returned.error, texts)}
              </p>
            )}
            {body}
          </div>
        </div>
      </div>
    </section>
  );
}
