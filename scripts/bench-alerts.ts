/**
 * npm run bench:alerts: the time from a listing going public to its alerts being told, at BENCH_ALERTS saved
 * searches (default 100,000), against a baseline of the same path with one alert (docs/decisions/023).
 *
 * On a fresh temporary PGlite DATA_DIR, or a scratch database of the DATABASE_URL server (bench-harness.ts):
 * the listings of the search benchmark's marketplace (scripts/bench-search-seed.ts) held in review, the buyers,
 * then two passes over the same BENCH_LISTINGS listings (default 200), each made public as the app does
 * (products/went-public.ts `listingWentPublic`, in a transaction of the events) and waited for until its
 * `alert.match` job is completed:
 *
 * - the baseline: one alert in the database, a broad one that every listing matches, so the whole path runs;
 * - the alerts: the BENCH_ALERTS saved searches of `alertMix` below, 5 per buyer, written in bulk with the
 *   columns the app computes when an alert is saved (alerts/routes.ts `alertColumns`).
 *
 * For each listing: the queue's delay (from the commit that made it public to the job's start, pg-boss's
 * `started_on`), the job (its start to its completion: the listing read, the matches recorded, the
 * notifications written, the e-mails queued, committed) and the whole (commit to completion). Before each
 * listing the bench waits a random 0–2 s, so that the job meets the workers' 2-second poll (jobs/queue.ts) at
 * a random point, as a listing made public by a seller does. Then the EXPLAIN (ANALYZE) of the matching
 * statement for the listing of median matches, rolled back.
 *
 *   BENCH_ALERTS=100000  BENCH_LISTINGS=200  BENCH_BASELINE_LISTINGS=50
 */
import { sql } from 'drizzle-orm';
import { BRANDS, CONDITIONS, LIMITS } from '#shared/constants.ts';
import { DIVISIONS, DISTRICTS } from '#shared/districts.ts';
import type { SearchFilters } from '#shared/search-params.ts';
import { alertsRepository } from '#server/alerts/repository.ts';
import { alertColumns, canonicalQuery } from '#server/alerts/routes.ts';
import { ALERT_MATCH_JOB } from '#server/alerts/match.ts';
import { listingValueKeys, listingWordKeys } from '#server/alerts/words.ts';
import type { Db } from '#server/db/client.ts';
import { JOBS_SCHEMA } from '#server/jobs/boss.ts';
import { listingWentPublic } from '#server/products/went-public.ts';
import { type BenchApp, count, exitAfter, median, step, withFreshApp } from './bench-harness.ts';
import { DISTRICT_SHARES, seedSearchMarketplace } from './bench-search-seed.ts';

const ALERTS = count('BENCH_ALERTS', 100_000);
const LISTINGS = count('BENCH_LISTINGS', 200);
const BASELINE_LISTINGS = Math.min(LISTINGS, count('BENCH_BASELINE_LISTINGS', 50));
/** Each buyer saves this many searches: well within LIMITS.alertsPerUser, as most buyers keep a few. */
const ALERTS_PER_BUYER = Math.min(5, LIMITS.alertsPerUser);
const BUYERS = Math.ceil(ALERTS / ALERTS_PER_BUYER);
/** The goal of docs/decisions/023: a listing's alerts told within 5 s, p99. */
const GOAL_P99_MS = 5000;
/** The workers poll every 2 s (jobs/queue.ts): the random pause before each listing spans one poll. */
const POLL_SPAN_MS = 2000;
/** How often the bench looks whether the job has completed: small next to the job, light on the database. */
const WAIT_STEP_MS = 20;
/** A job not completed in this time has failed or is stuck: the run stops rather than wait for ever. */
const JOB_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((settled) => setTimeout(settled, ms));
type Rows<T> = { rows: T[] };

