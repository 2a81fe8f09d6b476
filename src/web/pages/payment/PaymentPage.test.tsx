import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { PaymentMethod } from '#shared/constants.ts';
import { formatDayTime } from '#shared/format.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { CheckoutStatus } from '#shared/schemas/payments.ts';
import { DEAL_TEXTS, METHOD_NAMES } from '#shared/texts/deals.ts';
import { DIALOG_TEXTS } from '#shared/texts/dialogs.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { PAYMENT_TEXTS as T } from '#shared/texts/payment.ts';
import type { Answer } from '../../testing/fakeFetch.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { paths } from '../../paths.ts';
import PaymentPage, { paymentLoader } from './PaymentPage.tsx';
import { aBooking } from '../../testing/bookings.ts';

const BOOKING = aBooking();
const HOLD_UNTIL = '2026-11-04T09:40:00.000Z';
const CHECKOUT = '00000000-0000-4000-8000-0000000000c1';
const WALLET_PAGE = 'http://market.test/pay/wallet/SBXabcdefghijklmnopqrstu';
const PAY = `/dashboard/payment/${BOOKING._id}`;

interface Server {
  methods: readonly PaymentMethod[];
  booking?: Booking;
  /** The answer to POST /api/payments/checkout, by the method asked for. */
  checkout?: (method: string, call: number) => Answer;
  /** The answers to GET /api/payments/checkout/:id, one per call; the last repeats. */
  statuses?: CheckoutStatus['state'][];
  onDetails?: () => Booking;
}

let assign: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  // The browser leaving for a provider's page: recorded, not followed.
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

function renderPayment(server: Server, start = PAY) {
  let booking = server.booking ?? BOOKING;
  let checkouts = 0;
  let polls = 0;
  const routes = (client: Parameters<typeof paymentLoader>[0]) => [
    { path: paths.dashboard.payment.pattern, Component: PaymentPage, loader: paymentLoader(client) },
  ];
  return renderRoutes(routes, start, (method, path, body) => {
    if (path === '/api/config')
      return {
        body: { google: false, payments: { provider: 'sandbox', publishableKey: null, methods: server.methods, bkashSandbox: false } },
      };
    if (method === 'GET' && path === `/api/bookings/${BOOKING._id}`) return { body: booking };
    if (method === 'POST' && path === `/api/bookings/${BOOKING._id}/details`) {
      booking = server.onDetails?.() ?? booking;
      return { body: booking };
    }
    if (method === 'POST' && path === '/api/payments/checkout') {
      const chosen = (body as { method: string }).method;
      checkouts += 1;
      const answer = server.checkout?.(chosen, checkouts) ?? { status: 500, body: { error: 'internal-error', message: 'no answer' } };
      if (chosen === 'cod' && (answer.status ?? 200) === 200) booking = answer.body as Booking;
      return answer;
    }
    if (method === 'GET' && path === `/api/payments/checkout/${CHECKOUT}`) {
      const states = server.statuses ?? ['pending'];
      const state = states[Math.min(polls, states.length - 1)]!;
      polls += 1;
      if (state === 'paid') booking = { ...BOOKING, paid: true, state: 'held', method: 'bkash', transactionId: 'TRX7QK2' };
      return { body: { id: CHECKOUT, bookingId: BOOKING._id, method: 'bkash', state, outcome: null } satisfies CheckoutStatus };
    }
    return null;
  });
}

const checkoutsSent = (sent: ReturnType<typeof renderPayment>['sent']) =>
  sent.filter((s) => s.method === 'POST' && s.path === '/api/payments/checkout').map((s) => s.body);

const cardIntent = { body: { clientSecret: 'sbx_secret_1', amount: 45_000, currency: 'BDT', provider: 'sandbox' } };
const toWallet = { body: { redirectUrl: WALLET_PAGE, checkoutId: CHECKOUT } };
const heldForCash = { body: { ...BOOKING, state: 'cash', method: 'cod', holdUntil: HOLD_UNTIL } };

