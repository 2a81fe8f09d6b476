import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { imageForm } from '../test-multipart.ts';
import { jpegWithGps } from '../test-fixtures.ts';
import {
  as,
  buildTestApp,
  expectError,
  photoKey,
  photoUrl,
  PHOTO,
  productInput,
  signUp,
  signUpAs,
  signUpInput,
  type TestApp,
  type TestUser,
} from '../../testing/fixtures.ts';
import { createLocalImageStore } from './local.ts';
import { createS3ImageStore } from './s3.ts';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.ts';
import type { ImageStore } from './store.ts';

/**
 * A listing, or a profile, names only photos the image store holds (product §5): a URL of the store's
 * own shape whose photo was never uploaded would show as a broken image on every page.
 */
let s3: S3StandIn;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3StandIn();
  localRoot = mkdtempSync(path.join(os.tmpdir(), 'market-has-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(localRoot, { recursive: true, force: true });
});

const s3Env = (stand: S3StandIn) => ({
  IMAGE_STORE: 's3',
  S3_BUCKET: stand.bucket,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: stand.endpoint,
  S3_ACCESS_KEY_ID: stand.accessKeyId,
  S3_SECRET_ACCESS_KEY: stand.secretAccessKey,
});

describe.each([
  ['local disk', () => createLocalImageStore(localRoot)],
  [
    'a bucket (HeadObject)',
    () =>
      createS3ImageStore({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      }),
  ],
])('%s answers whether it holds a photo', (_store, make: () => ImageStore) => {
  test('no before its upload, yes after; the key of a URL it issued, none of another', async () => {
    const store = make();
    const key = photoKey(`has-${store.kind}`);
    expect(await store.has(key)).toBe(false);
    const url = await store.put(key, Buffer.from('webp'), 'image/webp');
    expect(await store.has(key)).toBe(true);
    expect(store.keyOf(url)).toBe(key);
    expect(store.keyOf(`https://evil.example/${key}`)).toBeNull();
  });
});

test('a bucket is asked with a signed HEAD, and a wrong secret is an error, not "not there"', async () => {
  const key = photoKey('signed-head');
  const good = createS3ImageStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
  await good.has(key);
  expect(s3.requests.at(-1)).toMatchObject({
    method: 'HEAD',
    path: `/${s3.bucket}/${key}`,
    authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 /),
  });
  const wrong = createS3ImageStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: 'wrong',
  });
  await expect(wrong.has(key)).rejects.toThrow();
});

/** Lists a product naming `images` (the first as its cover). */
const list = (app: TestApp, seller: TestUser, images: string[]) =>
  app.inject({ method: 'POST', url: '/api/itemName', headers: as(seller), payload: productInput({ image: images[0], images }) });
const mine = async (app: TestApp, seller: TestUser) =>
  (
    (
      await app.inject({ method: 'GET', url: `/api/itemName?email=${encodeURIComponent(seller.email)}`, headers: as(seller) })
    ).json() as unknown[]
  ).length;
const upload = async (app: TestApp, seller: TestUser) => {
  const form = imageForm(await jpegWithGps(64, 48));
  const res = await app.inject({ method: 'POST', url: '/api/images', payload: form.payload, headers: { ...form.headers, ...as(seller) } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { url: string } }).data.url;
};

describe.each([
  ['on local disk', () => ({}), (_app: TestApp) => photoUrl('never uploaded')],
  ['in a bucket', () => s3Env(s3), () => `${s3.endpoint}/${s3.bucket}/${photoKey('never uploaded')}`],
])('a listing whose photos are %s', (_where, env, neverUploaded) => {
  let app: TestApp;
  let seller: TestUser;
  beforeAll(async () => {
    app = await buildTestApp(env());
    seller = await signUpAs(app, 'seller');
  });
  afterAll(() => app?.close());

  test('names an uploaded photo: 201', async () => {
    expect((await list(app, seller, [await upload(app, seller)])).statusCode).toBe(201);
  });

  test("names a photo of the store's shape that was never uploaded: 400 image-not-uploaded, nothing listed", async () => {
    const before = await mine(app, seller);
    expectError(await list(app, seller, [neverUploaded(app)]), 400, 'image-not-uploaded');
    expectError(await list(app, seller, [await upload(app, seller), neverUploaded(app)]), 400, 'image-not-uploaded');
    expect(await mine(app, seller)).toBe(before);
  });
});

test('a bucket that cannot be reached: 503 image-store-unavailable, not 500', async () => {
  const down = await startS3StandIn();
  const app = await buildTestApp(s3Env(down));
  try {
    const seller = await signUpAs(app, 'seller');
    const url = await upload(app, seller);
    await down.close(); // nothing listens on its port any more
    expectError(await list(app, seller, [url]), 503, 'image-store-unavailable');
  } finally {
    await app.close();
  }
});

describe('a profile photo', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  test('sign-up with a photo never uploaded: 400 image-not-uploaded, no account', async () => {
    const email = 'no-photo@example.com';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...signUpInput({ name: 'No Photo', email }), image: photoUrl('never uploaded') },
    });
    expectError(res, 400, 'image-not-uploaded');
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'secret123' } });
    expect(signIn.statusCode).toBe(401);
  });

  test('update-user with a photo never uploaded: 400 image-not-uploaded; an uploaded one is kept', async () => {
    const user = await signUp(app);
    const update = (image: string) => app.inject({ method: 'POST', url: '/api/auth/update-user', headers: as(user), payload: { image } });
    expectError(await update(photoUrl('never uploaded')), 400, 'image-not-uploaded');
    expect((await update(PHOTO)).statusCode).toBe(200);
  });
});
