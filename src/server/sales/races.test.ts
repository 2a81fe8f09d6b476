import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type BookingState } from '#shared/constants.ts';
import { checkouts, sandboxWalletPayments } from '../db/schema.ts';
import { createSandboxWallet } from '../sandbox-wallet/wallet.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import { dealsClient, GOOD_WALLET } from '../testing/deals-client.ts';
import { book, buildTestApp, createProduct, signUpAdmin, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';

/*
 * Every pair of moves on a booking that can meet, fired at the same moment, 20 rounds each, on the run's
 * engine (PGlite, or PostgreSQL with DATABASE_URL): whoever wins, the booking's state and the money agree
 * afterwards. Money is counted where it is, at the provider (the sandbox wallet's books: taken, given back)
 * and on Market's payment record (released, refunded).
 */
const ROUNDS = 20;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PRICE = 40_000;

type Start = 'held' | 'handed-over' | 'disputed' | 'approved' | 'executed' | 'cash-approved' | 'cash-executed';
type Action =
  | 'buyer cancels'
  | 'seller cancels'
  | 'received'
  | 'admin refunds'
  | 'admin releases'
  | 'dispute'
  | 'handed over'
  | 'paid in cash, from a page showing cash'
  | "bKash's callback"
  | 'the reconciliation job'
  | 'the release clock';

/** The pairs that can meet, by the state they meet in. */
const PAIRS: [Start, Action, Action][] = [
  ...pairsOf('held', ['buyer cancels', 'seller cancels', 'received', 'admin refunds', 'admin releases', 'dispute', 'handed over']),
  ...pairsOf('handed-over', ['received', 'admin refunds', 'admin releases', 'dispute', 'the release clock']),
  ['disputed', 'admin refunds', 'admin releases'],
  ['disputed', 'admin refunds', 'admin refunds'],
  ['approved', "bKash's callback", 'buyer cancels'],
  ['approved', "bKash's callback", 'seller cancels'],
  ['executed', 'the reconciliation job', 'buyer cancels'],
  ['executed', 'the reconciliation job', "bKash's callback"],
  ['cash-approved', "bKash's callback", 'handed over'],
  ['cash-approved', "bKash's callback", 'paid in cash, from a page showing cash'],
  ['cash-approved', "bKash's callback", 'buyer cancels'],
  ['cash-executed', 'the reconciliation job', 'handed over'],
];

function pairsOf(start: Start, actions: Action[]): [Start, Action, Action][] {
  return actions.flatMap((a, i) => actions.slice(i + 1).map((b): [Start, Action, Action] => [start, a, b]));
}

/** Where a round stands: its booking, and the bKash payment the buyer approved but Market has not heard of. */
interface Round {
  bookingId: string;
  callbackUrl?: string;
}

describe('moves that meet: money and state agree whoever wins', () => {
  let app: TestApp;
  let clock: ManualClock;
  let api: ReturnType<typeof dealsClient>;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    clock = manualClock();
    // 42 pairs of 20 rounds go through the wallet page and its callbacks far faster than people's limits allow.
    const unlimited = '100000';
    app = await buildTestApp(
      {
        WRITE_RATE_LIMIT: unlimited,
        ADMIN_WRITE_RATE_LIMIT: unlimited,
        PAYMENT_INTENT_RATE_LIMIT: unlimited,
        WEBHOOK_RATE_LIMIT: unlimited,
      },
      { clock },
    );
    api = dealsClient(app);
    seller = await signUpAs(app, 'seller', { name: 'Rahim' });
    buyer = await signUpAs(app, 'buyer', { name: 'Karim' });
    admin = await signUpAdmin(app);
  });
  afterAll(async () => app?.close());

  const ok = <T extends { status: number; body: unknown }>(res: T, what: string): T => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };

  /** A bKash checkout of the booking, approved on the wallet page; answers the callback the browser would follow. */
  async function approve(bookingId: string): Promise<string> {
    const started = ok(await api.checkout(buyer, bookingId, 'bkash'), 'checkout');
    const answered = ok(await api.walletAnswer(started.body.redirectUrl as string, GOOD_WALLET), 'wallet');
    return answered.body.redirectUrl as string;
  }

  /** bKash executed the payment but Market never heard back (the callback lost): only reconciliation will learn of it. */
  async function executeBehindMarket(callbackUrl: string): Promise<void> {
    const paymentId = new URL(callbackUrl).searchParams.get('paymentID')!;
    await createSandboxWallet(app.ctx.db).api.execute(paymentId);
  }

  async function begin(start: Start): Promise<Round> {
    const productId = await createProduct(app, seller, { resell_price: PRICE });
    const bookingId = await book(app, buyer, productId);
    if (start === 'cash-approved' || start === 'cash-executed') ok(await api.checkout(buyer, bookingId, 'cod'), 'cash');
    const callbackUrl = await approve(bookingId);
    if (start === 'approved' || start === 'cash-approved') return { bookingId, callbackUrl };
    if (start === 'executed' || start === 'cash-executed') {
      await executeBehindMarket(callbackUrl);
      // The reconciliation job of the checkout is due.
      await advance(clock, LIMITS.reconcileMinutes * MINUTE + 1000);
      return { bookingId, callbackUrl };
    }
    expect((await api.follow(callbackUrl)).status).toBe(303);
    if (start === 'handed-over') ok(await api.move(seller, bookingId, 'handed-over'), 'handover');
    if (start === 'disputed') ok(await api.move(buyer, bookingId, 'dispute', 'It does not start'), 'dispute');
    return { bookingId };
  }

  /** One action; answers its HTTP status (a job's run: 200). */
  async function fire(action: Action, round: Round): Promise<{ status: number; body?: unknown }> {
    const { bookingId } = round;
    switch (action) {
      case 'buyer cancels':
        return api.move(buyer, bookingId, 'cancel', 'Changed my mind');
      case 'seller cancels':
        return api.move(seller, bookingId, 'cancel', 'Sold elsewhere');
      case 'received':
        return api.move(buyer, bookingId, 'received');
      case 'admin refunds':
        return api.move(admin, bookingId, 'refund');
      case 'admin releases':
        return api.move(admin, bookingId, 'release');
      case 'dispute':
        return api.move(buyer, bookingId, 'dispute', 'It does not start');
      case 'handed over':
        return api.move(seller, bookingId, 'handed-over');
      case 'paid in cash, from a page showing cash':
        return api.call('POST', `/api/bookings/${bookingId}/handed-over`, seller, { state: 'cash' });
      case "bKash's callback":
        return api.follow(round.callbackUrl!);
      case 'the reconciliation job':
      case 'the release clock':
        await app.ctx.jobs.runDue();
        return { status: 200 };
    }
  }

  /** Where the money is for a booking: taken by and given back at the provider, and as Market's record says. */
  async function moneyOf(bookingId: string) {
    const ids = (await app.ctx.db.select({ reference: checkouts.reference }).from(checkouts).where(eq(checkouts.bookingId, bookingId)))
      .map((c) => c.reference)
      .filter((r): r is string => r !== null);
    const wallet = ids.length
      ? await app.ctx.db.select().from(sandboxWalletPayments).where(inArray(sandboxWalletPayments.paymentId, ids))
      : [];
    const taken = wallet.filter((w) => w.status === 'Completed').reduce((sum, w) => sum + w.amount, 0);
    const givenBack = wallet.reduce((sum, w) => sum + w.refundedAmount, 0);
    return { kept: taken - givenBack, payment: await api.paymentOf(bookingId), state: (await api.bookingRow(bookingId)).state };
  }

  /** The agreement checked after every round. */
  function expectAgreement({ kept, payment, state }: Awaited<ReturnType<typeof moneyOf>>, label: string) {
    const online = payment && payment.method !== 'cod';
    const held: BookingState[] = ['held', 'handed-over', 'disputed', 'review'];
    const facts = { state, kept, released: Boolean(payment?.releasedAt), refunded: Boolean(payment?.refundedAt), label };
    if (held.includes(state)) expect(facts).toEqual({ ...facts, kept: PRICE, released: false, refunded: false });
    else if (state === 'released') expect(facts).toEqual({ ...facts, kept: PRICE, released: true, refunded: false });
    else if (state === 'refunded') expect(facts).toEqual({ ...facts, kept: 0, released: false, refunded: true });
    else expect(facts).toEqual({ ...facts, kept: 0, released: false, refunded: false });
    if (state === 'sold-cash') expect(payment?.method).toBe('cod');
    if (['booked', 'cash', 'cancelled', 'lapsed'].includes(state)) expect(online).toBeFalsy();
  }

  it('a move from a page opened before a payment landed is not made: the seller’s cash sale of a booking paid by bKash', async () => {
    const { bookingId, callbackUrl } = await begin('cash-approved');
    expect((await api.follow(callbackUrl!)).status).toBe(303);
    const stale = await fire('paid in cash, from a page showing cash', { bookingId });
    expect(stale).toMatchObject({ status: 409, body: { error: 'booking-state-changed' } });
    expect(await moneyOf(bookingId)).toMatchObject({ state: 'held', kept: PRICE });
  });

  it.each(PAIRS)('from %s: %s and %s at once', async (start, first, second) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const at = await begin(start);
      if (first === 'the release clock' || second === 'the release clock') await advance(clock, LIMITS.releaseDays * DAY + 1000);
      const answers = await Promise.all([fire(first, at), fire(second, at)]);
      // Nobody meets a 500: a move that lost answers 409 and changed nothing.
      for (const answer of answers) {
        expect([200, 303, 409], JSON.stringify(answer.body)).toContain(answer.status);
        if (answer.status === 409)
          expect(['booking-state-changed', 'booking-move-not-allowed', 'refund-in-progress']).toContain(
            (answer.body as { error: string }).error,
          );
      }
      // Whatever a job left for later (a refund's takeover, a late payment's reconciliation) has run.
      await advance(clock, LIMITS.reconcileMinutes * MINUTE + 1000);
      while ((await app.ctx.jobs.runDue()) > 0);
      const money = await moneyOf(at.bookingId);
      expectAgreement(money, `${start}: ${first} / ${second}, round ${round}`);
      // The seller meant a cash sale: it is one (the bKash money given back), or it is refused and the booking held.
      if (second === 'paid in cash, from a page showing cash') expect(['sold-cash', 'held']).toContain(money.state);
    }
  });
});
