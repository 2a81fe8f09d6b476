import { and, eq, isNull } from 'drizzle-orm';
import { LIMITS } from '#shared/constants.ts';
import { formatNumber } from '#shared/format.ts';
import type { AppContext } from '../context.ts';
import { products, sellerPhones } from '../db/schema.ts';
import { conflict, HttpError } from '../http-error.ts';
import { textsFor } from '../language.ts';
import { SmsError } from '../sms/sms.ts';
import type { UserRow } from '../auth/roles.ts';
import { sellersRepository } from '../sellers/repository.ts';
import { newPhoneCode, phoneCodeHasher } from './codes.ts';
import { phoneCodesRepository } from './repository.ts';

/*
 * Verified numbers (product §6, "Verified numbers"). A seller proves a mobile number by typing the code a text
 * message brought to it: LIMITS.phoneCodeDigits digits, good for LIMITS.phoneCodeMinutes minutes and
 * LIMITS.phoneCodeTries wrong entries, at most LIMITS.phoneCodesPerHour sent to one number in an hour
 * (whoever asks: nobody floods a phone with texts). A proved number is its prover's: it wins over another
 * seller's claim by listing, which is released; that seller's listings under it go chat only (their number
 * is no longer theirs to show) and they are told.
 *
 * The text is sent while the seller waits (sms/bulksmsbd.ts tries again itself on a passing fault), not by
 * the job queue: a code is wanted now or not at all, and a job's data would keep the code in the database
 * (decision 025).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A refusal that says when to try again (Retry-After). */
class TryLater extends HttpError {
  constructor(
    status: number,
    code: 'phone-codes-limit' | 'sms-not-sent',
    override readonly retryAfter: number,
  ) {
    super(status, code);
  }
}

export function phoneVerification(ctx: Pick<AppContext, 'db' | 'secret' | 'clock' | 'sms' | 'events'>) {
  const { db, clock } = ctx;
  const codes = phoneCodesRepository(db);
  const sellers = sellersRepository(db);
  const hasher = phoneCodeHasher(ctx.secret);

  /** Refuses a number someone else proved (409 `phone-taken`) or the caller proved already (409 `phone-already-verified`). */
  const assertOpen = (holder: { sellerId: string; verifiedAt: Date | null } | null, sellerId: string) => {
    if (!holder?.verifiedAt) return;
    throw conflict(holder.sellerId === sellerId ? 'phone-already-verified' : 'phone-taken');
  };

  return {
    /** Sends a new code to `phone` for the seller; answers when it stops working. */
    async send(seller: Pick<UserRow, 'id' | 'language'>, phone: string): Promise<{ phone: string; expiresAt: string }> {
      assertOpen(await sellers.holderOf(phone), seller.id);
      const now = new Date(clock.now());
      const hourAgo = new Date(now.getTime() - HOUR);
      await codes.deleteOlder(phone, hourAgo);
      const code = newPhoneCode();
      const expiresAt = new Date(now.getTime() + LIMITS.phoneCodeMinutes * MINUTE);
      // Recorded first, then counted with the others of the hour: of several asked at once past the limit, none goes.
      const id = await codes.add({ phone, sellerId: seller.id, codeHash: hasher.hash(phone, seller.id, code), createdAt: now, expiresAt });
      const sent = await codes.sentSince(phone, hourAgo);
      if (sent.n > LIMITS.phoneCodesPerHour) {
        await codes.delete(id);
        // Once the oldest of the hour's codes is an hour old, another may be sent.
        const again = (sent.oldest ?? now).getTime() + HOUR - now.getTime();
        throw new TryLater(429, 'phone-codes-limit', Math.max(1, Math.ceil(again / 1000)));
      }
      const { PHONE_TEXTS } = textsFor(seller.language);
      try {
        await ctx.sms.send({ to: phone, text: PHONE_TEXTS.sms(code, formatNumber(LIMITS.phoneCodeMinutes, seller.language)) });
      } catch (err) {
        // A text that did not go is no code, and does not count against the number's hour.
        await codes.delete(id);
        if (err instanceof SmsError) throw new TryLater(503, 'sms-not-sent', 60);
        throw err;
      }
      // The codes sent before for this number and seller stop working: only the newest text's code is typed.
      await codes.endWorking(phone, seller.id, now, id);
      return { phone, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Checks the code the seller typed against the newest one sent to `phone` for them. Right: the number is
     * theirs and proved, whoever claimed it by listing; answers how many of another seller's listings went
     * chat only with that seller's claim.
     */
    async confirm(seller: Pick<UserRow, 'id'>, phone: string, code: string): Promise<{ phone: string; verified: true; released: number }> {
      assertOpen(await sellers.holderOf(phone), seller.id);
      const sent = await codes.newest(phone, seller.id);
      if (!sent || sent.expiresAt.getTime() <= clock.now()) throw conflict('phone-code-expired');
      const tries = await codes.takeTry(sent.id, LIMITS.phoneCodeTries);
      if (tries === null) throw new HttpError(429, 'phone-code-tries');
      if (!hasher.matches(sent.codeHash, phone, seller.id, code)) throw new HttpError(400, 'phone-code-wrong');
      const now = new Date(clock.now());
      return ctx.events.transaction(async (tx, tell) => {
        // The number's row, locked: a claim by listing made meanwhile waits, then finds the number proved.
        const [held] = await tx.select().from(sellerPhones).where(eq(sellerPhones.phone, phone)).for('update');
        assertOpen(held ?? null, seller.id);
        let released = 0;
        if (held && held.sellerId !== seller.id) {
          await tx.delete(sellerPhones).where(eq(sellerPhones.phone, phone));
          // Their listings keep their words and the number as typed, for them to change; the public no longer
          // sees the number beside them (product §6, "A seller's contact"): buyers write to them instead.
          const quieted = await tx
            .update(products)
            .set({ chatOnly: true })
            .where(
              and(
                eq(products.sellerId, held.sellerId),
                eq(products.phone, phone),
                eq(products.chatOnly, false),
                isNull(products.removedAt),
              ),
            )
            .returning({ id: products.id });
          released = quieted.length;
          await tell.notify(held.sellerId, 'phone-released', { phone, count: released });
        }
        await tx
          .insert(sellerPhones)
          .values({ phone, sellerId: seller.id, verifiedAt: now })
          .onConflictDoUpdate({ target: sellerPhones.phone, set: { verifiedAt: now } });
        await phoneCodesRepository(tx).deleteAll(phone);
        return { phone, verified: true as const, released };
      });
    },

    /** The seller's numbers and which they proved. */
    async list(sellerId: string) {
      const rows = await sellers.phonesOf(sellerId);
      return {
        phones: rows.map((r) => ({ phone: r.phone, verified: r.verifiedAt !== null, verifiedAt: r.verifiedAt?.toISOString() ?? null })),
      };
    },
  };
}
