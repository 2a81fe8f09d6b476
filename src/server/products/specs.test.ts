import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { DISTRICTS, DISTRICTS_BY_DIVISION, DIVISION_OF } from '#shared/districts.ts';
import { productDetail } from '#shared/schemas/products.ts';
import { products } from '../db/schema.ts';
import { as, type Cast, createProduct, expectError, photoUrl, productInput, type TestApp } from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

/** A listing's specs and photos (decision 011) through POST /api/itemName, read back through GET /api/products/:id. */
let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

const SPECS = {
  processor: 'Core i5-1135G7',
  ram: 16,
  storage: 512,
  storageType: 'SSD',
  screen: 15.6,
  condition: 'Good',
  district: "Cox's Bazar",
} as const;
const PHOTOS = [photoUrl('front'), photoUrl('keyboard'), photoUrl('side')];

const post = (overrides: Parameters<typeof productInput>[0]) =>
  app.inject({ method: 'POST', url: '/api/itemName', headers: as(cast.seller), payload: productInput(overrides) });
const read = async (id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return productDetail.parse(res.json());
};
const stored = async () => (await app.ctx.db.select({ id: products.id }).from(products)).length;

describe('the districts', () => {
  test("are Bangladesh's 64 in its 8 divisions, each once", () => {
    expect(Object.keys(DISTRICTS_BY_DIVISION)).toHaveLength(8);
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS).size).toBe(64);
    expect(DIVISION_OF.Brahmanbaria).toBe('Chattogram');
    expect(DIVISION_OF["Cox's Bazar"]).toBe('Chattogram');
    expect(DIVISION_OF.Gazipur).toBe('Dhaka');
    expect(DIVISION_OF.Netrokona).toBe('Mymensingh');
  });
});

describe('POST /api/itemName with specs and photos', () => {
  test('stores every spec and photo; image is the first photo and the division follows from the district', async () => {
    const id = await createProduct(app, cast.seller, { ...SPECS, images: PHOTOS, image: undefined });
    expect(await read(id)).toMatchObject({ ...SPECS, division: 'Chattogram', image: PHOTOS[0], images: PHOTOS });
  });

  test('takes image and images together when image is the first photo', async () => {
    const id = await createProduct(app, cast.seller, { image: PHOTOS[0], images: PHOTOS });
    expect(await read(id)).toMatchObject({ image: PHOTOS[0], images: PHOTOS });
  });

  test('a product of the specification (one image, no specs) has that one photo and null specs', async () => {
    const id = await createProduct(app, cast.seller);
    expect(await read(id)).toMatchObject({
      image: productInput().image,
      images: [productInput().image],
      processor: null,
      ram: null,
      storage: null,
      storageType: null,
      screen: null,
      condition: null,
      district: null,
      division: null,
    });
  });

  test('each spec may come alone; text is trimmed and the edges of each range are taken', async () => {
    for (const [field, value, expected] of [
      ['processor', '  Apple M1  ', 'Apple M1'],
      ['processor', 'x'.repeat(80), 'x'.repeat(80)],
      ['ram', 1, 1],
      ['ram', 256, 256],
      ['storage', 8, 8],
      ['storage', 8192, 8192],
      ['storageType', 'eMMC', 'eMMC'],
      ['screen', 7, 7],
      ['screen', 21, 21],
      ['screen', 13.3, 13.3],
      ['condition', 'Like new', 'Like new'],
      ['district', 'Dhaka', 'Dhaka'],
    ] as const) {
      const id = await createProduct(app, cast.seller, { [field]: value });
      expect((await read(id))[field], `${field} ${value}`).toBe(expected);
    }
  });

  test.each([
    ['a storage type not in the list', { storageType: 'NVMe' }],
    ['a storage type in another letter case', { storageType: 'ssd' }],
    ['nine photos', { images: Array.from({ length: 9 }, (_, i) => photoUrl(`p${i}`)), image: undefined }],
    ['no photo at all', { images: [], image: undefined }],
    ['neither image nor images', { image: undefined }],
    ['image that is not the first photo', { image: PHOTOS[1], images: PHOTOS }],
    ['image that is none of the photos', { image: photoUrl('elsewhere'), images: PHOTOS }],
    ['the same photo twice', { images: [PHOTOS[0], PHOTOS[0]], image: undefined }],
    ['a photo that is not a URL of the store', { images: [PHOTOS[0], 'https://evil.example/x.png'], image: undefined }],
    ['a district not in the list', { district: 'Dacca' }],
    ['a division for a district', { district: 'Chattogram Division' }],
    ['a district in another letter case', { district: 'dhaka' }],
    ['ram 0', { ram: 0 }],
    ['ram 257', { ram: 257 }],
    ['ram fractional', { ram: 7.5 }],
    ['ram as a string', { ram: '16' }],
    ['storage 7', { storage: 7 }],
    ['storage 8193', { storage: 8193 }],
    ['screen 99.99', { screen: 99.99 }],
    ['screen 6.9', { screen: 6.9 }],
    ['screen 21.1', { screen: 21.1 }],
    ['screen with two decimals', { screen: 15.65 }],
    ['screen as a string', { screen: '15.6' }],
    ['a condition not in the list', { condition: 'Excellent' }],
    ['a blank processor', { processor: '   ' }],
    ['a processor of 81 characters', { processor: 'x'.repeat(81) }],
    ['a processor that is a number', { processor: 5600 }],
    ['null for a spec', { ram: null }],
    ['images that is not a list', { images: PHOTOS[0], image: undefined }],
  ])('%s: 400 validation-failed, nothing stored', async (_name, overrides) => {
    const before = await stored();
    expectError(await post(overrides), 400, 'validation-failed');
    expect(await stored()).toBe(before);
  });

  test('a photo the store did not issue, among others: 400 image-not-ours, nothing stored', async () => {
    const before = await stored();
    const foreign = `https://evil.example/ab/${'ab'.repeat(16)}-card.webp`;
    expectError(await post({ images: [PHOTOS[0], foreign], image: undefined }), 400, 'image-not-ours');
    expectError(await post({ images: [foreign, PHOTOS[0]], image: undefined }), 400, 'image-not-ours');
    expect(await stored()).toBe(before);
  });

  test('the error names the field and says what is wrong', async () => {
    const res = await post({ image: PHOTOS[1], images: PHOTOS });
    expect((res.json() as { message: string }).message).toBe('body.image: The main photo must be the first of the photos');
    const district = await post({ district: 'Dacca' });
    expect((district.json() as { message: string }).message).toBe("body.district: Choose one of Bangladesh's 64 districts");
  });

  test('the database keeps image the first photo and the division in step with the district, whoever writes', async () => {
    const id = await createProduct(app, cast.seller, { images: PHOTOS, image: undefined, district: 'Sylhet' });
    await expect(app.ctx.db.update(products).set({ image: PHOTOS[1]! }).where(eq(products.id, id))).rejects.toThrow();
    await app.ctx.db.update(products).set({ district: 'Rangpur' }).where(eq(products.id, id));
    expect(await read(id)).toMatchObject({ district: 'Rangpur', division: 'Rangpur' });
  });
});
