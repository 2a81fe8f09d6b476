import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KEYS } from '../testing/fixtures.ts';
import { manualClock } from '../testing/clock.ts';
import {
  as,
  buildTestApp,
  createProduct,
  expectError,
  sell,
  signUpAs,
  sortedKeys,
  UNKNOWN_ID,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';
import { readOutbox, type OutboxMail } from '../testing/outbox.ts';

/*
 * Saved laptops (product §4, "Saved laptops and alerts"): POST, GET and DELETE /api/saved, each user's own;
 * a saved laptop that is sold or removed says so; a lower price tells its savers, in the bell and by
 * e-mail, in their language. Jobs run by moving the app's clock.
 */

const SITE = 'https://market.example.com';
let app: TestApp;
const seen = new Set<string>();

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: SITE }, { clock: manualClock() });
});
afterAll(() => app?.close());

const save = (who: TestUser | null, productId: string) =>
  app.inject({ method: 'POST', url: '/api/saved', headers: as(who), payload: { productId } });
const list = async (who: TestUser) => {
  const res = await app.inject({ method: 'GET', url: '/api/saved', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { productId: string; status: string; savedPrice: number; name: string; detail: string; product: unknown }[];
};
const unsave = (who: TestUser | null, productId: string) =>
  app.inject({ method: 'DELETE', url: `/api/saved/${productId}`, headers: as(who) });
const reprice = (who: TestUser, productId: string, price: number) =>
  app.inject({ method: 'PATCH', url: `/api/itemName/${productId}`, headers: as(who), payload: { resell_price: price } });
const notificationsOf = async (who: TestUser) =>
  (
    (await app.inject({ method: 'GET', url: '/api/notifications', headers: as(who) })).json() as {
      items: { kind: string; data: unknown }[];
    }
  ).items;

/** The e-mails written since the last call, once every job due has run. */
async function newMail(): Promise<OutboxMail[]> {
  while ((await app.ctx.jobs.runDue()) > 0);
  const fresh = (await readOutbox(app.ctx.mail.outbox!)).filter((mail) => !seen.has(mail.file));
  for (const mail of fresh) seen.add(mail.file);
  return fresh;
}

describe('saving, listing and removing', () => {
  test('a heart saves a laptop once; the list shows it as anyone sees it; removing it takes it away', async () => {
    const seller = await signUpAs(app, 'seller');
    const buyer = await signUpAs(app, 'buyer');
    const productId = await createProduct(app, seller, { resell_price: 48_000 });

    const first = await save(buyer, productId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ productId, saved: true });
    // Again: nothing changes.
    const again = await save(buyer, productId);
    expect(again.statusCode, again.body).toBe(200);

    const [saved, ...rest] = await list(buyer);
    expect(rest).toEqual([]);
    expect(saved).toMatchObject({
      productId,
      status: 'available',
      savedPrice: 48_000,
      name: 'Lenovo',
      detail: 'ThinkPad T480, Core i5, 16 GB',
    });
    expect(sortedKeys(saved!.product)).toEqual(KEYS.product);
    // As anyone sees it: no seller's e-mail address.
    expect(saved!.product).toMatchObject({ _id: productId, resell_price: 48_000, email: null });

    expect((await unsave(buyer, productId)).json()).toEqual({ deletedCount: 1 });
    expect(await list(buyer)).toEqual([]);
    // Removing one that is not saved removes nothing.
    expect((await unsave(buyer, productId)).json()).toEqual({ deletedCount: 0 });
  });

  test('the newest saved comes first', async () => {
    const seller = await signUpAs(app, 'seller');
    const buyer = await signUpAs(app, 'buyer');
    const older = await createProduct(app, seller);
    const newer = await createProduct(app, seller);
    await save(buyer, older);
    await save(buyer, newer);
    expect((await list(buyer)).map((s) => s.productId)).toEqual([newer, older]);
  });

  test('an unknown product, or one removed, is 404; a bad id 400; nobody signed in 401', async () => {
    const buyer = await signUpAs(app, 'buyer');
    expectError(await save(buyer, UNKNOWN_ID), 404, 'product-not-found');
    expectError(await save(buyer, 'not-a-uuid'), 400, 'validation-failed');
    expectError(await app.inject({ method: 'POST', url: '/api/saved', headers: as(buyer), payload: {} }), 400, 'validation-failed');
    expectError(await unsave(buyer, 'not-a-uuid'), 400, 'validation-failed');
    const seller = await signUpAs(app, 'seller');
    const productId = await createProduct(app, seller);
    expectError(await save(null, productId), 401, 'unauthorized');
    expectError(await app.inject({ method: 'GET', url: '/api/saved' }), 401, 'unauthorized');
    expectError(await unsave(null, productId), 401, 'unauthorized');
  });

  test('a listing the public cannot see is 404, as its page is: one waiting for review', async () => {
    const buyer = await signUpAs(app, 'buyer');
    const seller = await signUpAs(app, 'seller');
    // A phone number in the description holds it for an admin (product §4, "Moderation").
    const waiting = await createProduct(app, seller, { detail: 'Call me on 01711 223344' });
    expect((await app.inject({ method: 'GET', url: `/api/products/${waiting}` })).statusCode).toBe(404);
    expectError(await save(buyer, waiting), 404, 'product-not-found');
  });
});

describe('each user sees and removes their own only', () => {
  test("another user's saved laptops are not in one's list, and one's DELETE never removes theirs", async () => {
    const seller = await signUpAs(app, 'seller');
    const [sadia, karim] = [await signUpAs(app, 'buyer'), await signUpAs(app, 'buyer')];
    const productId = await createProduct(app, seller);
    await save(sadia, productId);
    expect(await list(karim)).toEqual([]);
    expect((await unsave(karim, productId)).json()).toEqual({ deletedCount: 0 });
    expect((await list(sadia)).map((s) => s.productId)).toEqual([productId]);
    // Bearer tokens alike.
    const viaToken = await app.inject({ method: 'GET', url: '/api/saved', headers: as(karim, 'bearer') });
    expect(viaToken.json()).toEqual([]);
  });
});

describe('a saved laptop sold or removed says so', () => {
  test('sold: still listed as sold, with the product; deleted while on sale, or removed after it sold: removed, with what it was', async () => {
    const seller = await signUpAs(app, 'seller');
    const buyer = await signUpAs(app, 'buyer');
    const sold = await createProduct(app, seller, { detail: 'ThinkPad X1 Carbon' });
    const deleted = await createProduct(app, seller, { detail: 'IdeaPad 3' });
    const soldThenRemoved = await createProduct(app, seller, { detail: 'Legion 5' });
    for (const id of [sold, deleted, soldThenRemoved]) expect((await save(buyer, id)).statusCode).toBe(201);

    await sell(app, sold);
    await sell(app, soldThenRemoved);
    for (const id of [deleted, soldThenRemoved]) {
      const res = await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(seller) });
      expect(res.json()).toEqual({ deletedCount: 1 });
    }

    const byId = Object.fromEntries((await list(buyer)).map((s) => [s.productId, s]));
    expect(byId[sold]).toMatchObject({ status: 'sold', detail: 'ThinkPad X1 Carbon', product: { _id: sold, status: 'sold' } });
    expect(byId[deleted]).toMatchObject({ status: 'removed', detail: 'IdeaPad 3', name: 'Lenovo', product: null });
    expect(byId[soldThenRemoved]).toMatchObject({ status: 'removed', detail: 'Legion 5', product: null });
    // A removed one is still the saver's to remove.
    expect((await unsave(buyer, deleted)).json()).toEqual({ deletedCount: 1 });
  });
});

