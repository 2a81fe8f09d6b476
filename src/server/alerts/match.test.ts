import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import type { ProductInput } from '#shared/schemas/products.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import { as, buildTestApp, createProduct, sell, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';
import { readOutbox, type OutboxMail } from '../testing/outbox.ts';
import { completedSales, memberSince } from '../testing/standing.ts';
import { ALERT_MATCH_JOB, nextDigestAt, queueAlertMatch } from './match.ts';

/*
 * What an alert finds (product §4, "Saved laptops and alerts"; docs/decisions/023): exactly what /search finds
 * for its query string, filter by filter, checked against GET /api/products itself; told at once (instant)
 * or in a digest the next morning (daily), each laptop once, by notification and e-mail with its one-click
 * unsubscribe. Jobs run by moving the app's clock, on the run's engine.
 */

const SITE = 'https://market.example.com';
const DAY = 24 * 3_600_000;
let app: TestApp;
let clock: ManualClock;
let seller: TestUser;
let verifiedSeller: TestUser;
let trustedSeller: TestUser;
const seen = new Set<string>();

beforeAll(async () => {
  clock = manualClock();
  app = await buildTestApp({ PUBLIC_URL: SITE }, { clock });
  seller = await signUpAs(app, 'seller', { name: 'Rahim' });
  verifiedSeller = await signUpAs(app, 'verifiedSeller', { name: 'Karim' });
  // A member for 100 days with ten five-star sales: trusted (reviews/standing.ts).
  trustedSeller = await signUpAs(app, 'seller', { name: 'Nusrat' });
  await memberSince(app, trustedSeller, new Date(clock.now() - 100 * DAY));
  const buyer = await signUpAs(app, 'buyer');
  await completedSales(
    app,
    trustedSeller,
    buyer,
    Array.from({ length: 10 }, () => 5),
    { closedAt: new Date(clock.now() - 20 * DAY) },
  );
});
afterAll(() => app?.close());

/** Runs every job due, until none is left (a match queues e-mails, which are jobs too). */
async function runJobs(): Promise<void> {
  while ((await app.ctx.jobs.runDue()) > 0);
}
/** The e-mails written since the last call, once every job due has run. */
async function newMail(): Promise<OutboxMail[]> {
  await runJobs();
  const fresh = (await readOutbox(app.ctx.mail.outbox!)).filter((mail) => !seen.has(mail.file));
  for (const mail of fresh) seen.add(mail.file);
  return fresh;
}

