import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../http-error.ts';
import { TAKA, type HostedGateway, type ProviderWord } from '../payments/hosted.ts';
import { recordSale } from '../sales/record-sale.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import { checkoutsRepository, type CheckoutRow } from './repository.ts';

/*
 * Settling a checkout at a hosted provider, once, whoever brings the news: the provider's callback, its
 * IPN, the buyer's browser coming back, or the reconciliation job. Only the provider's own word counts
 * (gateway.finish and gateway.ask); what the notice itself says is never trusted. A payment is recorded
 * when the provider says paid for the checkout's invoice, amount and currency, with a transaction id not
 * seen before; money that came but cannot be kept (the laptop sold meanwhile, the booking ended) goes
 * back through the same provider.
 */

/** A claim on a checkout older than this is its holder's that died mid-call: another may finish it. */
const CLAIM_STALE_MS = 2 * 60_000;

export type SettleCtx = Pick<AppContext, 'db' | 'events' | 'clock' | 'metrics'> & { log: FastifyBaseLogger };

/** Where a checkout stands after the news was heard: what the buyer's page shows. */
export type Settled = Pick<CheckoutRow, 'id' | 'bookingId' | 'state' | 'outcome'>;

const logOf = (ctx: SettleCtx, gateway: HostedGateway, checkout: CheckoutRow) =>
  ctx.log.child({ checkoutId: checkout.id, bookingId: checkout.bookingId, provider: gateway.provider });

const settledOf = (row: CheckoutRow): Settled => ({ id: row.id, bookingId: row.bookingId, state: row.state, outcome: row.outcome });

/** Why the provider's `paid` cannot be this checkout's payment; null when it is. */
function mismatchOf(checkout: CheckoutRow, word: Extract<ProviderWord, { kind: 'paid' }>): string | null {
  if (word.invoice !== checkout.invoice) return 'invoice-mismatch';
  if (word.currency.toUpperCase() !== TAKA || word.amount !== checkout.amount) return 'amount-mismatch';
  if (!word.trxId) return 'no-transaction-id';
  return null;
}

/**
 * Finishes a checkout whose provider announced success (bKash's callback, SSLCommerz's IPN or return):
 * one caller at a time asks the provider to finish it; the others, and any later, read where it stands.
 */
export async function finishCheckout(
  ctx: SettleCtx,
  gateway: HostedGateway,
  checkout: CheckoutRow,
  proof: { valId?: string },
): Promise<Settled> {
  const repo = checkoutsRepository(ctx.db);
  const now = new Date(ctx.clock.now());
  const claimed = await repo.claim(checkout.id, now, new Date(now.getTime() - CLAIM_STALE_MS));
  if (!claimed) {
    const current = (await repo.findById(checkout.id)) ?? checkout;
    return current.state === 'failed' && proof.valId ? giveBackLate(ctx, gateway, current, proof) : settledOf(current);
  }
  try {
    const word = await gateway.finish(claimed, proof);
    return await applyWord(ctx, gateway, claimed, word, { final: false });
  } finally {
    await repo.release(checkout.id);
  }
}

/**
 * Settles a checkout the buyer's browser says failed or was cancelled, only if its provider says so too: a
 * forged notice changes nothing, and a real one ends the checkout at once rather than at reconciliation.
 */
export async function askCheckout(ctx: SettleCtx, gateway: HostedGateway, checkout: CheckoutRow): Promise<Settled> {
  if (checkout.state !== 'pending') return settledOf(checkout);
  const word = await gateway.ask(checkout);
  return applyWord(ctx, gateway, checkout, word, { final: false });
}

/**
 * Settles a checkout from what its provider says of it now (reconciliation). `final`: the checkout has
 * waited long enough that a payment not made by now is failed; a provider that cannot be asked throws,
 * so the job tries again later.
 */
export async function reconcileCheckout(ctx: SettleCtx, gateway: HostedGateway, checkout: CheckoutRow): Promise<Settled> {
  const word = await gateway.ask(checkout);
  if (word.kind === 'unknown') throw new Error(`provider could not say how checkout ${checkout.id} stands (${word.code})`);
  return applyWord(ctx, gateway, checkout, word, { final: true });
}