/** A repeatable pseudo-random sequence (mulberry32): the same alerts and pauses every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const chance = (p: number) => next() < p;
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) if ((left -= weight) < 0) return value;
    return entries[entries.length - 1]![0];
  };
  return { next, chance, weighted };
}
type Random = ReturnType<typeof random>;

const categoryOf = (brand: (typeof BRANDS)[number]) => String(BRANDS.indexOf(brand) + 1).padStart(2, '0');
/** Brands as often as buyers look for them: about as often as they are listed (bench-search-seed.ts). */
const BRAND_SHARES: [(typeof BRANDS)[number], number][] = [
  ['Hp', 220],
  ['Lenovo', 210],
  ['Asus', 180],
  ['Dell', 150],
  ['Acer', 100],
  ['Apple', 80],
  ['MSI', 40],
  ['Microsoft', 20],
  ['Avita', 20],
];
/** Districts as the listings are spread, so that Dhaka's alerts are as many as its listings are. */
const DISTRICT_WEIGHTS: [(typeof DISTRICTS)[number], number][] = DISTRICTS.map((district) => [district, DISTRICT_SHARES[district] ?? 5]);
/** What buyers type: model lines, processors, a brand in Bangla, words with a budget. */
const WORDS: [string, number][] = [
  ['thinkpad', 10],
  ['thinkpad t480', 4],
  ['x1 carbon', 2],
  ['macbook air', 6],
  ['macbook', 5],
  ['m1', 3],
  ['i5', 6],
  ['i7', 4],
  ['core i5 8gb', 2],
  ['ryzen 5', 4],
  ['ryzen 7', 2],
  ['elitebook', 4],
  ['latitude', 4],
  ['vivobook', 3],
  ['zenbook', 2],
  ['rog', 3],
  ['tuf gaming', 3],
  ['legion', 2],
  ['nitro', 2],
  ['ideapad', 3],
  ['surface', 2],
  ['লেনোভো', 2],
  ['থিংকপ্যাড', 1],
  ['dell latitude', 2],
];

/** A budget: a ceiling in steps of 5,000 Tk, and now and then a floor below it. */
function budget(rnd: Random, filters: SearchFilters, floorChance: number): void {
  const max = 25_000 + 5_000 * Math.floor(rnd.next() * 20);
  filters.maxPrice = max;
  if (rnd.chance(floorChance)) filters.minPrice = Math.max(5_000, max - 10_000 - 5_000 * Math.floor(rnd.next() * 4));
}
function specs(rnd: Random, filters: SearchFilters, ramChance: number): void {
  if (rnd.chance(ramChance)) filters.ram = rnd.weighted([8, 16, 32].map((gb) => [gb, gb === 8 ? 5 : gb === 16 ? 4 : 1] as const));
  if (rnd.chance(ramChance / 2)) filters.storage = rnd.weighted([256, 512, 1024].map((gb) => [gb, gb === 1024 ? 1 : 3] as const));
  if (rnd.chance(0.1)) filters.verified = '1';
}

/**
 * One saved search of the mix: what decides its anchor (alerts/words.ts `anchorOf`) in the shares below, and
 * the budget and specs most buyers add. Words 45% (anchored at the longest), a district 20%, one brand 17%,
 * a division 4%, one condition 3%, a storage type 2%, and 9% anchored at nothing (several brands, or a budget
 * and specs alone), which every listing reads.
 */