describe('the ways to pay on the payment page (product "Paying and the money held")', () => {
  it('opens the card form first when cards are offered, and offers the other ways below it', async () => {
    const { sent } = renderPayment({ methods: ['card', 'bkash', 'cod'], checkout: (m) => (m === 'card' ? cardIntent : toWallet) });
    expect(await screen.findByLabelText(T.cardNumber)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: T.pay }) as HTMLButtonElement).disabled).toBe(false));
    // The card form's secret comes from the checkout call, for the card.
    expect(checkoutsSent(sent)).toEqual([{ bookingId: BOOKING._id, method: 'card' }]);

    const others = screen.getByRole('region', { name: T.methods.otherWays });
    const names = within(others)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([METHOD_NAMES.bkash, T.methods.payOnMeetUp]);
    // Each says what it does, read with the button.
    expect(within(others).getByRole('button', { name: METHOD_NAMES.bkash }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it("sends the buyer to bKash's page for the booking, once", async () => {
    const { sent } = renderPayment({ methods: ['card', 'bkash', 'cod'], checkout: (m) => (m === 'card' ? cardIntent : toWallet) });
    const bkash = await screen.findByRole('button', { name: METHOD_NAMES.bkash });
    const user = userEvent.setup();
    await user.click(bkash);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(WALLET_PAGE));
    expect(checkoutsSent(sent)).toContainEqual({ bookingId: BOOKING._id, method: 'bkash' });
    // The page is being left: the ways to pay wait, so a second click starts no second payment.
    expect((bkash as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: T.methods.payOnMeetUp }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the first way as the main choice when cards are not offered, and asks for no card secret', async () => {
    const { sent } = renderPayment({ methods: ['bkash', 'sslcommerz', 'cod'], checkout: () => toWallet });
    expect(await screen.findByRole('heading', { level: 2, name: METHOD_NAMES.bkash })).toBeTruthy();
    const main = screen.getByRole('button', { name: T.methods.payWith(METHOD_NAMES.bkash) });
    const others = screen.getByRole('region', { name: T.methods.otherWays });
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([METHOD_NAMES.sslcommerz, T.methods.payOnMeetUp]);
    expect(screen.queryByLabelText(T.cardNumber)).toBeNull();
    expect(checkoutsSent(sent)).toEqual([]);

    await userEvent.setup().click(main);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(WALLET_PAGE));
    expect(checkoutsSent(sent)).toEqual([{ bookingId: BOOKING._id, method: 'bkash' }]);
  });

  it('holds the laptop for cash on meet-up, says until when, and points to the seller and My Orders', async () => {
    const { sent } = renderPayment({ methods: ['card', 'bkash', 'cod'], checkout: (m) => (m === 'card' ? cardIntent : heldForCash) });
    await userEvent.setup().click(await screen.findByRole('button', { name: T.methods.payOnMeetUp }));
    const held = await screen.findByText(DEAL_TEXTS.explain.cashBuyer(formatDayTime(HOLD_UNTIL)));
    expect(held.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: T.held.messageSeller }).getAttribute('href')).toBe(paths.inbox.newAbout(BOOKING.productId!));
    expect(screen.getByRole('link', { name: T.backToOrders }).getAttribute('href')).toBe(paths.dashboard.orders);
    expect(screen.queryByLabelText(T.cardNumber)).toBeNull();
    expect(checkoutsSent(sent)).toContainEqual({ bookingId: BOOKING._id, method: 'cod' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a booking already held for cash as held, without ways to pay', async () => {
    const { sent } = renderPayment({ methods: ['card', 'bkash', 'cod'], booking: heldForCash.body as Booking });
    expect(await screen.findByText(DEAL_TEXTS.explain.cashBuyer(formatDayTime(HOLD_UNTIL)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: METHOD_NAMES.bkash })).toBeNull();
    expect(checkoutsSent(sent)).toEqual([]);
  });

  it('shows a paid booking as paid, as before', async () => {
    renderPayment({
      methods: ['card', 'bkash'],
      booking: { ...BOOKING, paid: true, state: 'held', method: 'card', transactionId: 'pi_1' },
    });
    expect(await screen.findByText(API_ERRORS['booking-already-paid'])).toBeTruthy();
    expect(screen.getByText('pi_1')).toBeTruthy();
    expect(screen.getByText(DEAL_TEXTS.explain.heldBuyer)).toBeTruthy();
    expect(screen.queryByText(T.congrats)).toBeNull();
  });

  it("shows the server's refusal in an alert and keeps the ways to pay", async () => {
    renderPayment({
      methods: ['bkash', 'cod'],
      checkout: () => ({ status: 409, body: { error: 'product-reserved', message: API_ERRORS['product-reserved'] } }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: T.methods.payOnMeetUp }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_ERRORS['product-reserved']);
    expect((screen.getByRole('button', { name: T.methods.payOnMeetUp }) as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for the phone when the server says it is missing, then goes on with the way chosen', async () => {
    const missing = { status: 409, body: { error: 'booking-details-missing', message: API_ERRORS['booking-details-missing'] } };
    const { sent } = renderPayment({
      methods: ['bkash', 'cod'],
      checkout: (_m, call) => (call === 1 ? missing : toWallet),
      onDetails: () => ({ ...BOOKING, phone: '01700-999888' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.methods.payWith(METHOD_NAMES.bkash) }));
    await user.type(await screen.findByLabelText(DIALOG_TEXTS.phone), '01700-999888');
    await user.click(screen.getByRole('button', { name: T.details.save }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(WALLET_PAGE));
    expect(checkoutsSent(sent)).toEqual([
      { bookingId: BOOKING._id, method: 'bkash' },
      { bookingId: BOOKING._id, method: 'bkash' },
    ]);
  });
});

describe('back from a provider’s page (?checkout=)', () => {
  it('says it is confirming while the payment is pending, then that it is paid and the money held', async () => {
    const { sent } = renderPayment(
      { methods: ['card', 'bkash'], statuses: ['pending', 'paid'] },
      `${PAY}?checkout=${CHECKOUT}&result=success`,
    );
    const waiting = await screen.findByText(T.checkout.confirming);
    expect(waiting.closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByText(T.congrats)).toBeTruthy();
    expect(screen.getByText(DEAL_TEXTS.explain.heldBuyer)).toBeTruthy();
    // The transaction id of the booking, read again once paid.
    expect(await screen.findByText('TRX7QK2')).toBeTruthy();
    // No card secret was asked for a booking being paid, and the asking stopped once it settled.
    expect(checkoutsSent(sent)).toEqual([]);
    const polls = sent.filter((s) => s.path === `/api/payments/checkout/${CHECKOUT}`).length;
    expect(polls).toBe(2);
  });

  it('says a cancelled payment did not go through, and offers the ways to pay again', async () => {
    renderPayment(
      { methods: ['card', 'bkash'], statuses: ['failed'], checkout: () => cardIntent },
      `${PAY}?checkout=${CHECKOUT}&result=cancel`,
    );
    const cancelled = await screen.findByText(T.checkout.cancelled);
    expect(cancelled.closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByLabelText(T.cardNumber)).toBeTruthy();
    expect(screen.getByRole('button', { name: METHOD_NAMES.bkash })).toBeTruthy();
  });

  it('says a failed payment did not go through', async () => {
    renderPayment({ methods: ['bkash', 'cod'], statuses: ['failed'] }, `${PAY}?checkout=${CHECKOUT}&result=failure`);
    expect((await screen.findByRole('alert')).textContent).toContain(T.checkout.failed);
    expect(screen.getByRole('button', { name: T.methods.payWith(METHOD_NAMES.bkash) })).toBeTruthy();
  });

  it('says the money was given back when the laptop was sold to someone else meanwhile', async () => {
    renderPayment({ methods: ['card', 'bkash'], statuses: ['refunded'] }, `${PAY}?checkout=${CHECKOUT}&result=success`);
    expect((await screen.findByRole('alert')).textContent).toBe(T.checkout.refunded);
    expect(screen.queryByRole('button', { name: METHOD_NAMES.bkash })).toBeNull();
  });
});
