import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { NOTIFICATION_KINDS, type NotificationData, type NotificationKind } from '#shared/schemas/events.ts';
import { bnMail as bn } from '#shared/texts/bn/mail-catalogue.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import {
  as,
  buildTestApp,
  createProduct,
  expectError,
  offer,
  pay,
  signUpAs,
  startConversation,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';
import { readOutbox, type OutboxMail } from '../testing/outbox.ts';
import { MAIL_KIND_OF, UNREAD_WAIT_MS } from './notification-mail.ts';
import { mailSettings } from '../testing/mail-settings.ts';

/*
 * Which e-mails go (product §4, "E-mail"): each notification queues its e-mail in its transaction, but
 * for the kinds its recipient turned off; a message only when still unread 5 minutes later, one e-mail
 * per conversation. Jobs run by moving the app's clock, on the run's engine (PGlite, or PostgreSQL with
 * DATABASE_URL).
 */

const SITE = 'https://market.example.com';
const MINUTE = 60_000;
const UUID = /[0-9a-f-]{36}/;

let app: TestApp;
let clock: ManualClock;
/** The outbox's e-mails the tests have looked at, by file. */
const seen = new Set<string>();

beforeAll(async () => {
  clock = manualClock();
  app = await buildTestApp({ PUBLIC_URL: SITE }, { clock });
});
afterAll(() => app?.close());

/**
 * Runs the jobs that are due, and answers the e-mails written since the last call, by address and
 * subject (e-mails written at one time of the app's clock have no order among them).
 */
async function newMail(): Promise<OutboxMail[]> {
  // Until nothing more is due: a job that ran (an expiry, the unread check) may have queued an e-mail's.
  while ((await app.ctx.jobs.runDue()) > 0);
  const fresh = (await readOutbox(app.ctx.mail.outbox!)).filter((mail) => !seen.has(mail.file));
  for (const mail of fresh) seen.add(mail.file);
  return fresh.sort((a, b) => `${a.to} ${a.subject}`.localeCompare(`${b.to} ${b.subject}`));
}
/** The address and subject of each e-mail, in the order of `newMail`. */
const sent = (mails: OutboxMail[]) => mails.map((m) => [m.to, m.subject]);
const sorted = (pairs: string[][]) => [...pairs].sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`));

const settingsOf = async (who: TestUser) => (await app.inject({ method: 'GET', url: '/api/settings/mail', headers: as(who) })).json();
const putSettings = (who: TestUser, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/settings/mail', headers: as(who), payload: payload as Record<string, unknown> });
const act = (who: TestUser, offerId: string, move: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/offers/${offerId}/${move}`, headers: as(who), payload });