function alertMix(rnd: Random): SearchFilters {
  const filters: SearchFilters = {};
  const kind = rnd.weighted([
    ['words', 45],
    ['district', 20],
    ['brand', 17],
    ['division', 4],
    ['condition', 3],
    ['storageType', 2],
    ['none', 9],
  ] as const);
  switch (kind) {
    case 'words':
      filters.q = rnd.weighted(WORDS);
      if (rnd.chance(0.7)) budget(rnd, filters, 0.6);
      specs(rnd, filters, 0.15);
      if (rnd.chance(0.1)) filters.district = rnd.weighted(DISTRICT_WEIGHTS);
      break;
    case 'district':
      filters.district = rnd.weighted(DISTRICT_WEIGHTS);
      if (rnd.chance(0.6)) filters.category = [categoryOf(rnd.weighted(BRAND_SHARES))];
      if (rnd.chance(0.9)) budget(rnd, filters, 0.6);
      specs(rnd, filters, 0.3);
      if (rnd.chance(0.2)) filters.condition = ['Like new'];
      break;
    case 'brand':
      filters.category = [categoryOf(rnd.weighted(BRAND_SHARES))];
      if (rnd.chance(0.9)) budget(rnd, filters, 0.6);
      specs(rnd, filters, 0.3);
      if (rnd.chance(0.2)) filters.storageType = 'SSD';
      break;
    case 'division':
      filters.division = rnd.weighted(DIVISIONS.map((d) => [d, d === 'Dhaka' ? 4 : 1] as const));
      budget(rnd, filters, 0.6);
      specs(rnd, filters, 0.3);
      break;
    case 'condition':
      filters.condition = [rnd.weighted(CONDITIONS.map((c) => [c, c === 'Fair' ? 1 : 3] as const))];
      budget(rnd, filters, 0.6);
      break;
    case 'storageType':
      filters.storageType = 'SSD';
      budget(rnd, filters, 0.6);
      specs(rnd, filters, 0.6);
      break;
    case 'none':
      if (rnd.chance(0.5)) {
        const first = rnd.weighted(BRAND_SHARES);
        const second = rnd.weighted(BRAND_SHARES.filter(([b]) => b !== first));
        filters.category = [categoryOf(first), categoryOf(second)].sort();
      }
      budget(rnd, filters, 0.7);
      specs(rnd, filters, 0.7);
      break;
  }
  return filters;
}

/** An alert's row as the app would save it: its canonical query string and its columns (alerts/routes.ts). */
type AlertRow = { query: string } & Awaited<ReturnType<typeof alertColumns>>;

/**
 * The buyers (bench-buyer-1 …), one in seven reading Bangla, one in ten with the alerts' e-mails turned off,
 * as users of the settings page are.
 */
async function seedBuyers(db: Db): Promise<void> {
  await db.execute(sql`
    insert into "user" (id, name, email, language)
    select 'bench-buyer-' || s, 'Bench Buyer ' || s, 'buyer' || s || '@bench.example', case when s % 7 = 0 then 'bn' else 'en' end
    from generate_series(1, ${BUYERS}) s`);
  await db.execute(sql`
    insert into mail_opt_outs (user_id, kind)
    select 'bench-buyer-' || s, 'alerts' from generate_series(10, ${BUYERS}, 10) s`);
}

/**
 * Writes alerts in bulk: each distinct search's columns computed once (a search's words are split by the
 * database, as a save does), then every alert in one INSERT … SELECT over the arrays of owners, searches and
 * frequencies, in slices so that neither engine holds every row's parameters at once.
 */
async function insertAlerts(db: Db, alerts: { userId: string; filters: SearchFilters; frequency: 'instant' | 'daily' }[]): Promise<void> {
  const repo = alertsRepository(db);
  const split = new Map<string, Promise<string[]>>();
  const wordsOf = (text: string) => split.get(text) ?? split.set(text, repo.wordsOf(text)).get(text)!;
  const searches = new Map<string, AlertRow>();
  const keyOf: string[] = [];
  for (const { filters } of alerts) {
    const query = canonicalQuery(filters);
    if (!searches.has(query)) searches.set(query, { query, ...(await alertColumns(filters, wordsOf)) });
    keyOf.push(query);
  }
  const slice = 20_000;
  for (let from = 0; from < alerts.length; from += slice) {
    const part = alerts.slice(from, from + slice);
    const rows = part.map((alert, i) => ({ ...searches.get(keyOf[from + i]!)!, userId: alert.userId, frequency: alert.frequency }));
    await db.execute(sql`
      insert into alerts (user_id, query, frequency, categories, min_price, max_price, ram, storage, storage_type,
                          conditions, division, district, verified, words, anchor)
      select r."userId", r.query, r.frequency, r.categories, r."minPrice", r."maxPrice", r.ram, r.storage, r."storageType",
             r.conditions, r.division, r.district, r.verified, r.words, r.anchor
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        "userId" text, query text, frequency text, categories text[], "minPrice" int, "maxPrice" int, ram int, storage int,
        "storageType" text, conditions text[], division text, district text, verified boolean, words text[], anchor text)`);
  }
  await db.execute(sql`analyze alerts`);
}

