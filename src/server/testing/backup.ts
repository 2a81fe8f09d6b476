import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { alertMatches, user, verification } from '../db/schema.ts';
import { listLocalPhotos } from '../backup/photos.ts';
import { takeSnapshot } from '../backup/snapshot.ts';
import { tableEntry } from '../backup/manifest.ts';
import { imageForm } from '../images/test-multipart.ts';
import { completeSaleInCash, payWithSandboxWallet } from './deals-client.ts';
import { jpegWithGps } from '../images/test-fixtures.ts';
import {
  advertise,
  as,
  book,
  createProduct,
  fileReport,
  offer,
  pay,
  signUpCast,
  startConversation,
  type Cast,
  type TestApp,
} from './fixtures.ts';

/** Uploads a real photo through POST /api/images and answers its two URLs. */
export async function uploadPhoto(app: TestApp, cast: Cast): Promise<{ url: string; largeUrl: string }> {
  const form = imageForm(await jpegWithGps(640, 480));
  const res = await app.inject({
    method: 'POST',
    url: '/api/images',
    payload: form.payload,
    headers: { ...form.headers, ...as(cast.seller) },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { url: string; largeUrl: string } }).data;
}

/**
 * A marketplace with rows in every table, written through the API where it can be: users and their
 * sessions and accounts, a product with real photos, specs and a Bangla description, an advert, a
 * paid booking, one paid with bKash through the sandbox wallet, a sale in cash with both sides' reviews, a reply and a report of one,
 * a report, a conversation with a message and an open offer, a block, a kind of e-mail turned off, a code sent to prove a number,
 * a saved laptop and an alert; a verification row, a user's photo and a laptop the alert found written directly.
 */
export async function fillEveryTable(app: TestApp): Promise<{ cast: Cast; productId: string; bookingId: string }> {
  const cast = await signUpCast(app);
  const photo = await uploadPhoto(app, cast);
  const productId = await createProduct(app, cast.seller, {
    images: [photo.url, photo.largeUrl],
    image: photo.url,
    detail: 'ভালো অবস্থায় ThinkPad T480, ব্যাটারি নতুন',
    processor: 'Core i5-8350U',
    ram: 16,
    screen: 14,
    district: 'Dhaka',
  });
  await advertise(app, cast.seller, productId);
  await fileReport(app, cast.buyer, productId);
  const sold = await createProduct(app, cast.otherSeller, { name: 'Hp' });
  await advertise(app, cast.otherSeller, sold);
  const bookingId = await book(app, cast.buyer, sold);
  await pay(app, cast.buyer, bookingId);
  // Paid with bKash through the sandbox wallet: a checkout, and the wallet's own books.
  await payWithSandboxWallet(app, cast.buyer, await book(app, cast.buyer, await createProduct(app, cast.otherSeller, { name: 'Dell' })));
  // A sale completed in cash (its buyer an admin, whose account option is Buyers Account), reviewed by both sides (a count in seller_standing), answered, and reported.
  const sale = await completeSaleInCash(app, cast.otherSeller, cast.admin, { name: 'Asus' });
  const review = async (who: Cast['buyer'], stars: number) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/bookings/${sale.bookingId}/review`,
      headers: as(who),
      payload: { stars, comment: 'ভালো বিক্রেতা, good deal' },
    });
    if (res.statusCode !== 201) throw new Error(`reviewing failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { id: string }).id;
  };
  const reviewId = await review(cast.admin, 5);
  await review(cast.otherSeller, 4);
  await app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/reply`, headers: as(cast.otherSeller), payload: { text: 'ধন্যবাদ!' } });
  await app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, headers: as(cast.seller), payload: { reason: 'Too kind' } });
  const conversationId = await startConversation(app, cast.otherSeller, productId, 'বিক্রি হয়েছে? Is the battery new?');
  await offer(app, cast.otherSeller, conversationId, 40_000);
  const blocked = await app.inject({ method: 'POST', url: `/api/users/${cast.otherSeller.id}/block`, headers: as(cast.admin) });
  if (blocked.statusCode !== 200) throw new Error(`blocking failed: ${blocked.statusCode} ${blocked.body}`);
  const optedOut = await app.inject({ method: 'PUT', url: '/api/settings/mail', headers: as(cast.buyer), payload: { payments: false } });
  if (optedOut.statusCode !== 200) throw new Error(`turning an e-mail off failed: ${optedOut.statusCode} ${optedOut.body}`);
  // A code on its way to a number: its hash, kept until the number is proved.
  const asked = await app.inject({
    method: 'POST',
    url: '/api/phones/verify',
    headers: as(cast.seller),
    payload: { phone: '01711000999' },
  });
  if (asked.statusCode !== 200) throw new Error(`asking for a code failed: ${asked.statusCode} ${asked.body}`);
  const saved = await app.inject({ method: 'POST', url: '/api/saved', headers: as(cast.buyer), payload: { productId } });
  if (saved.statusCode !== 201) throw new Error(`saving a laptop failed: ${saved.statusCode} ${saved.body}`);
  const alert = await app.inject({
    method: 'POST',
    url: '/api/alerts',
    headers: as(cast.buyer),
    payload: { query: 'q=thinkpad&category=03&ram=16&district=Dhaka', frequency: 'daily' },
  });
  if (alert.statusCode !== 201) throw new Error(`saving an alert failed: ${alert.statusCode} ${alert.body}`);
  await app.ctx.db.insert(alertMatches).values({ alertId: (alert.json() as { id: string }).id, productId });
  await app.ctx.db.update(user).set({ image: photo.url }).where(eq(user.id, cast.buyer.id));
  await app.ctx.db
    .insert(verification)
    .values({ id: 'v1', identifier: cast.buyer.email, value: 'reset-token', expiresAt: new Date(Date.now() + 3600_000) });
  return { cast, productId, bookingId };
}

/** Every table's rows as a backup writes them (JSON lines), to compare two databases row for row. */
export async function tablesOf(database: Pick<Database, 'db' | 'kind'>): Promise<Record<string, string[]>> {
  const snapshot = await takeSnapshot(database);
  try {
    return Object.fromEntries(
      snapshot.tables.map((t) => [
        t.name,
        readFileSync(path.join(snapshot.dir, tableEntry(t.name)), 'utf8')
          .split('\n')
          .filter(Boolean),
      ]),
    );
  } finally {
    snapshot.remove();
  }
}

/** The local photos under DATA_DIR/images: each key and a hash of its bytes. */
export async function photosOf(dataDir: string): Promise<Record<string, string>> {
  const photos = await listLocalPhotos(path.join(dataDir, 'images'));
  return Object.fromEntries(photos.map((p) => [p.key, createHash('sha256').update(readFileSync(p.file)).digest('hex')]));
}
