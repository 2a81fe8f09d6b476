import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ListingSubmitted } from '#shared/schemas/moderation.ts';
import { imageForm } from '../images/test-multipart.ts';
import { jpegWithGps } from '../images/test-fixtures.ts';
import { as, buildTestApp, productInput, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';
import { contactsIn } from './contact-in-text.ts';

/*
 * The checks a listing goes through before it is public (product §4, "Moderation"), with the default
 * MODERATION=flagged: what they flag waits for an admin and says why; what they do not is on sale at once.
 */

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

/**
 * Lists a product through POST /api/itemName and answers what the checks decided. Its photo is the test app's
 * PHOTO, or one uploaded through POST /api/images (whose hashes the check reads).
 */
async function list(seller: TestUser, overrides: Parameters<typeof productInput>[0] = {}): Promise<ListingSubmitted> {
  const payload = productInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/itemName', headers: as(seller), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ListingSubmitted;
}

const codes = (submitted: ListingSubmitted) => submitted.reasons.map((r) => r.code);

/** Uploads a photo through POST /api/images as `seller`; answers its card URL. */
async function upload(seller: TestUser, bytes: Buffer, type = 'image/jpeg'): Promise<string> {
  const form = imageForm(bytes, type === 'image/webp' ? 'photo.webp' : 'photo.jpg', type);
  const res = await app.inject({ method: 'POST', url: '/api/images', payload: form.payload, headers: { ...form.headers, ...as(seller) } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { url: string } }).data.url;
}

describe('a price far below similar laptops', () => {
  /** Three other sellers' listings of one model at 50,000, 60,000 and 70,000: a median of 60,000. */
  async function market(processor: string, brand: 'Asus' | 'Dell' | 'Acer' = 'Asus', prices = [50_000, 60_000, 70_000]) {
    for (const resell_price of prices) {
      const other = await signUpAs(app, 'seller');
      expect((await list(other, { name: brand, processor, resell_price })).status).toBe('available');
    }
  }

  test('below 40% of the median of the same model waits (39%); at 40% it is on sale', async () => {
    await market('Core i7-1165G7');
    const seller = await signUpAs(app, 'seller');
    // The same model written another way: the processor is compared without case, spaces or signs.
    const at40 = await list(seller, { name: 'Asus', processor: 'core i7 1165g7', resell_price: 24_000 });
    expect(at40).toMatchObject({ status: 'available', reasons: [] });
    const at39 = await list(seller, { name: 'Asus', processor: 'Core i7-1165G7', resell_price: 23_400 });
    expect(at39).toMatchObject({ status: 'review', reasons: [{ code: 'price-far-below', median: 60_000, similar: 3 }] });
  });

  test('with fewer than 3 listings of the model, no price is judged', async () => {
    await market('Ryzen 7 4700U', 'Acer', [60_000, 60_000]);
    const seller = await signUpAs(app, 'seller');
    expect(await list(seller, { name: 'Acer', processor: 'Ryzen 7 4700U', resell_price: 1_000 })).toMatchObject({ status: 'available' });
  });

  test('another brand, another processor, no processor, or the seller’s own listings are not the same model’s prices', async () => {
    await market('Core i5-10210U', 'Dell');
    const seller = await signUpAs(app, 'seller');
    expect(codes(await list(seller, { name: 'Asus', processor: 'Core i5-10210U', resell_price: 5_000 }))).toEqual([]);
    expect(codes(await list(seller, { name: 'Dell', processor: 'Core i5-1035G1', resell_price: 5_000 }))).toEqual([]);
    expect(codes(await list(seller, { name: 'Dell', resell_price: 5_000 }))).toEqual([]);
    // A seller's own three listings are no market for their fourth.
    const lone = await signUpAs(app, 'seller');
    for (let i = 0; i < 3; i++) await list(lone, { name: 'Dell', processor: 'Core i3-1005G1', resell_price: 60_000 });
    expect(codes(await list(lone, { name: 'Dell', processor: 'Core i3-1005G1', resell_price: 1_000 }))).toEqual([]);
  });

  test('a listing on sale whose seller lowers its price far below waits again, its savers not told; a fair drop stays on sale', async () => {
    await market('Core i7-8550U', 'Dell');
    const seller = await signUpAs(app, 'seller');
    const saver = await signUpAs(app, 'buyer');
    const { insertedId: id, status } = await list(seller, { name: 'Dell', processor: 'Core i7-8550U', resell_price: 55_000 });
    expect(status).toBe('available');
    expect((await app.inject({ method: 'POST', url: '/api/saved', headers: as(saver), payload: { productId: id } })).statusCode).toBe(201);
    const setPrice = async (resell_price: number) => {
      const res = await app.inject({ method: 'PATCH', url: `/api/itemName/${id}`, headers: as(seller), payload: { resell_price } });
      expect(res.json(), res.body).toEqual({ modifiedCount: 1 });
    };
    const priceDrops = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/notifications', headers: as(saver) });
      return (res.json() as { items: { kind: string }[] }).items.filter((n) => n.kind === 'price-drop').length;
    };
    const isPublic = async () => (await app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode === 200;

    // 40% of the median (60,000) is 24,000: 30,000 is a fair price, told to the saver.
    await setPrice(30_000);
    expect(await isPublic()).toBe(true);
    expect(await priceDrops()).toBe(1);

    // 23,000 is below it: the listing waits for an admin with why, off the public pages, and nobody is told.
    await setPrice(23_000);
    expect(await isPublic()).toBe(false);
    expect(await priceDrops()).toBe(1);
    const own = await app.inject({ method: 'GET', url: `/api/products/${id}/listing`, headers: as(seller) });
    expect(own.json()).toMatchObject({ status: 'review', listing: { reasons: [{ code: 'price-far-below', median: 60_000, similar: 3 }] } });
  });
});

describe('a way to reach the seller written into the description', () => {
  test.each([
    ['a mobile number', 'Call 01711-000001 for the best price', 'phone-in-detail'],
    ['one with the country code', 'WhatsApp: +880 1711 000 001', 'phone-in-detail'],
    ['one written apart', 'Phone 017 11 00 00 01, evenings', 'phone-in-detail'],
    ['one in Bangla digits', 'যোগাযোগ: ০১৭১১-০০০০০১', 'phone-in-detail'],
    ['an e-mail address', 'Mail me at rahim.laptops@gmail.com', 'email-in-detail'],
    ['an address with (at)', 'rahim (at) gmail.com', 'email-in-detail'],
    ['a link', 'More photos: https://example.org/laptop', 'link-in-detail'],
    ['a link without its scheme', 'See facebook.com/rahim.laptops', 'link-in-detail'],
    ['a www. address', 'Shop: www.laptop-bazar.com.bd', 'link-in-detail'],
  ])('%s waits for an admin', async (_, detail, code) => {
    const seller = await signUpAs(app, 'seller');
    expect(await list(seller, { detail })).toEqual(expect.objectContaining({ status: 'review', reasons: [{ code, fields: ['detail'] }] }));
  });

  test('each kind is said once; a description of specs and prices is on sale', async () => {
    const seller = await signUpAs(app, 'seller');
    const all = await list(seller, { detail: 'Call 01811-000002 or 01911-000003, rahim@gmail.com, fb.com/rahim' });
    expect(codes(all)).toEqual(['phone-in-detail', 'email-in-detail', 'link-in-detail']);
    const specs = 'ThinkPad T480, Core i5-8350U, 16 GB, 256 GB SSD, 15.6", BIOS v1.2, bought 2019, Tk. 1,35,000 new';
    expect(await list(seller, { detail: specs })).toMatchObject({ status: 'available', reasons: [] });
  });

  test('read without the server: numbers inside longer ones, versions and sizes are not contacts', () => {
    expect(contactsIn('serial 4501711000001234, i7-10750H, 15.6 inch, 2.5 kg, v1.2')).toEqual([]);
    expect(contactsIn('৮৮০১৭১১০০০০০১')).toEqual(['phone']);
  });

  test.each([
    ['processor names', 'i7-10750H', 'Ryzen 5 5600U', 'Core i5 1135G7', 'Intel Core i3 10110U, 10th gen'],
    ['dates', '12/03/2024', '2024-03-12', '01.11.2023', 'Bought 17 Jan 2019, used 1 year'],
    ['prices', 'Tk. 1,35,000', '৳ ৪৫,০০০', '45000 taka, 50,000 new', 'Price 101000, was 170000'],
    ['words with o, O, l and I beside numbers', 'I bought it in 2019. Hello 16 GB RAM, lol 100% ok', 'Office 2019, OLED 15.6'],
    ['sentences that end before a word', 'Bought in 2019. In good condition. Net price. Me too'],
    ['Bangla text with its joiners', 'র\u200d্যাম ১৬ জিবি, ব্যবহার ১ বছর, দাম ৪৫০০০ টাকা', 'ক্ষ\u200cমতা ভালো'],
  ])('read without the server: %s are not contacts', (_, ...texts) => {
    for (const text of texts) expect(contactsIn(text), text).toEqual([]);
  });
});

/*
 * Ways an outside test got a contact past the check (all went on sale unreviewed), and the listing's other text
 * fields, which a seller can fill as freely as its description. The flag's code stays the description's; `fields`
 * says where it was found.
 */
describe('a way to reach the seller written so the check would miss it, or written in another field', () => {
  test.each([
    ['zero-width spaces between the digits', { detail: 'Call 017\u200b11\u200b000\u200b001' }, 'phone-in-detail'],
    ['other invisible characters between them', { detail: '0171\u20601\u00ad000\ufeff00\u200e1\u180e' }, 'phone-in-detail'],
    ['Arabic-Indic digits', { detail: 'Number: ٠١٧١١٠٠٠٠٠١' }, 'phone-in-detail'],
    ['Eastern Arabic-Indic digits', { detail: 'Number: ۰۱۷۱۱-۰۰۰۰۰۱' }, 'phone-in-detail'],
    ['Devanagari digits', { detail: 'फ़ोन ०१७११ ००० ००१' }, 'phone-in-detail'],
    ['fullwidth digits', { detail: 'Call ０１７１１０００００１' }, 'phone-in-detail'],
    ['o and l for 0 and 1', { detail: 'Call o17ll-ooo-oo1' }, 'phone-in-detail'],
    ['O and I for 0 and 1', { detail: 'WhatsApp O17II OOO OO1' }, 'phone-in-detail'],
    ['"(at)" and "(dot)"', { detail: 'rahim (at) gmail (dot) com' }, 'email-in-detail'],
    ['"[at]" and "[dot]"', { detail: 'rahim[at]gmail[dot]com' }, 'email-in-detail'],
    ['spaces around "@" and "."', { detail: 'Mail seller @ gmail . com' }, 'email-in-detail'],
    ['"hxxps" for https', { detail: 'Photos: hxxps://laptop-hut.top/t480' }, 'link-in-detail'],
    ['"hxxp[:]//" and "[.]"', { detail: 'Photos: hxxp[:]//laptop-hut[.]top' }, 'link-in-detail'],
    ['spaces around the dot and slash', { detail: 'facebook . com / rahim.laptops' }, 'link-in-detail'],
    ['a number in the location', { location: 'Dhaka, call 01711-000001' }, 'phone-in-detail'],
    ['a number in the processor', { processor: 'i5 01711000001' }, 'phone-in-detail'],
    ['an address in the used time', { use: '1 year, rahim@gmail.com' }, 'email-in-detail'],
    ['a link in the posted time', { date: 'Today, fb.com/rahim' }, 'link-in-detail'],
  ])('%s waits for an admin', async (_, overrides, code) => {
    const seller = await signUpAs(app, 'seller');
    const field = Object.keys(overrides)[0];
    expect(await list(seller, overrides)).toMatchObject({ status: 'review', reasons: [{ code, fields: [field] }] });
  });

  test('a number hidden in the location waits for review, off the public pages; each field it is in is named once', async () => {
    const seller = await signUpAs(app, 'seller');
    const { insertedId: id, status, reasons } = await list(seller, { location: 'Mirpur 10, o17ll\u200b000 OOI' });
    expect({ status, reasons }).toEqual({ status: 'review', reasons: [{ code: 'phone-in-detail', fields: ['location'] }] });
    expect((await app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    const both = await list(seller, { detail: 'Call 01811-000002', location: 'Dhaka 01911-000003', use: 'Call 01611-000004' });
    expect(both.reasons).toEqual([{ code: 'phone-in-detail', fields: ['detail', 'location', 'use'] }]);
  });

  test('specs, dates and prices in every field are on sale', async () => {
    const seller = await signUpAs(app, 'seller');
    const listing = {
      processor: 'Core i7-10750H',
      location: 'Road 11, House 17, Dhanmondi',
      use: '1 year 10 months',
      date: '12/03/2024',
      detail: 'Ryzen 5 5600U, 16 GB, 512 GB SSD, 15.6", Tk. 1,35,000 new, bought 01.11.2023',
    };
    expect(await list(seller, listing)).toMatchObject({ status: 'available', reasons: [] });
  });
});

describe('a photo already on another seller’s listing', () => {
  test('the same photo uploaded by another seller waits; the same seller may list it again', async () => {
    const first = await signUpAs(app, 'seller');
    const second = await signUpAs(app, 'seller');
    const bytes = await jpegWithGps(641, 480);
    const url = await upload(first, bytes);
    expect(await list(first, { image: url })).toMatchObject({ status: 'available' });
    expect(await list(first, { image: url, resell_price: 51_000 })).toMatchObject({ status: 'available', reasons: [] });
    // The store names a photo by its content: the other seller's upload is the same photo.
    const again = await upload(second, bytes);
    expect(again).toBe(url);
    expect(await list(second, { image: again })).toMatchObject({ status: 'review', reasons: [{ code: 'photo-used-elsewhere' }] });
    // A different photo by the other seller is on sale.
    expect(await list(second, { image: await upload(second, await jpegWithGps(642, 480)) })).toMatchObject({ status: 'available' });
  });

  test('the file a listing shows, downloaded and uploaded anew, is recognised', async () => {
    const first = await signUpAs(app, 'seller');
    const thief = await signUpAs(app, 'seller');
    const url = await upload(first, await jpegWithGps(643, 480));
    await list(first, { image: url });
    // What a buyer's browser downloads from the listing's page, uploaded as a new photo: re-encoded, a new key.
    const served = readFileSync(path.join(app.ctx.images.root!, app.ctx.images.keyOf(url)!.replace('-card', '-large')));
    const reuploaded = await upload(thief, served, 'image/webp');
    expect(reuploaded).not.toBe(url);
    expect(await list(thief, { image: reuploaded })).toMatchObject({ status: 'review', reasons: [{ code: 'photo-used-elsewhere' }] });
  });
});