/** BENCH_ALERTS searches of the mix, ALERTS_PER_BUYER a buyer, each buyer's all different; 60% instant. */
function savedSearches(): { userId: string; filters: SearchFilters; frequency: 'instant' | 'daily' }[] {
  const rnd = random(23);
  const alerts: { userId: string; filters: SearchFilters; frequency: 'instant' | 'daily' }[] = [];
  for (let buyer = 1; alerts.length < ALERTS; buyer++) {
    const own = new Set<string>();
    while (own.size < ALERTS_PER_BUYER && alerts.length < ALERTS) {
      const filters = alertMix(rnd);
      const query = canonicalQuery(filters);
      if (own.has(query)) continue;
      own.add(query);
      alerts.push({ userId: `bench-buyer-${buyer}`, filters, frequency: rnd.chance(0.6) ? 'instant' : 'daily' });
    }
  }
  return alerts;
}

interface Timing {
  productId: string;
  queueMs: number;
  jobMs: number;
  totalMs: number;
  matches: number;
  told: number;
}

/**
 * Makes the listing public as a seller's listing does (went-public.ts, in a transaction of the events), then
 * waits for its `alert.match` job to complete and answers its times and what it found.
 */
async function publish(app: BenchApp, productId: string): Promise<Timing> {
  const { ctx } = app;
  await ctx.events.transaction((tx, tell) => listingWentPublic(ctx, productId, { tx, tell, because: 'listed' }));
  const committed = Date.now();
  const waitedUntil = committed + JOB_TIMEOUT_MS;
  for (;;) {
    await step(sleep(WAIT_STEP_MS));
    const { rows } = (await ctx.db.execute(sql`
      select state, extract(epoch from started_on) * 1000 as "startedMs", extract(epoch from completed_on) * 1000 as "completedMs"
      from ${sql.raw(JOBS_SCHEMA)}.job
      where name = ${ALERT_MATCH_JOB} and data->>'productId' = ${productId}`)) as Rows<{
      state: string;
      startedMs: string | null;
      completedMs: string | null;
    }>;
    const job = rows[0];
    if (job?.state === 'completed') {
      const started = Number(job.startedMs);
      const completed = Number(job.completedMs);
      const { rows: found } = (await ctx.db.execute(sql`
        select count(*)::int as matches, count(distinct a.user_id) filter (where a.frequency = 'instant')::int as told
        from alert_matches m join alerts a on a.id = m.alert_id where m.product_id = ${productId}`)) as Rows<{
        matches: number;
        told: number;
      }>;
      return {
        productId,
        queueMs: started - committed,
        jobMs: completed - started,
        totalMs: completed - committed,
        matches: found[0]!.matches,
        told: found[0]!.told,
      };
    }
    if (job && job.state !== 'created' && job.state !== 'active') throw new Error(`the alert.match job of ${productId} ended ${job.state}`);
    if (Date.now() > waitedUntil) throw new Error(`the alert.match job of ${productId} did not complete within ${JOB_TIMEOUT_MS / 1000} s`);
  }
}

