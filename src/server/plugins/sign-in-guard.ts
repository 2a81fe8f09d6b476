import type { FastifyRequest } from 'fastify';
import type { LimitCounters } from './limit-counters.ts';
import { addressOf, bodyEmail, type Limit, named, tooManyRequests } from './limits.ts';

/** How long an address's failures on one account count against it. */
export const ADDRESS_FAILURES_WINDOW_MS = 15 * 60 * 1000;
/** How long an account's failures from every address count. */
export const ACCOUNT_FAILURES_WINDOW_MS = 60 * 60 * 1000;

/**
 * The limit on guessing passwords, which slows down whoever guesses and never the account's owner.
 *
 * E-mail addresses are no secret (listings showed their sellers' until product §6, "A seller's contact"),
 * so a limit per account alone (N wrong passwords, then the account refused for a while) lets anyone
 * lock any seller out. Here wrong passwords count against
 * the pair of account and address, and against the account only for addresses that guess:
 *
 * - `perAddress` failed sign-ins to one account from one address (an IPv6 /64) in 15 minutes; then
 *   that address is refused for that account, right password or not, until its window ends.
 * - `perAccount` failed sign-ins to one account from every address in an hour: beyond them, an
 *   address that has failed on the account in its last 15 minutes is refused; one that has not (the
 *   owner at home, at work, on mobile data) still gets its try. So guessing from many addresses is
 *   bounded: at most `perAccount` an hour, plus one guess per new address each 15 minutes, which an
 *   attacker pays for in addresses.
 *
 * Only failures count: every attempt is counted before it reaches the library (so many attempts sent
 * at once cannot all pass the check before any has failed), and `settle` takes the count back when the
 * answer is not a refusal (4xx): a right password, or the server failing. The owner who mistyped from
 * the address an attacker guesses from (one carrier address serves many phones) waits the 15 minutes,
 * or signs in from another network. Sign-in and sign-up are also limited per address
 * (AUTH_RATE_LIMIT, whichever accounts), so one address cannot guess at many accounts either.
 */
export function signInGuard(counters: LimitCounters, options: { perAddress: number; perAccount: number }): Limit {
  const counted = new WeakMap<FastifyRequest, string[]>();
  const guard: Limit = async (request, reply) => {
    const email = bodyEmail(request);
    if (email === undefined) return; // no account named: the library refuses it, and nothing is guessed
    const pairKey = `sign-in-failures:${email}|${addressOf(request)}`;
    const pair = await counters.add(pairKey, ADDRESS_FAILURES_WINDOW_MS);
    if (pair.current > options.perAddress) throw tooManyRequests(reply, pair.ttl);
    const accountKey = `account-failures:${email}`;
    const account = await counters.add(accountKey, ACCOUNT_FAILURES_WINDOW_MS);
    // `pair.current` counts this attempt: above 1, this address has failed on the account already.
    // Refused until either window ends: the account's, or this address's (then it is a new one again).
    if (account.current > options.perAccount && pair.current > 1) throw tooManyRequests(reply, Math.min(pair.ttl, account.ttl));
    counted.set(request, [pairKey, accountKey]);
  };
  guard.settle = async (request, status) => {
    const keys = counted.get(request);
    counted.delete(request);
    if (!keys || (status >= 400 && status < 500)) return;
    await Promise.all(keys.map((key) => counters.takeBack(key)));
  };
  return named(['sign-in-failures', 'account-failures'], guard);
}
