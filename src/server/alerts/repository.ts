import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Condition, StorageType } from '#shared/constants.ts';
import type { District, Division } from '#shared/districts.ts';
import type { AlertFrequency } from '#shared/schemas/alerts.ts';
import type { Db } from '../db/client.ts';
import { alertMatches, alerts, onSale, products, user } from '../db/schema.ts';

/** An alert as its owner reads it. */
const ownFields = {
  id: alerts.id,
  query: alerts.query,
  frequency: alerts.frequency,
  createdAt: sql<string>`to_char(${alerts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** What an alert stores of its search: each filter in its column (schema.ts `alerts`), its words' keys and its anchor. */
export interface AlertColumns {
  categories: string[] | null;
  minPrice: number | null;
  maxPrice: number | null;
  ram: number | null;
  storage: number | null;
  storageType: StorageType | null;
  conditions: Condition[] | null;
  division: Division | null;
  district: District | null;
  verified: boolean;
  trusted: boolean;
  words: string[];
  anchor: string | null;
}

/** A new listing as the alerts are matched with it: its values, its seller, its words as stored. */
export interface ListingFacts {
  id: string;
  sellerId: string;
  categoryId: string;
  resellPrice: number;
  ram: number | null;
  storage: number | null;
  storageType: string | null;
  condition: string | null;
  division: string | null;
  district: string | null;
  sellerVerified: boolean;
  name: string;
  detail: string;
  words: string[];
}

/** An alert that found a listing: whom to tell, how, and of which search. */
export type Found = {
  alertId: string;
  userId: string;
  frequency: AlertFrequency;
  query: string;
};

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Alerts (saved searches) and the laptops they found (`alert_matches`). */
export function alertsRepository(db: Db) {
  return {
    /** The user's alerts, newest first. */
    async listOwn(userId: string) {
      return db.select(ownFields).from(alerts).where(eq(alerts.userId, userId)).orderBy(desc(alerts.createdAt), desc(alerts.id));
    },

    /** One of the user's alerts; null when there is none of that id, or it is someone else's. */
    async findOwn(id: string, userId: string) {
      const [row] = await db
        .select(ownFields)
        .from(alerts)
        .where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
      return row ?? null;
    },

    /**
     * Saves the search for the user, or, when they saved the same search before, changes how often it tells;
     * `created` says which. Null when the user has `limit` alerts already (none is added). The user's row is
     * locked meanwhile, so two saves at once cannot both pass the limit.
     */
    async save(userId: string, query: string, frequency: AlertFrequency, columns: AlertColumns, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
        const [existing] = await tx
          .select({ id: alerts.id })
          .from(alerts)
          .where(and(eq(alerts.userId, userId), eq(alerts.query, query)));
        if (existing) {
          const [row] = await tx.update(alerts).set({ frequency }).where(eq(alerts.id, existing.id)).returning(ownFields);
          return { alert: row!, created: false };
        }
        const [held] = await tx.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId));
        if ((held?.n ?? 0) >= limit) return null;
        const [row] = await tx
          .insert(alerts)
          .values({ userId, query, frequency, ...columns })
          .returning(ownFields);
        return { alert: row!, created: true };
      });
    },

    /** Changes how often one of the user's alerts tells; null when it is not theirs. */
    async setFrequency(id: string, userId: string, frequency: AlertFrequency) {
      const [row] = await db
        .update(alerts)
        .set({ frequency })
        .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
        .returning(ownFields);
      return row ?? null;
    },

    /** Deletes one of the user's alerts (its matches go with it); answers how many went (0 or 1). */
    async deleteOwn(id: string, userId: string): Promise<number> {
      const rows = await db
        .delete(alerts)
        .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
        .returning({ id: alerts.id });
      return rows.length;
    },

    /** A text's words as the database splits them for a search (`to_tsvector('simple', …)`, products/search.ts). */
    async wordsOf(text: string): Promise<string[]> {
      const result = (await db.execute<{ words: string[] }>(sql`select tsvector_to_array(to_tsvector('simple', ${text})) as "words"`)) as {
        rows: { words: string[] }[];
      };
      return result.rows[0]?.words ?? [];
    },

    /** A listing on sale, as its alerts are matched; null once it is sold, removed or gone. */
    async listingOnSale(productId: string): Promise<ListingFacts | null> {
      const [row] = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          categoryId: products.categoryId,
          resellPrice: products.resellPrice,
          ram: products.ram,
          storage: products.storage,
          storageType: products.storageType,
          condition: products.condition,
          division: products.division,
          district: products.district,
          sellerVerified: sql<boolean>`(${user.status} is not null)`,
          name: products.name,
          detail: products.detail,
          words: sql<string[]>`tsvector_to_array(${products.searchWords})`,
        })
        .from(products)
        .innerJoin(user, eq(user.id, products.sellerId))
        .where(and(eq(products.id, productId), onSale(products)));
      return row ?? null;
    },

    /**
     * The alerts a listing matches, recorded in one statement: each filter as /search reads it (a listing
     * without a spec matches no alert that asks for one), and every word of an alert among the listing's
     * `keys` (alerts/words.ts). Only the alerts anchored at one of the listing's keys, and those without an
     * anchor, are read (the index `alerts_anchor_idx`). Never the seller's own alerts, never an alert that
     * found this listing before: each laptop reaches each alert once. An instant alert's match is marked
     * told at once (its caller tells it in the same transaction); a daily one's waits for its digest.
     */
    async recordMatches(listing: ListingFacts & { sellerTrusted: boolean }, keys: readonly string[]): Promise<Found[]> {
      const result = (await db.execute<Found>(sql`
        with found as (
          insert into ${alertMatches} (alert_id, product_id, sent_at)
          select a.id, ${listing.id}::uuid, case when a.frequency = 'instant' then now() end
          from ${alerts} a
          where (a.anchor = any(${textArray(keys)}) or a.anchor is null)
            and a.user_id <> ${listing.sellerId}
            and (a.categories is null or ${listing.categoryId} = any(a.categories))
            and (a.min_price is null or a.min_price <= ${listing.resellPrice})
            and (a.max_price is null or a.max_price >= ${listing.resellPrice})
            and (a.ram is null or a.ram <= ${listing.ram}::integer)
            and (a.storage is null or a.storage <= ${listing.storage}::integer)
            and (a.storage_type is null or a.storage_type = ${listing.storageType}::text)
            and (a.conditions is null or ${listing.condition}::text = any(a.conditions))
            and (a.division is null or a.division = ${listing.division}::text)
            and (a.district is null or a.district = ${listing.district}::text)
            and (not a.verified or ${listing.sellerVerified}::boolean)
            and (not a.trusted or ${listing.sellerTrusted}::boolean)
            and a.words <@ ${textArray(keys)}
          on conflict do nothing
          returning alert_id
        )
        select a.id as "alertId", a.user_id as "userId", a.frequency, a.query
        from found join ${alerts} a on a.id = found.alert_id`)) as { rows: Found[] };
      return result.rows;
    },

    /** Marks the laptop told to these alerts without a digest (their owner heard of it otherwise). */
    async markTold(alertIds: readonly string[], productId: string): Promise<void> {
      if (alertIds.length === 0) return;
      await db
        .update(alertMatches)
        .set({ sentAt: sql`now()` })
        .where(and(sql`${alertMatches.alertId} = any(${sql.param([...alertIds])}::uuid[])`, eq(alertMatches.productId, productId)));
    },

    /**
     * Sets the next digest of the daily alerts among `alertIds` that have none waiting; answers those, whose
     * digest job is to be queued (the others' is queued already).
     */
    async scheduleDigests(alertIds: readonly string[], at: Date): Promise<string[]> {
      if (alertIds.length === 0) return [];
      const result = (await db.execute<{ id: string }>(sql`
        update ${alerts} set digest_at = ${at.toISOString()}::timestamptz
        where id = any(${sql.param([...alertIds])}::uuid[]) and digest_at is null
        returning id`)) as { rows: { id: string }[] };
      return result.rows.map((row) => row.id);
    },

    /**
     * An alert's digest: the alert (locked until the transaction ends, so a repeated job waits and then finds
     * nothing), and the laptops waiting for it that are still on sale, newest first. Null when the alert is gone.
     */
    async digestOf(alertId: string) {
      const [alert] = await db
        .select({ id: alerts.id, userId: alerts.userId, query: alerts.query, digestAt: alerts.digestAt })
        .from(alerts)
        .where(eq(alerts.id, alertId))
        .for('update');
      if (!alert) return null;
      const waiting = await db
        .select({ productId: alertMatches.productId })
        .from(alertMatches)
        .innerJoin(products, eq(products.id, alertMatches.productId))
        .where(and(eq(alertMatches.alertId, alertId), sql`${alertMatches.sentAt} is null`, onSale(products)))
        .orderBy(desc(products.createdAt), desc(products.id));
      return { alert, laptops: waiting.map((row) => row.productId) };
    },

    /** Marks every laptop waiting for the alert's digest told (those sold meanwhile too), and its digest done. */
    async digestSent(alertId: string): Promise<void> {
      await db
        .update(alertMatches)
        .set({ sentAt: sql`now()` })
        .where(and(eq(alertMatches.alertId, alertId), sql`${alertMatches.sentAt} is null`));
      await db.update(alerts).set({ digestAt: null }).where(eq(alerts.id, alertId));
    },

    /** Laptops by id as a digest lists them, in the order given; those gone are left out. */
    async laptops(ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id, name: products.name, detail: products.detail, price: products.resellPrice })
        .from(products)
        .where(sql`${products.id} = any(${sql.param([...ids])}::uuid[])`)
        .orderBy(asc(products.createdAt));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Forgets the laptops told before `before`: what keeps a laptop from reaching an alert twice is needed a while only. */
    async pruneMatches(before: Date): Promise<void> {
      await db.delete(alertMatches).where(lt(alertMatches.sentAt, before));
    },
  };
}