describe('a price drop tells whoever saved the laptop', () => {
  test('lower: a notification and an e-mail for each saver, in their language, never its seller; higher or the same: nothing', async () => {
    const seller = await signUpAs(app, 'seller');
    const sadia = await signUpAs(app, 'buyer', { name: 'Sadia' });
    const rafi = await signUpAs(app, 'buyer', { name: 'Rafi' });
    const productId = await createProduct(app, seller, { resell_price: 50_000, detail: 'ThinkPad T480' });
    await save(sadia, productId);
    await save(rafi, productId);
    await save(seller, productId);
    await app.inject({ method: 'PUT', url: '/api/settings/mail', headers: as(rafi), payload: { language: 'bn' } });
    await newMail();

    const lower = await reprice(seller, productId, 45_000);
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json()).toEqual({ modifiedCount: 1 });
    // The listing, its page and the saved list read the new price; the saved one keeps what it cost when saved.
    const page = await app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(page.json()).toMatchObject({ resell_price: 45_000 });
    expect((await list(sadia))[0]).toMatchObject({ savedPrice: 50_000, product: { resell_price: 45_000 } });

    const [note] = await notificationsOf(sadia);
    expect(note).toMatchObject({
      kind: 'price-drop',
      data: { productId, productName: 'Lenovo ThinkPad T480', amount: 45_000, was: 50_000 },
    });
    expect((await notificationsOf(seller)).filter((n) => n.kind === 'price-drop')).toEqual([]);

    const mails = await newMail();
    expect(mails.map((m) => m.to).sort()).toEqual([rafi.email, sadia.email].sort());
    const english = mails.find((m) => m.to === sadia.email)!;
    expect(english.subject).toBe('Price drop: Lenovo ThinkPad T480 is now Tk. 45,000');
    expect(english.text).toContain('Hello Sadia,');
    expect(english.text).toContain('The Lenovo ThinkPad T480 you saved now costs Tk. 45,000, down from Tk. 50,000.');
    expect(english.text).toContain(`${SITE}/product/${productId}`);
    expect(english.text).toContain(`${SITE}/dashboard/saved`);
    expect(english.unsubscribeUrl).toMatch(new RegExp(`^${SITE}/api/unsubscribe/saved/[\\w-]{44,}$`));
    const bangla = mails.find((m) => m.to === rafi.email)!;
    expect(bangla.subject).toBe('দাম কমেছে: Lenovo ThinkPad T480 এখন ৳ ৪৫,০০০');
    expect(bangla.text).toContain(`${SITE}/bn/product/${productId}`);

    // Up again, or the same: nobody is told.
    expect((await reprice(seller, productId, 47_000)).json()).toEqual({ modifiedCount: 1 });
    expect((await reprice(seller, productId, 47_000)).json()).toEqual({ modifiedCount: 0 });
    expect(await newMail()).toEqual([]);
    expect((await notificationsOf(sadia)).filter((n) => n.kind === 'price-drop')).toHaveLength(1);
  });

  test('turned off in the settings (or by its one-click link): the notification, no e-mail', async () => {
    const seller = await signUpAs(app, 'seller');
    const buyer = await signUpAs(app, 'buyer');
    const productId = await createProduct(app, seller, { resell_price: 30_000 });
    await save(buyer, productId);
    await reprice(seller, productId, 29_000);
    const [mail] = await newMail();
    const off = await app.inject({ method: 'POST', url: new URL(mail!.unsubscribeUrl!).pathname, payload: {} });
    expect(off.json()).toEqual({ kind: 'saved', unsubscribed: true });
    await reprice(seller, productId, 28_000);
    expect(await newMail()).toEqual([]);
    expect((await notificationsOf(buyer)).filter((n) => n.kind === 'price-drop')).toHaveLength(2);
  });

  test('only the seller changes a price, of a laptop on sale, and the advert shows the new one', async () => {
    const seller = await signUpAs(app, 'seller');
    const other = await signUpAs(app, 'seller');
    const productId = await createProduct(app, seller, { resell_price: 40_000 });
    const advert = await app.inject({ method: 'POST', url: '/api/advertise', headers: as(seller), payload: { productId } });
    expect(advert.statusCode, advert.body).toBe(201);
    expectError(await reprice(other, productId, 1), 403);
    expect((await reprice(seller, productId, 39_000)).statusCode).toBe(200);
    const adverts = (await app.inject({ method: 'GET', url: '/api/advertise' })).json() as { productId: string; price: number }[];
    expect(adverts.find((a) => a.productId === productId)).toMatchObject({ price: 39_000 });
    for (const bad of [{}, { resell_price: -1 }, { resell_price: '100' }, { resell_price: 1.5 }])
      expectError(await app.inject({ method: 'PATCH', url: `/api/itemName/${productId}`, headers: as(seller), payload: bad }), 400);
    await sell(app, productId);
    expectError(await reprice(seller, productId, 1), 409, 'product-sold');
  });
});