/** Each listing in turn, after a random pause within one poll of the workers. */
async function pass(app: BenchApp, label: string, listings: string[]): Promise<Timing[]> {
  const rnd = random(7);
  const timings: Timing[] = [];
  const started = performance.now();
  for (const [i, id] of listings.entries()) {
    await step(sleep(rnd.next() * POLL_SPAN_MS));
    timings.push(await step(publish(app, id)));
    if ((i + 1) % 50 === 0) console.log(`  ${label}: ${i + 1} of ${listings.length} listings`);
  }
  console.log(`  ${label}: ${listings.length} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return timings;
}

/** The value at quantile q of the sorted values (nearest rank). */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
};

/** Puts the listings back in review and forgets what their alerts found, so a second pass meets them as new. */
async function backToReview(db: Db, ids: string[]): Promise<void> {
  const list = sql`${sql.param(ids)}::uuid[]`;
  await db.execute(sql`delete from alert_matches where product_id = any(${list})`);
  await db.execute(sql`update products set status = 'review', expires_at = null where id = any(${list})`);
}

/**
 * The plan of the matching statement (alerts/repository.ts `recordMatches`) for one listing, run and rolled
 * back: the statement is the repository's own, prefixed with EXPLAIN, so what is shown is what runs. Its
 * matches are forgotten first inside the transaction, so the plan writes them as a new listing's would.
 */
async function explainMatch(db: Db, productId: string): Promise<string> {
  const rollback = new Error('rolled back');
  let plan = '';
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from alert_matches where product_id = ${productId}`);
      const listing = await alertsRepository(tx).listingOnSale(productId);
      if (!listing) throw new Error(`listing ${productId} is not on sale`);
      const explaining = {
        execute: (query: Parameters<Db['execute']>[0]) => tx.execute(sql`explain (analyze, buffers) ${query}`),
      } as unknown as Db;
      // The bench's sellers have no sales: none is trusted, as the job would find.
      const rows = (await alertsRepository(explaining).recordMatches({ ...listing, sellerTrusted: false }, [
        ...listingWordKeys(listing.words),
        ...listingValueKeys(listing),
      ])) as unknown as Record<string, string>[];
      plan = rows.map((row) => Object.values(row)[0]).join('\n');
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  return plan;
}

function summary(label: string, timings: Timing[]) {
  const of = (key: 'queueMs' | 'jobMs' | 'totalMs') => timings.map((t) => t[key]);
  return {
    label,
    listings: timings.length,
    matches: { median: median(timings.map((t) => t.matches)), max: Math.max(...timings.map((t) => t.matches)) },
    told: { median: median(timings.map((t) => t.told)), max: Math.max(...timings.map((t) => t.told)) },
    queue: { p50: median(of('queueMs')), p99: quantile(of('queueMs'), 0.99), max: Math.max(...of('queueMs')) },
    job: { p50: median(of('jobMs')), p95: quantile(of('jobMs'), 0.95), p99: quantile(of('jobMs'), 0.99), max: Math.max(...of('jobMs')) },
    total: {
      p50: median(of('totalMs')),
      p95: quantile(of('totalMs'), 0.95),
      p99: quantile(of('totalMs'), 0.99),
      max: Math.max(...of('totalMs')),
    },
  };
}