/** A buyer writes to a seller about a product; the seller has read it, unless `unread`. */
async function talk({ unread = false } = {}) {
  const seller = await signUpAs(app, 'seller', { name: 'Nadia Seller' });
  const buyer = await signUpAs(app, 'buyer', { name: 'Tanvir Buyer' });
  const productId = await createProduct(app, seller, { resell_price: 50_000 });
  const conversationId = await startConversation(app, buyer, productId, 'Is it still available?');
  if (!unread) await app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/read`, headers: as(seller) });
  await newMail();
  return { seller, buyer, productId, conversationId };
}

/** The title of the laptop talk() is about: its brand and model, as its page's heading. */
const TITLE = 'Lenovo ThinkPad T480, Core i5, 16 GB';

/** The listing a listing's news is about. */
const LISTED = '22222222-2222-4222-8222-222222222222';

/** What each kind's e-mail says and links to, told straight through `notify` with these data. */
const EXPECTED: Record<
  Exclude<NotificationKind, 'message' | 'phone-released'>,
  { subject: string; lead: string; link: RegExp; data?: NotificationData }
> = {
  offer: { subject: 'New offer: Tk. 45,000', lead: 'Karim offered Tk. 45,000 for your Lenovo.', link: /\/inbox\// },
  'offer-countered': {
    subject: 'Karim countered your offer: Tk. 45,000',
    lead: 'Karim countered your offer on the Lenovo with Tk. 45,000.',
    link: /\/inbox\//,
  },
  'offer-accepted': { subject: 'Your offer was accepted: Tk. 45,000', lead: 'Karim accepted your offer', link: /\/inbox\// },
  'offer-declined': { subject: 'Your offer was declined: Tk. 45,000', lead: 'Karim declined your offer', link: /\/inbox\// },
  'offer-expired': { subject: 'An offer expired: Tk. 45,000', lead: `within ${LIMITS.offerHours} hours`, link: /\/inbox\// },
  booking: {
    subject: 'New booking: your Lenovo',
    lead: 'Your Lenovo is booked at Tk. 45,000, the price you agreed on.',
    link: /\/dashboard\/myproduct$/m,
  },
  payment: { subject: 'Payment received: Tk. 45,000', lead: 'A buyer paid Tk. 45,000 for your Lenovo.', link: /\/dashboard\/myproduct$/m },
  sold: { subject: 'Sold: your Lenovo', lead: 'Your Lenovo is sold.', link: /\/dashboard\/myproduct$/m },
  deal: { subject: 'Booked: Lenovo', lead: 'Lenovo: booked.', link: /\/dashboard\/orders$/m },
  'review-invite': {
    subject: 'Review your sale: Lenovo',
    lead: 'Your deal with Karim for the Lenovo is complete. Tell others how it went: you have 14 days',
    link: /\/dashboard\/orders$/m,
  },
  'review-published': {
    subject: "Karim's review of you is published",
    lead: "Karim's review of you for the Lenovo is published. You can reply to it once.",
    link: /\/dashboard\/orders$/m,
  },
  'price-drop': {
    subject: 'Price drop: Lenovo is now Tk. 45,000',
    lead: 'The Lenovo you saved now costs Tk. 45,000, down from Tk. 50,000.',
    link: /\/product\/22222222-2222-4222-8222-222222222222$/m,
    data: { productId: '22222222-2222-4222-8222-222222222222', was: 50_000 },
  },
  alert: {
    subject: 'New for your alert: Lenovo at Tk. 45,000',
    lead: 'A new listing matches your alert “Lenovo, under Tk. 60,000”: Lenovo at Tk. 45,000.',
    link: /\/dashboard\/alerts$/m,
    data: { productId: '22222222-2222-4222-8222-222222222222', query: 'category=03&maxPrice=60000' },
  },
  'alert-digest': {
    subject: '2 new laptops for your alert today',
    lead: '2 new laptops match your alert “Lenovo, under Tk. 60,000” today:',
    link: /\/search\?category=03&maxPrice=60000$/m,
    data: { query: 'category=03&maxPrice=60000', count: 2, productIds: [] },
  },
  'listing-approved': {
    subject: 'Your Lenovo is on sale',
    lead: 'An admin approved your Lenovo',
    link: new RegExp(`/product/${LISTED}$`, 'm'),
  },
  'listing-rejected': {
    subject: 'Your Lenovo was not approved',
    lead: 'An admin did not approve your Lenovo.',
    link: new RegExp(`/dashboard/editproduct/${LISTED}$`, 'm'),
  },
  'listing-expiring': {
    subject: 'Your Lenovo expires in 3 days',
    lead: 'Renew it and it stays on sale for 30 more days.',
    link: new RegExp(`/dashboard/myproduct\\?renew=${LISTED}$`, 'm'),
  },
  'listing-expired': {
    subject: 'Your Lenovo has expired',
    lead: 'has left the lists and search',
    link: new RegExp(`/dashboard/myproduct\\?renew=${LISTED}$`, 'm'),
  },
};

describe('every notification e-mails its recipient', () => {
  // A message's e-mail waits (below); a released number is told in the notification centre alone.
  test.each(NOTIFICATION_KINDS.filter((k): k is keyof typeof EXPECTED => k !== 'message' && k !== 'phone-released'))('%s', async (kind) => {
    const { seller } = await talk();
    const data: NotificationData = {
      conversationId: '11111111-1111-4111-8111-111111111111',
      productName: 'Lenovo',
      from: 'Karim',
      amount: 45_000,
      productId: LISTED,
    };
    const expected = EXPECTED[kind as keyof typeof EXPECTED];
    await app.ctx.events.transaction((_tx, tell) => tell.notify(seller.id, kind, { ...data, ...expected.data }));
    const [mail, ...more] = await newMail();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: seller.email, subject: expected.subject, oneClick: true });
    expect(mail!.text).toContain('Hello Nadia Seller,');
    expect(mail!.text).toContain(expected.lead);
    expect(mail!.text).toMatch(expected.link);
    const mailKind = MAIL_KIND_OF[kind];
    // One-click in the header, the page with its button in the body, and the settings.
    expect(mail!.unsubscribeUrl).toMatch(new RegExp(`^${SITE}/api/unsubscribe/${mailKind}/[\\w-]{44,}$`));
    expect(mail!.text).toContain(`${SITE}/unsubscribe/${mailKind}/${mail!.unsubscribeUrl!.split('/').at(-1)}`);
    expect(mail!.text).toContain(`${SITE}/dashboard/settings`);
  });

  test('an offer, its counter, its acceptance, the bookings it makes and their payment, through the API', async () => {
    const { seller, buyer, conversationId } = await talk();
    const offerId = await offer(app, buyer, conversationId, 40_000);
    const [made, ...others] = await newMail();
    expect(others).toEqual([]);
    expect(made).toMatchObject({ to: seller.email, subject: 'New offer: Tk. 40,000' });
    // The laptop's title: which of the seller's laptops the offer is for.
    expect(made!.text).toContain(`Tanvir Buyer offered Tk. 40,000 for your ${TITLE}.`);

    const countered = await act(seller, offerId, 'counter', { amount: 45_000 });
    const [counter] = await newMail();
    expect(counter).toMatchObject({ to: buyer.email, subject: 'Nadia Seller countered your offer: Tk. 45,000' });
    expect(counter!.text).toContain(`${SITE}/inbox/${conversationId}`);
    expect(counter!.text).toContain(`Nadia Seller countered your offer on the ${TITLE} with Tk. 45,000.`);

    const accepted = await act(buyer, (countered.json() as { id: string }).id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mails = await newMail();
    expect(sent(mails)).toEqual(
      sorted([
        [seller.email, 'Your offer was accepted: Tk. 45,000'],
        [buyer.email, `Your booking: ${TITLE} at Tk. 45,000`],
        [seller.email, `New booking: your ${TITLE}`],
      ]),
    );
    const bySubject = (subject: string) => mails.find((m) => m.subject === subject)!.text;
    expect(bySubject('Your offer was accepted: Tk. 45,000')).toContain(`Tanvir Buyer accepted your offer of Tk. 45,000 for the ${TITLE}.`);
    expect(bySubject(`Your booking: ${TITLE} at Tk. 45,000`)).toContain(`${SITE}/dashboard/orders`);
    expect(bySubject(`New booking: your ${TITLE}`)).toContain(`Your ${TITLE} is booked at Tk. 45,000, the price you agreed on.`);
    expect(bySubject(`New booking: your ${TITLE}`)).toContain(`${SITE}/dashboard/myproduct`);

    const bookingId = (accepted.json() as { bookingId: string }).bookingId;
    expect(bookingId).toMatch(UUID);
    await pay(app, buyer, bookingId);
    const [paid, ...more] = await newMail();
    expect(more).toEqual([]);
    expect(paid).toMatchObject({ to: seller.email, subject: 'Payment received: Tk. 45,000' });
    // Nobody's address but the recipient's own.
    for (const mail of [...mails, counter!, paid!]) {
      const other = mail.to === seller.email ? buyer.email : seller.email;
      expect(mail.text).not.toContain(other);
    }
  });

  test('a booking through POST /api/bookings e-mails the seller, naming the buyer', async () => {
    const seller = await signUpAs(app, 'seller');
    const buyer = await signUpAs(app, 'buyer', { name: 'Rafi Buyer' });
    const productId = await createProduct(app, seller, { name: 'Hp' });
    await newMail();
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: as(buyer),
      payload: { productId, phone: '01911-000000' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await newMail();
    expect(mail).toMatchObject({ to: seller.email, subject: 'New booking: your Hp' });
    expect(mail!.text).toContain('Rafi Buyer booked your Hp.');
  });

  test('a declined offer, and one that expired, e-mail their maker (and the expiry the seller too)', async () => {
    const { seller, buyer, conversationId } = await talk();
    await act(seller, await offer(app, buyer, conversationId, 30_000), 'decline');
    const declined = await newMail();
    expect(sent(declined)).toEqual(
      sorted([
        [seller.email, 'New offer: Tk. 30,000'],
        [buyer.email, 'Your offer was declined: Tk. 30,000'],
      ]),
    );
    expect(declined.find((m) => m.to === buyer.email)!.text).toContain(`Nadia Seller declined your offer of Tk. 30,000 for the ${TITLE}.`);
    await offer(app, buyer, conversationId, 35_000);
    await newMail();
    await advance(clock, LIMITS.offerHours * 60 * MINUTE + MINUTE);
    const expired = await newMail();
    expect(sent(expired)).toEqual(
      sorted([
        [buyer.email, 'An offer expired: Tk. 35,000'],
        [seller.email, 'An offer expired: Tk. 35,000'],
      ]),
    );
    for (const mail of expired) expect(mail.text).toContain(`The offer of Tk. 35,000 for the ${TITLE} expired`);
  });
});

describe('nothing goes to whoever turned the kind off', () => {
  test('offers off: no e-mail of an offer (the notification stays); bookings still go', async () => {
    const { seller, buyer, conversationId } = await talk();
    expect((await putSettings(seller, { offers: false })).json()).toEqual(mailSettings(['offers']));
    const offerId = await offer(app, buyer, conversationId, 40_000);
    expect(await newMail()).toEqual([]);
    const list = (await app.inject({ method: 'GET', url: '/api/notifications', headers: as(seller) })).json() as {
      items: { kind: string }[];
    };
    expect(list.items.map((n) => n.kind)).toContain('offer');

    await act(seller, offerId, 'accept');
    expect(sent(await newMail())).toEqual(
      sorted([
        [buyer.email, 'Your offer was accepted: Tk. 40,000'],
        [buyer.email, `Your booking: ${TITLE} at Tk. 40,000`],
        [seller.email, `New booking: your ${TITLE}`],
      ]),
    );
  });

  test('an e-mail queued before its recipient turned the kind off is not sent; a kind still on goes', async () => {
    const { seller } = await talk();
    const about = { conversationId: '11111111-1111-4111-8111-111111111111', productName: 'Lenovo', from: 'Karim', amount: 45_000 };
    await app.ctx.events.transaction(async (_tx, tell) => {
      await tell.notify(seller.id, 'offer', about);
      await tell.notify(seller.id, 'booking', about);
    });
    // Queued, not sent yet: the switch is read when the e-mail goes.
    expect((await putSettings(seller, { offers: false })).statusCode).toBe(200);
    expect(sent(await newMail())).toEqual([[seller.email, 'New booking: your Lenovo']]);
  });

  test("e-mails go in the recipient's language, with links to the pages in it", async () => {
    const { seller, buyer, conversationId } = await talk();
    expect((await putSettings(seller, { language: 'bn' })).json()).toMatchObject({ language: 'bn', offers: true });
    await offer(app, buyer, conversationId, 40_000);
    const [mail] = await newMail();
    expect(mail?.to).toBe(seller.email);
    expect(mail?.subject).toBe(bn.MAIL_TEXTS.offer.subject('৳ ৪০,০০০'));
    expect(mail?.text).toContain(bn.MAIL_TEXTS.greeting(seller.name));
    expect(mail?.text).toContain(`/bn/inbox/${conversationId}`);
    expect(mail?.text).toContain('/bn/unsubscribe/offers/');
    expect(mail?.text).not.toContain('Tk.');
  });

  test('messages off: unread messages are not e-mailed', async () => {
    const { seller, buyer, productId } = await talk({ unread: true });
    await putSettings(seller, { messages: false });
    await startConversation(app, buyer, productId, 'Hello?');
    await advance(clock, UNREAD_WAIT_MS + MINUTE);
    expect(await newMail()).toEqual([]);
  });
});

describe('a message is e-mailed only if still unread 5 minutes later, once per conversation', () => {
  const write = (who: TestUser, conversationId: string, text: string) =>
    app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: as(who), payload: { text } });

  test('unread: one e-mail for many messages, with their count, the last one and the link', async () => {
    const { seller, buyer, conversationId } = await talk({ unread: true });
    // The conversation's first message (in talk()) and two more within the 5 minutes.
    await advance(clock, MINUTE);
    await write(buyer, conversationId, 'Battery health?');
    await advance(clock, MINUTE);
    const long = `Last price? ${'x'.repeat(300)}`;
    await write(buyer, conversationId, long);
    await advance(clock, UNREAD_WAIT_MS - 3 * MINUTE);
    expect(await newMail()).toEqual([]);

    await advance(clock, 2 * MINUTE);
    const [mail, ...more] = await newMail();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: seller.email, subject: '3 new messages from Tanvir Buyer', oneClick: true });
    expect(mail!.text).toContain(`Tanvir Buyer wrote 3 messages to you about the ${TITLE} that you have not read yet.`);
    expect(mail!.text).toContain(`“${long.slice(0, 200)}…”`);
    expect(mail!.text).not.toContain(long);
    expect(mail!.text).toContain(`${SITE}/inbox/${conversationId}`);
    expect(mail!.unsubscribeUrl).toContain(`${SITE}/api/unsubscribe/messages/`);
    expect(mail!.text).not.toContain(buyer.email);

    // Nothing more for the same messages.
    await advance(clock, UNREAD_WAIT_MS * 3);
    expect(await newMail()).toEqual([]);
  });

  test('read within the 5 minutes: no e-mail; the seller’s answer, unread, is e-mailed to the buyer', async () => {
    const { seller, buyer, conversationId } = await talk({ unread: true });
    await advance(clock, 2 * MINUTE);
    expect((await app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/read`, headers: as(seller) })).statusCode).toBe(
      200,
    );
    await write(seller, conversationId, 'Yes, it is.');
    await advance(clock, UNREAD_WAIT_MS);
    const mails = await newMail();
    expect(sent(mails)).toEqual([[buyer.email, 'New message from Nadia Seller']]);
    expect(mails[0]!.text).toContain(`Nadia Seller wrote to you about the ${TITLE}, and you have not read it yet.`);
  });
});

