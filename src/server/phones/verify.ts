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
 * LIMITS.phoneCodeTries wrong entries. The limits are the asker's own, so that nobody can spend them for another:
 * LIMITS.phoneCodesPerHour codes to one number an hour for one asker, LIMITS.phoneNumbersPerDay distinct
 * numbers a day; and nobody floods a phone with texts: LIMITS.phoneCodesToNumberPerHour to one number an hour
 * from everyone but the seller whose number it is, who always gets their own. Each text names the account that
 * asked for it, so a stranger's code is known for what it is. A proved number is its prover's: it wins over another
 * seller's claim by listing, which is released; that seller's listings under it go chat only (their number
 * is no longer theirs to show) and they are told.
 *
 * The text is sent while the seller waits (sms/bulksmsbd.ts tries again itself on a passing fault), not by
 * the job queue: a code is wanted now or not at all, and a job's data would keep the code in the database
 * (decision 025).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A refusal that says when to try again (Retry-After). */
class TryLater extends HttpError {
  constructor(
    status: number,
    code: 'phone-codes-limit' | 'phone-numbers-limit' | 'sms-not-sent',
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

  /** Which limit a code just recorded for `askerId` goes past, and when another may go; null when none. */
  const limitReached = async (askerId: string, phone: string, holderId: string | undefined, now: Date) => {
    const numbers = await codes.numbersAskedSince(askerId, new Date(now.getTime() - DAY));
    if (numbers.length > LIMITS.phoneNumbersPerDay) {
      // Once the first code of the day's oldest number is a day old, another number may be asked for.
      const first = Math.min(...numbers.map((n) => n.first.getTime()));
      return { code: 'phone-numbers-limit' as const, again: new Date(first + DAY) };
    }
    const sent = await codes.sentSince(phone, new Date(now.getTime() - HOUR));
    const mine = sent.find((s) => s.sellerId === askerId);
    if (mine && mine.n > LIMITS.phoneCodesPerHour)
      return { code: 'phone-codes-limit' as const, again: new Date(mine.oldest.getTime() + HOUR) };
    // The seller whose number it is is never held back by what others asked; everyone else shares the cap.
    const others = sent.filter((s) => s.sellerId !== holderId);
    const total = others.reduce((sum, s) => sum + s.n, 0);
    if (askerId !== holderId && total > LIMITS.phoneCodesToNumberPerHour) {
      const oldest = Math.min(...others.map((s) => s.oldest.getTime()));
      return { code: 'phone-codes-limit' as const, again: new Date(oldest + HOUR) };
    }
    return null;
  };

  return {
    /** Sends a new code to `phone` for the seller; answers when it stops working. */
    async send(seller: Pick<UserRow, 'id' | 'language' | 'name'>, phone: string): Promise<{ phone: string; expiresAt: string }> {
      const holder = await sellers.holderOf(phone);
      assertOpen(holder, seller.id);
      const now = new Date(clock.now());
      // Kept a day: the day's count of numbers reads them (an older code no longer works nor counts).
      await codes.deleteOlder(phone, new Date(now.getTime() - DAY));
      const code = newPhoneCode();
      const expiresAt = new Date(now.getTime() + LIMITS.phoneCodeMinutes * MINUTE);
      // Recorded first, then counted with the others: of several asked at once past a limit, none goes.
      const id = await codes.add({ phone, sellerId: seller.id, codeHash: hasher.hash(phone, seller.id, code), createdAt: now, expiresAt });
      const refusal = await limitReached(seller.id, phone, holder?.sellerId, now);
      if (refusal) {
        await codes.delete(id);
        throw new TryLater(429, refusal.code, Math.max(1, Math.ceil((refusal.again.getTime() - now.getTime()) / 1000)));
      }
      const { PHONE_TEXTS } = textsFor(seller.language);
      const account = seller.name.slice(0, LIMITS.phoneCodeAccountName);
      try {
        await ctx.sms.send({ to: phone, text: PHONE_TEXTS.sms(code, formatNumber(LIMITS.phoneCodeMinutes, seller.language), account) });
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