async function applyWord(
  ctx: SettleCtx,
  gateway: HostedGateway,
  checkout: CheckoutRow,
  word: ProviderWord,
  { final }: { final: boolean },
): Promise<Settled> {
  const repo = checkoutsRepository(ctx.db);
  const settledAt = new Date(ctx.clock.now());
  const log = logOf(ctx, gateway, checkout);
  if (word.kind === 'unknown' || (word.kind === 'waiting' && !final)) return settledOf(checkout);
  if (word.kind !== 'paid') {
    const code = word.kind === 'waiting' ? 'expired' : word.code;
    return settledOf((await repo.settle(checkout.id, 'pending', 'failed', { outcome: code, settledAt })) ?? checkout);
  }
  const mismatch = mismatchOf(checkout, word);
  if (mismatch) {
    // Not this checkout's payment as Market asked for it: nothing is recorded on the provider's say-so.
    log.error(
      { mismatch, said: { invoice: word.invoice, amount: word.amount, currency: word.currency } },
      'provider reported a payment that does not match',
    );
    if (!final) throw new HttpError(409, mismatch === 'amount-mismatch' ? 'payment-amount-mismatch' : 'payment-not-confirmed');
    return settledOf((await repo.settle(checkout.id, 'pending', 'failed', { outcome: mismatch, settledAt })) ?? checkout);
  }
  if (checkout.state !== 'pending') return settledOf(checkout);
  const booking = await bookingsRepository(ctx.db).findById(checkout.bookingId);
  let refundFor: string;
  try {
    await recordSale(
      ctx.events,
      {
        bookingId: checkout.bookingId,
        productId: booking?.booking.productId ?? null,
        price: checkout.amount,
        transactionId: word.trxId,
        email: booking?.booking.email ?? '',
        method: gateway.method,
        provider: gateway.provider,
        checkoutId: checkout.id,
        review: word.review,
      },
      async (tx: Db, recorded) => {
        // This very payment, recorded by a concurrent settle: nothing more to do.
        if (!recorded.created && recorded.transactionId === word.trxId) throw new AlreadySettled();
        // The booking was paid with another transaction (another checkout, a card): this money goes back.
        if (!recorded.created) throw new PaidTwice();
        const paid = await checkoutsRepository(tx).settle(checkout.id, 'pending', 'paid', {
          trxId: word.trxId,
          valId: word.valId ?? null,
          settledAt,
        });
        if (!paid) throw new AlreadySettled();
      },
    );
    ctx.metrics.paymentRecorded(gateway.provider);
    return { id: checkout.id, bookingId: checkout.bookingId, state: 'paid', outcome: null };
  } catch (err) {
    if (err instanceof AlreadySettled) return settledOf((await repo.findById(checkout.id)) ?? checkout);
    if (err instanceof PaidTwice)
      return giveBack(ctx, gateway, checkout, { trxId: word.trxId, amount: checkout.amount }, 'paid-twice', log);
    if (uniqueViolation(err) !== null) {
      // This transaction id was recorded already, on another checkout or payment: a replay, never a second payment.
      log.error({ trxId: word.trxId }, 'provider reported a transaction id seen before');
      throw new HttpError(409, 'payment-already-recorded');
    }
    if (!(err instanceof HttpError && ['product-sold', 'booking-closed', 'payment-amount-mismatch'].includes(err.code))) throw err;
    refundFor = err.code;
  }
  return giveBack(ctx, gateway, checkout, { trxId: word.trxId, amount: checkout.amount }, refundFor, log);
}

/**
 * Money that came after its checkout was settled failed (the buyer paid on the provider's page after
 * reconciliation gave up on them): nothing is recorded for the booking, and the money goes back, once.
 */
async function giveBackLate(ctx: SettleCtx, gateway: HostedGateway, checkout: CheckoutRow, proof: { valId?: string }): Promise<Settled> {
  const word = await gateway.finish(checkout, proof);
  if (word.kind !== 'paid' || mismatchOf(checkout, word) === 'invoice-mismatch') return settledOf(checkout);
  return giveBack(ctx, gateway, checkout, { trxId: word.trxId, amount: word.amount }, 'late', logOf(ctx, gateway, checkout));
}

/** Thrown inside the sale's transaction when another caller settled the checkout first: nothing is written. */
class AlreadySettled extends Error {}
/** Thrown inside the sale's transaction when the booking was paid with another transaction: nothing is written. */
class PaidTwice extends Error {}

/**
 * Money that came for a checkout whose booking cannot take it: back through the provider, in full, and
 * the checkout recorded as refunded. When the provider cannot be reached the checkout stays pending, and
 * the reconciliation job brings it here again.
 */
async function giveBack(
  ctx: SettleCtx,
  gateway: HostedGateway,
  checkout: CheckoutRow,
  paid: { trxId: string; amount: number },
  why: string,
  log: FastifyBaseLogger,
): Promise<Settled> {
  log.warn({ why }, 'refunding a payment that cannot be kept');
  await gateway.refund({ ...checkout, trxId: paid.trxId }, paid.amount, why);
  const repo = checkoutsRepository(ctx.db);
  const settledAt = new Date(ctx.clock.now());
  const refunded = await repo.settle(checkout.id, checkout.state, 'refunded', { trxId: paid.trxId, outcome: why, settledAt });
  return settledOf(refunded ?? (await repo.findById(checkout.id)) ?? checkout);
}