describe('one-click unsubscribe (RFC 8058), without a sign-in', () => {
  async function offerMail() {
    const { seller, buyer, conversationId } = await talk();
    await offer(app, buyer, conversationId, 40_000);
    const [mail] = await newMail();
    return { seller, buyer, conversationId, url: new URL(mail!.unsubscribeUrl!) };
  }

  test("the header's address, posted as mail clients post it, turns that kind off; again changes nothing", async () => {
    const { seller, url } = await offerMail();
    const post = () =>
      app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ kind: 'offers', unsubscribed: true });
    expect((await post()).statusCode).toBe(200);
    expect(await settingsOf(seller)).toEqual(mailSettings(['offers']));
  });

  test('an empty body (the page’s button) does it too; a GET never does', async () => {
    const { seller, url } = await offerMail();
    const get = await app.inject({ method: 'GET', url: url.pathname });
    expect(get.statusCode).toBe(404);
    expect(await settingsOf(seller)).toMatchObject({ offers: true });
    const res = await app.inject({ method: 'POST', url: url.pathname });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settingsOf(seller)).toMatchObject({ offers: false });
  });

  test('a forged, altered or borrowed token is refused with 404, and changes nothing', async () => {
    const { seller, buyer, url } = await offerMail();
    const token = url.pathname.split('/').at(-1)!;
    const [signature, user] = [token.slice(0, 43), token.slice(43)];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const buyerId = Buffer.from(buyer.id).toString('base64url');
    for (const path of [
      `/api/unsubscribe/offers/${flipped}${user}`,
      `/api/unsubscribe/offers/${signature}${buyerId}`,
      `/api/unsubscribe/payments/${token}`,
      `/api/unsubscribe/offers/${signature.slice(0, 40)}${user}`,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectError(res, 404, 'unsubscribe-link-not-valid');
      expect(res.json()).toEqual({ error: 'unsubscribe-link-not-valid', message: API_ERRORS['unsubscribe-link-not-valid'] });
    }
    expect(await settingsOf(seller)).toMatchObject({ offers: true, payments: true });
    expect(await settingsOf(buyer)).toMatchObject({ offers: true });
  });

  test('a malformed kind, token or body is a 400', async () => {
    const { url } = await offerMail();
    const token = url.pathname.split('/').at(-1)!;
    for (const [path, payload, type] of [
      [`/api/unsubscribe/newsletters/${token}`, '', undefined],
      ['/api/unsubscribe/offers/too-short', '', undefined],
      [`/api/unsubscribe/offers/${token.slice(0, 20)}.${token.slice(20)}`, '', undefined],
      [`/api/unsubscribe/offers/${token}`, 'List-Unsubscribe=Everything', 'application/x-www-form-urlencoded'],
      [`/api/unsubscribe/offers/${token}`, `List-Unsubscribe=${'x'.repeat(2000)}`, 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: path, payload, headers: type ? { 'content-type': type } : {} });
      expect(res.statusCode, `${path} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('the mail settings', () => {
  test('every kind on at first; a partial change keeps the rest; only signed-in users', async () => {
    const user = await signUpAs(app, 'buyer');
    expect(await settingsOf(user)).toEqual(mailSettings([]));
    const off = await putSettings(user, { offers: false, payments: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual(mailSettings(['offers', 'payments']));
    expect((await putSettings(user, { offers: true })).json()).toEqual(mailSettings(['payments']));
    expect((await putSettings(user, { offers: true, payments: false })).json()).toEqual(await settingsOf(user));
    expect(await settingsOf(await signUpAs(app, 'seller'))).toEqual(mailSettings([]));

    expectError(await app.inject({ method: 'GET', url: '/api/settings/mail' }), 401, 'unauthorized');
    expectError(await app.inject({ method: 'PUT', url: '/api/settings/mail', payload: { offers: false } }), 401, 'unauthorized');
    for (const bad of [{ offers: 'no' }, { newsletters: false }, { offers: null }, []])
      expectError(await putSettings(user, bad), 400, 'validation-failed');
    expect(await settingsOf(user)).toEqual(mailSettings(['payments']));
  });
});
