import { sql, type SQL } from 'drizzle-orm';
import { TRUSTED_SELLER } from '#shared/reviews.ts';
import type { Db } from '../db/client.ts';

/*
 * The trusted seller's badge (product §4, "Reviews"; decision 022), read from the data at the time asked, so
 * that it is earned and lost as the clock moves without anything having to run. A seller is trusted at `now`
 * when, all at once:
 *   - they have at least TRUSTED_SELLER.sales completed sales (`seller_standing`, counted as each completes);
 *   - the published, not hidden, reviews of them by their buyers average TRUSTED_SELLER.average or more,
 *     compared exactly (a sum of stars against the average times the count), over at least one review;
 *   - their account was made TRUSTED_SELLER.memberDays days or more before `now`;
 *   - no dispute of theirs was upheld (a disputed booking of theirs that ended refunded) within the
 *     TRUSTED_SELLER.disputeDays days up to `now`, counted from the refund (the booking's `closed_at`): one
 *     upheld exactly 90 days ago still counts, a moment later it does not.
 * The reviews' and the bookings' repositories read the same tables: this is the one statement of the rule,
 * which the search (`trusted=1`) and a seller's reviews both use.
 */

const DAY_MS = 24 * 3_600_000;
/** A time as a parameter both engines read alike. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** The rule for the seller `s.seller_id`, over `seller_standing s` and `"user" u`, at `now`. */
function trustedAt(now: Date): SQL {
  const memberSince = new Date(now.getTime() - TRUSTED_SELLER.memberDays * DAY_MS);
  const disputesSince = new Date(now.getTime() - TRUSTED_SELLER.disputeDays * DAY_MS);
  return sql`s.completed_sales >= ${TRUSTED_SELLER.sales}
    and u.created_at <= ${at(memberSince)}
    and not exists (
      select 1 from bookings b
      where b.seller_id = s.seller_id and b.disputed_at is not null and b.state = 'refunded' and b.closed_at >= ${at(disputesSince)})
    and coalesce((
      select count(*) > 0 and sum(r.stars) >= ${String(TRUSTED_SELLER.average)}::numeric * count(*)
      from reviews r
      where r.subject_id = s.seller_id and r.by = 'buyer' and r.hidden_at is null and r.published_at <= ${at(now)}), false)`;
}

/**
 * The ids of the sellers trusted at `now`: the search of trusted sellers (trusted=1) reads them once and
 * filters by them. It starts from the few sellers with enough completed sales (`seller_standing_sales_idx`),
 * never from every booking or review, and reads each one's stars from `reviews_subject_idx` alone.
 */
export async function trustedSellers(db: Db, now: Date): Promise<string[]> {
  const result = (await db.execute<{ id: string }>(
    sql`select s.seller_id as "id" from seller_standing s join "user" u on u.id = s.seller_id where ${trustedAt(now)} order by 1`,
  )) as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Whether one seller is trusted at `now`. */
export async function isTrustedSeller(db: Db, sellerId: string, now: Date): Promise<boolean> {
  const result = (await db.execute<{ trusted: boolean }>(
    sql`select exists (
          select 1 from seller_standing s join "user" u on u.id = s.seller_id
          where s.seller_id = ${sellerId} and ${trustedAt(now)}) as "trusted"`,
  )) as { rows: { trusted: boolean }[] };
  return result.rows[0]?.trusted === true;
}