async function benchAlerts(): Promise<void> {
  await withFreshApp('market-bench-alerts', {}, async ({ app, engine }) => {
    const { db } = app.ctx;
    const seedStarted = performance.now();
    // The marketplace's own spread of listings (brands, specs, districts, prices); some come out sold or removed.
    await step(seedSearchMarketplace(db, Math.ceil(LISTINGS * 1.2) + 20));
    const { rows: picked } = (await step(
      db.execute(sql`
        select id from products where status = 'available' and removed_at is null order by created_at desc limit ${LISTINGS}`),
    )) as Rows<{ id: string }>;
    const listings = picked.map((row) => row.id);
    if (listings.length < LISTINGS) throw new Error(`only ${listings.length} listings on sale to make public`);
    await step(backToReview(db, listings));
    await step(seedBuyers(db));
    console.log(
      `${engine}: ${listings.length} listings in review, ${BUYERS.toLocaleString('en')} buyers, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    // The baseline: one alert that every listing matches, its owner told at once, so that every step of the
    // path (matches, notification, e-mail) runs as it does at 100,000, for one recipient.
    await step(insertAlerts(db, [{ userId: 'bench-buyer-1', filters: { maxPrice: LIMITS.price }, frequency: 'instant' }]));
    console.log(`baseline: 1 alert, ${BASELINE_LISTINGS} listings`);
    const baseline = await pass(app, 'baseline', listings.slice(0, BASELINE_LISTINGS));
    await step(db.execute(sql`delete from alerts`));
    await step(backToReview(db, listings));

    const alertsStarted = performance.now();
    const searches = savedSearches();
    await step(insertAlerts(db, searches));
    const { rows: shape } = (await step(
      db.execute(sql`
        select count(*)::int as alerts, count(distinct user_id)::int as users, count(distinct query)::int as searches,
               count(*) filter (where anchor is null)::int as unanchored, count(*) filter (where frequency = 'instant')::int as instant
        from alerts`),
    )) as Rows<{ alerts: number; users: number; searches: number; unanchored: number; instant: number }>;
    const s = shape[0]!;
    console.log(
      `alerts: ${s.alerts.toLocaleString('en')} of ${s.users.toLocaleString('en')} buyers (${s.searches.toLocaleString('en')} distinct searches, ` +
        `${s.unanchored.toLocaleString('en')} anchored at nothing, ${s.instant.toLocaleString('en')} instant) written in ` +
        `${((performance.now() - alertsStarted) / 1000).toFixed(1)} s; ${listings.length} listings`,
    );
    const measured = await pass(app, `${ALERTS.toLocaleString('en')} alerts`, listings);

    const base = summary('baseline (1 alert)', baseline);
    const full = summary(`${ALERTS.toLocaleString('en')} alerts`, measured);
    const ms = (value: number) => Math.round(value);
    console.log(`\n${engine}, time from a listing's going public to its alerts told (ms):`);
    console.table(
      [base, full].map((f) => ({
        set: f.label,
        listings: f.listings,
        'matches p50/max': `${f.matches.median}/${f.matches.max}`,
        'told p50/max': `${f.told.median}/${f.told.max}`,
        'queue p50': ms(f.queue.p50),
        'queue p99': ms(f.queue.p99),
        'job p50': ms(f.job.p50),
        'job p95': ms(f.job.p95),
        'job p99': ms(f.job.p99),
        'job max': ms(f.job.max),
        'total p50': ms(f.total.p50),
        'total p95': ms(f.total.p95),
        'total p99': ms(f.total.p99),
        'total max': ms(f.total.max),
      })),
    );
    console.log(
      `ratios to the baseline: job p50 ${(full.job.p50 / base.job.p50).toFixed(1)}×, job p99 ${(full.job.p99 / base.job.p99).toFixed(1)}×, ` +
        `total p50 ${(full.total.p50 / base.total.p50).toFixed(2)}×, total p99 ${(full.total.p99 / base.total.p99).toFixed(2)}×`,
    );
    const slowest = [...measured].sort((a, b) => b.jobMs - a.jobMs).slice(0, 5);
    console.log(`slowest jobs: ${slowest.map((t) => `${ms(t.jobMs)} ms (${t.matches} matches, ${t.told} told)`).join('; ')}`);
    console.log(
      `\np99 from public to told ${ms(full.total.p99)} ms (goal ≤ ${GOAL_P99_MS} ms): ${full.total.p99 <= GOAL_P99_MS ? 'met' : 'MISSED'}`,
    );

    const typical = [...measured].sort((a, b) => a.matches - b.matches)[measured.length >> 1]!;
    console.log(
      `\nThe matching statement for a listing of median matches (${typical.matches}), EXPLAIN (ANALYZE, BUFFERS), rolled back:\n`,
    );
    console.log(await step(explainMatch(db, typical.productId)));
  });
}

benchAlerts().catch(exitAfter);