async function saveAlert(who: TestUser, query: string, frequency: 'instant' | 'daily' = 'instant'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/alerts', headers: as(who), payload: { query, frequency } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

type Notification = { kind: string; data: { productId?: string; alertId?: string; count?: number; productIds?: string[]; query?: string } };
async function notificationsOf(who: TestUser): Promise<Notification[]> {
  return ((await app.inject({ method: 'GET', url: '/api/notifications', headers: as(who) })).json() as { items: Notification[] }).items;
}
/** The laptops the user's instant alerts told them of. */
const alerted = async (who: TestUser) => (await notificationsOf(who)).filter((n) => n.kind === 'alert').map((n) => n.data.productId);

/** What /search finds for the query: the newest products on sale that pass it (the listings of a case are the newest). */
async function searchFinds(query: string): Promise<string[]> {
  const params = new URLSearchParams(query);
  params.set('sort', 'newest');
  params.set('limit', '100');
  const res = await app.inject({ method: 'GET', url: `/api/products?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { _id: string }[] }).items.map((item) => item._id);
}

type Listing = Partial<Record<keyof ProductInput, unknown>> & { verified?: boolean; trusted?: boolean };
interface Case {
  filter: string;
  query: string;
  /** Listings the search finds. */
  found: Listing[];
  /** Listings it does not. */
  missed: Listing[];
}

/** A case for each filter of /search, and their mixes: listings on either side of each value. */
const CASES: Case[] = [
  { filter: 'a word', query: 'q=thinkpad', found: [{ detail: 'ThinkPad T480, Core i5' }], missed: [{ detail: 'IdeaPad 3, Ryzen 3' }] },
  {
    filter: 'the start of a word (three letters or more)',
    query: 'q=thinkp',
    found: [{ detail: 'ThinkPad X250' }],
    missed: [{ detail: 'Think Pad X250' }],
  },
  {
    filter: 'a short word, whole',
    query: 'q=g5',
    found: [{ name: 'Dell', detail: 'G5 gaming, GTX 1650' }],
    missed: [{ name: 'Dell', detail: 'G55 gaming, GTX 1650' }],
  },
  {
    filter: 'several words, every one',
    query: 'q=thinkpad+t480',
    found: [{ detail: 'ThinkPad T480s, battery new' }],
    missed: [{ detail: 'ThinkPad X1 Carbon' }],
  },
  {
    filter: 'a word of the processor',
    query: 'q=i7-8650u',
    found: [{ name: 'Dell', detail: 'Latitude 7490', processor: 'Core i7-8650U' }],
    missed: [{ name: 'Dell', detail: 'Latitude 5400', processor: 'Core i5-8365U' }],
  },
  {
    filter: 'a brand written in Bangla',
    query: 'q=লেনোভো',
    found: [{ name: 'Lenovo', detail: 'IdeaPad Slim 5' }],
    missed: [{ name: 'Dell', detail: 'Inspiron 15 3000' }],
  },
  {
    filter: 'a Bangla word in the listing, Bangla digits',
    query: 'q=ব্যাটারি+১৬',
    found: [{ name: 'Asus', detail: 'ব্যাটারি ভালো, র‍্যাম ১৬ জিবি' }],
    missed: [{ name: 'Asus', detail: 'ব্যাটারি ভালো, র‍্যাম ৮ জিবি' }],
  },
  { filter: 'a brand', query: 'category=03', found: [{ name: 'Lenovo' }], missed: [{ name: 'Dell' }] },
  { filter: 'two brands', query: 'category=03&category=07', found: [{ name: 'Lenovo' }, { name: 'Dell' }], missed: [{ name: 'Hp' }] },
  {
    filter: 'the lowest price (itself included)',
    query: 'minPrice=40000',
    found: [{ resell_price: 40_000 }, { resell_price: 45_000 }],
    missed: [{ resell_price: 39_999 }],
  },
  {
    filter: 'the highest price (itself included)',
    query: 'maxPrice=60000',
    found: [{ resell_price: 60_000 }, { resell_price: 1 }],
    missed: [{ resell_price: 60_001 }],
  },
  {
    filter: 'a price range',
    query: 'minPrice=30000&maxPrice=40000',
    found: [{ resell_price: 35_000 }],
    missed: [{ resell_price: 29_000 }, { resell_price: 41_000 }],
  },
  { filter: 'RAM, at least', query: 'ram=16', found: [{ ram: 16 }, { ram: 32 }], missed: [{ ram: 8 }, {}] },
  { filter: 'storage, at least', query: 'storage=512', found: [{ storage: 512 }, { storage: 1024 }], missed: [{ storage: 256 }, {}] },
  {
    filter: 'the storage type',
    query: 'storageType=SSD',
    found: [{ storageType: 'SSD' }],
    missed: [{ storageType: 'HDD' }, { storageType: 'eMMC' }, {}],
  },
  { filter: 'a condition', query: 'condition=Good', found: [{ condition: 'Good' }], missed: [{ condition: 'Fair' }, {}] },
  {
    filter: 'two conditions',
    query: 'condition=Good&condition=Like+new',
    found: [{ condition: 'Like new' }, { condition: 'Good' }],
    missed: [{ condition: 'Fair' }],
  },
  {
    filter: 'a division',
    query: 'division=Dhaka',
    found: [{ district: 'Gazipur' }, { district: 'Dhaka' }],
    missed: [{ district: 'Sylhet' }, {}],
  },
  { filter: 'a district', query: 'district=Gazipur', found: [{ district: 'Gazipur' }], missed: [{ district: 'Dhaka' }, {}] },
  { filter: 'verified sellers', query: 'verified=1', found: [{ verified: true }], missed: [{ verified: false }] },
  { filter: 'trusted sellers', query: 'trusted=1', found: [{ trusted: true }], missed: [{ verified: true }, {}] },
  {
    filter: 'Lenovo, 16 GB, under Tk. 60,000',
    query: 'category=03&ram=16&maxPrice=60000',
    found: [{ name: 'Lenovo', ram: 16, resell_price: 55_000 }],
    missed: [
      { name: 'Lenovo', ram: 8, resell_price: 55_000 },
      { name: 'Lenovo', ram: 16, resell_price: 65_000 },
      { name: 'Hp', ram: 16, resell_price: 55_000 },
    ],
  },
  {
    filter: 'every filter at once, and a sort',
    query:
      'q=thinkpad&category=03&minPrice=20000&maxPrice=60000&ram=16&storage=512&storageType=SSD&condition=Good&division=Dhaka&district=Gazipur&verified=1&sort=price_asc',
    found: [
      {
        detail: 'ThinkPad T14',
        resell_price: 50_000,
        ram: 16,
        storage: 512,
        storageType: 'SSD',
        condition: 'Good',
        district: 'Gazipur',
        verified: true,
      },
    ],
    missed: [
      { detail: 'ThinkPad T14', resell_price: 50_000, ram: 16, storage: 512, storageType: 'SSD', condition: 'Good', district: 'Gazipur' },
      {
        detail: 'ThinkPad T14',
        resell_price: 50_000,
        ram: 16,
        storage: 512,
        storageType: 'HDD',
        condition: 'Good',
        district: 'Gazipur',
        verified: true,
      },
    ],
  },
];

describe('an alert finds what /search finds for its query string', () => {
  test.each(CASES)('$filter: $query', async ({ query, found, missed }) => {
    const buyer = await signUpAs(app, 'buyer');
    await saveAlert(buyer, query);
    const list = async (listing: Listing) => {
      const { verified, trusted, ...input } = listing;
      return createProduct(app, trusted ? trustedSeller : verified ? verifiedSeller : seller, input);
    };
    const foundIds = [];
    for (const listing of found) foundIds.push(await list(listing));
    const missedIds = [];
    for (const listing of missed) missedIds.push(await list(listing));
    await runJobs();

    // The search itself is the measure: it finds the first kind and not the second...
    const finds = await searchFinds(query);
    for (const id of foundIds) expect(finds).toContain(id);
    for (const id of missedIds) expect(finds).not.toContain(id);
    // ...and the alert told of exactly the listings the search finds among them.
    const told = await alerted(buyer);
    expect([...told].sort()).toEqual([...foundIds].sort());
  });
});

describe('who is told, and when', () => {
  test('a listing sold or removed before its job ran tells nobody; a job run again tells nobody twice', async () => {
    const buyer = await signUpAs(app, 'buyer');
    await saveAlert(buyer, 'q=vostro');
    const sold = await createProduct(app, seller, { name: 'Dell', detail: 'Vostro 3500' });
    await sell(app, sold);
    const removed = await createProduct(app, seller, { name: 'Dell', detail: 'Vostro 3400' });
    await app.inject({ method: 'DELETE', url: `/api/itemName/${removed}`, headers: as(seller) });
    const told = await createProduct(app, seller, { name: 'Dell', detail: 'Vostro 5402' });
    await runJobs();
    expect(await alerted(buyer)).toEqual([told]);

    // The job again (a repeated try, or a listing made public a second time): the laptop was told already.
    await queueAlertMatch(app.ctx, told);
    await runJobs();
    expect(await alerted(buyer)).toEqual([told]);
  });

  test("a seller's own listing does not reach their own alert; two alerts of one user that find a laptop tell once", async () => {
    const other = await signUpAs(app, 'seller');
    await saveAlert(other, 'q=zenbook');
    const buyer = await signUpAs(app, 'buyer');
    await saveAlert(buyer, 'q=zenbook');
    await saveAlert(buyer, 'category=02');
    const own = await createProduct(app, other, { name: 'Asus', detail: 'ZenBook 14' });
    const theirs = await createProduct(app, seller, { name: 'Asus', detail: 'ZenBook 13' });
    await runJobs();
    expect(await alerted(other)).toEqual([theirs]);
    expect((await alerted(buyer)).sort()).toEqual([own, theirs].sort());
  });

  test('the job is queued with the listing, by queueAlertMatch, as one job of its own', async () => {
    const buyer = await signUpAs(app, 'buyer');
    await saveAlert(buyer, 'q=swift');
    const productId = await createProduct(app, seller, { name: 'Acer', detail: 'Swift 3' });
    // Nothing yet: the listing's answer does not wait for its alerts.
    expect(await alerted(buyer)).toEqual([]);
    // The queue's own table: the match job waits for the listing.
    const waiting = (await app.ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${ALERT_MATCH_JOB} and state = 'created' and data->>'productId' = ${productId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(waiting.rows[0]!.n).toBe(1);
    await runJobs();
    expect(await alerted(buyer)).toHaveLength(1);
  });
});

describe('instant alerts: a notification and an e-mail for each new laptop', () => {
  test('the e-mail names the laptop, its price, the alert in words, and links to it, the alerts and one-click unsubscribe', async () => {
    const buyer = await signUpAs(app, 'buyer', { name: 'Sadia' });
    const alertId = await saveAlert(buyer, 'category=03&ram=16&maxPrice=60000');
    await newMail();
    const productId = await createProduct(app, seller, { name: 'Lenovo', detail: 'ThinkPad T480', ram: 16, resell_price: 45_000 });
    const mails = (await newMail()).filter((m) => m.to === buyer.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('New for your alert: Lenovo ThinkPad T480 at Tk. 45,000');
    expect(mail!.text).toContain('Hello Sadia,');
    expect(mail!.text).toContain('A new listing matches your alert “Lenovo, 16 GB, under Tk. 60,000”: Lenovo ThinkPad T480 at Tk. 45,000.');
    expect(mail!.text).toContain(`See the laptop:\n${SITE}/product/${productId}`);
    expect(mail!.text).toContain(`Change or delete your alerts:\n${SITE}/dashboard/alerts`);
    expect(mail!.oneClick).toBe(true);
    expect(mail!.unsubscribeUrl).toMatch(new RegExp(`^${SITE}/api/unsubscribe/alerts/[\\w-]{44,}$`));
    expect(mail!.text).toContain(`${SITE}/unsubscribe/alerts/`);

    const [note] = await notificationsOf(buyer);
    expect(note).toMatchObject({
      kind: 'alert',
      data: { productId, alertId, productName: 'Lenovo ThinkPad T480', query: 'category=03&maxPrice=60000&ram=16' },
    });

    // One click: no more e-mails of alerts; the bell still says so, and the saved laptops' e-mails still go.
    const off = await app.inject({
      method: 'POST',
      url: new URL(mail!.unsubscribeUrl!).pathname,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.json()).toEqual({ kind: 'alerts', unsubscribed: true });
    const settings = await app.inject({ method: 'GET', url: '/api/settings/mail', headers: as(buyer) });
    expect(settings.json()).toMatchObject({ alerts: false, saved: true });
    const next = await createProduct(app, seller, { name: 'Lenovo', detail: 'ThinkPad T470', ram: 16, resell_price: 40_000 });
    expect((await newMail()).filter((m) => m.to === buyer.email)).toEqual([]);
    expect(await alerted(buyer)).toEqual([next, productId]);
  });

  test('in Bangla for a reader of Bangla', async () => {
    const buyer = await signUpAs(app, 'buyer', { name: 'Rafi' });
    await app.inject({ method: 'PUT', url: '/api/settings/mail', headers: as(buyer), payload: { language: 'bn' } });
    await saveAlert(buyer, 'q=elitebook&maxPrice=60000');
    await newMail();
    const productId = await createProduct(app, seller, { name: 'Hp', detail: 'EliteBook 840 G5', resell_price: 38_000 });
    const [mail] = (await newMail()).filter((m) => m.to === buyer.email);
    expect(mail!.subject).toBe('আপনার অ্যালার্টে নতুন: Hp EliteBook 840 G5, ৳ ৩৮,০০০');
    expect(mail!.text).toContain('“‘elitebook’, ৳ ৬০,০০০-এর মধ্যে”');
    expect(mail!.text).toContain(`${SITE}/bn/product/${productId}`);
  });
});

describe('daily alerts: one digest the next morning, at most 20 laptops, each once', () => {
  test('matches wait; the digest lists the 20 newest and how many more; the next day brings only new ones', async () => {
    const buyer = await signUpAs(app, 'buyer', { name: 'Nusrat' });
    const alertId = await saveAlert(buyer, 'q=aspire', 'daily');
    await newMail();
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.digestLaptops + 5; i++) {
      ids.push(await createProduct(app, seller, { name: 'Acer', detail: `Aspire 5 number ${i}`, resell_price: 40_000 + i }));
    }
    // One sold before the digest: not in it, and not counted.
    await sell(app, ids[0]!);
    expect((await newMail()).filter((m) => m.to === buyer.email)).toEqual([]);
    expect((await notificationsOf(buyer)).filter((n) => n.kind.startsWith('alert'))).toEqual([]);

    await advance(clock, DAY);
    const [digest, ...more] = (await newMail()).filter((m) => m.to === buyer.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('24 new laptops for your alert today');
    expect(digest!.text).toContain('24 new laptops match your alert “‘aspire’” today:');
    // The newest first; twenty of them, each once, with its price and its page.
    const listed = [...digest!.text.matchAll(/\/product\/([0-9a-f-]{36})/g)].map((m) => m[1]);
    expect(listed).toEqual(ids.slice(5).reverse());
    expect(digest!.text).toContain(`Acer Aspire 5 number 24, Tk. 40,024\n${SITE}/product/${ids[24]}`);
    expect(digest!.text).toContain('And 4 more.');
    expect(digest!.text).toContain(`See every laptop this search finds:\n${SITE}/search?q=aspire`);
    expect(digest!.unsubscribeUrl).toMatch(/\/api\/unsubscribe\/alerts\//);
    const [note] = await notificationsOf(buyer);
    expect(note).toMatchObject({ kind: 'alert-digest', data: { alertId, count: 24, query: 'q=aspire' } });
    expect(note!.data.productIds).toEqual(ids.slice(5).reverse());

    // Nothing new: no digest. One new laptop: the next morning's digest holds it alone.
    await advance(clock, DAY);
    expect((await newMail()).filter((m) => m.to === buyer.email)).toEqual([]);
    const fresh = await createProduct(app, seller, { name: 'Acer', detail: 'Aspire 7' });
    await runJobs();
    await advance(clock, DAY);
    const [next] = (await newMail()).filter((m) => m.to === buyer.email);
    expect(next!.subject).toBe('A new laptop for your alert today');
    expect([...next!.text.matchAll(/\/product\/([0-9a-f-]{36})/g)].map((m) => m[1])).toEqual([fresh]);
    expect(next!.text).not.toContain('more.');
  });

  test('the digest goes at 8 in the morning in Bangladesh, not before', async () => {
    // 09:00 UTC is 15:00 in Dhaka: the next morning's 8 o'clock is 02:00 UTC the next day.
    expect(nextDigestAt(Date.parse('2026-12-01T09:00:00Z')).toISOString()).toBe('2026-12-02T02:00:00.000Z');
    expect(nextDigestAt(Date.parse('2026-12-02T01:59:00Z')).toISOString()).toBe('2026-12-02T02:00:00.000Z');
    expect(nextDigestAt(Date.parse('2026-12-02T02:00:00Z')).toISOString()).toBe('2026-12-03T02:00:00.000Z');

    const buyer = await signUpAs(app, 'buyer');
    await saveAlert(buyer, 'q=nitro', 'daily');
    await newMail();
    await createProduct(app, seller, { name: 'Acer', detail: 'Nitro 5' });
    await runJobs();
    const due = nextDigestAt(clock.now());
    await advance(clock, due.getTime() - clock.now() - 60_000);
    expect((await newMail()).filter((m) => m.to === buyer.email)).toEqual([]);
    await advance(clock, 60_000);
    expect((await newMail()).filter((m) => m.to === buyer.email)).toHaveLength(1);
  });

  test('a laptop an instant alert of the same user told at once is not in their digest; a deleted alert sends none', async () => {
    const buyer = await signUpAs(app, 'buyer');
    await saveAlert(buyer, 'q=spin', 'daily');
    await saveAlert(buyer, 'q=spin+5', 'instant');
    const gone = await signUpAs(app, 'buyer');
    const goneAlert = await saveAlert(gone, 'q=spin', 'daily');
    await newMail();
    await createProduct(app, seller, { name: 'Acer', detail: 'Spin 5' });
    await runJobs();
    expect(await alerted(buyer)).toHaveLength(1);
    await app.inject({ method: 'DELETE', url: `/api/alerts/${goneAlert}`, headers: as(gone) });
    await advance(clock, DAY);
    const mails = await newMail();
    expect(mails.filter((m) => m.to === buyer.email && m.subject.includes('today'))).toEqual([]);
    expect(mails.filter((m) => m.to === gone.email)).toEqual([]);
  });

  test('two daily alerts of one user that find a laptop list it in one digest only', async () => {
    const buyer = await signUpAs(app, 'buyer');
    await saveAlert(buyer, 'q=travelmate', 'daily');
    await saveAlert(buyer, 'q=travelmate&maxPrice=90000', 'daily');
    await newMail();
    const laptop = await createProduct(app, seller, { name: 'Acer', detail: 'TravelMate P2', resell_price: 50_000 });
    await runJobs();
    await advance(clock, DAY);
    const digests = (await newMail()).filter((m) => m.to === buyer.email);
    expect(digests).toHaveLength(1);
    expect([...digests[0]!.text.matchAll(/\/product\/([0-9a-f-]{36})/g)].map((m) => m[1])).toEqual([laptop]);
  });
});
