import { localCacheBus } from '../redis/cache-bus.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { AppContext } from '../context.ts';
import { products } from '../db/schema.ts';
import { advertise, as, type Cast, changedBehindTheApp, createProduct, sell, type TestApp } from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';
import { createReadCache } from './read-cache.ts';
import { NO_METRICS } from './metrics.ts';

/** Long enough that the steps of a test never outlast it on a busy machine. */
const TTL = 2000;
let app: TestApp;
let cast: Cast;

withAppAndCast(
  (built, signedUp) => {
    app = built;
    cast = signedUp;
  },
  { READ_CACHE_MS: String(TTL) },
);

const ids = async (url: string) => ((await app.inject({ method: 'GET', url })).json() as { _id: string }[]).map((p) => p._id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the public listings in memory', () => {
  test('every write through the API shows at once in the listings it changes', async () => {
    expect(await ids('/api/itemName/05')).toEqual([]);
    expect(await ids('/api/advertise')).toEqual([]);
    const productId = await createProduct(app, cast.seller, { name: 'Acer', category_id: '05' });
    expect(await ids('/api/itemName/05')).toEqual([productId]);
    const advertId = await advertise(app, cast.seller, productId);
    expect(await ids('/api/advertise')).toEqual([advertId]);
    await app.inject({
      method: 'PATCH',
      url: `/api/user/sellers/${cast.seller.id}`,
      headers: as(cast.admin),
      payload: { status: 'Verified' },
    });
    const listed = (await app.inject({ method: 'GET', url: '/api/itemName/05' })).json() as { sellerVerified: boolean }[];
    expect(listed[0]!.sellerVerified).toBe(true);
    await app.inject({ method: 'DELETE', url: `/api/itemName/${productId}`, headers: as(cast.seller) });
    expect(await ids('/api/itemName/05')).toEqual([]);
    expect(await ids('/api/advertise')).toEqual([]);
  });

  test(`a change behind the app shows after READ_CACHE_MS (${TTL} ms), or at once when the app is told`, async () => {
    const productId = await createProduct(app, cast.seller, { name: 'Dell', category_id: '07' });
    expect(await ids('/api/itemName/07')).toEqual([productId]);
    await app.ctx.db.update(products).set({ status: 'sold' }).where(eq(products.id, productId));
    expect(await ids('/api/itemName/07')).toEqual([productId]);
    await sleep(TTL + 50);
    expect(await ids('/api/itemName/07')).toEqual([]);

    const second = await createProduct(app, cast.seller, { name: 'Dell', category_id: '07' });
    expect(await ids('/api/itemName/07')).toEqual([second]);
    await sell(app, second);
    expect(await ids('/api/itemName/07')).toEqual([]);
  });

  test('each page is its own entry', async () => {
    const [a, b] = [
      await createProduct(app, cast.seller, { category_id: '09', name: 'Avita' }),
      await createProduct(app, cast.seller, { category_id: '09', name: 'Avita' }),
    ];
    expect(await ids('/api/itemName/09?limit=1')).toEqual([b]);
    expect(await ids('/api/itemName/09?limit=1&offset=1')).toEqual([a]);
    expect(await ids('/api/itemName/09')).toEqual([b, a]);
    changedBehindTheApp(app);
  });

  test('concurrent requests for a cold listing all get the one answer', async () => {
    const productId = await createProduct(app, cast.seller, { name: 'Apple', category_id: '06' });
    changedBehindTheApp(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/itemName/06' })));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect((answers[0]!.json() as { _id: string }[]).map((p) => p._id)).toEqual([productId]);
  });

  test('a refused write (4xx) does not matter, and the answer is the same JSON as without the cache', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/itemName/09' });
    await app.inject({ method: 'DELETE', url: '/api/itemName/00000000-0000-4000-8000-000000000000', headers: as(cast.seller) });
    const second = await app.inject({ method: 'GET', url: '/api/itemName/09' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('ReadCache', () => {
  const fake = (ttl: number) =>
    ({ config: { READ_CACHE_MS: ttl }, metrics: NO_METRICS, cacheBus: localCacheBus() }) as unknown as Pick<
      AppContext,
      'config' | 'metrics' | 'cacheBus'
    >;

  test('READ_CACHE_MS=0 keeps nothing', async () => {
    const cache = createReadCache(fake(0));
    let loads = 0;
    for (let i = 0; i < 3; i++) await cache.get('k', async () => String(++loads));
    expect(loads).toBe(3);
  });

  test('a load that a write overtook is answered but not kept', async () => {
    const cache = createReadCache(fake(60_000));
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('before the write'))));
    cache.clear();
    release();
    expect(await slow).toBe('before the write');
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
    expect(await cache.get('k', async () => 'not loaded again')).toBe('after the write');
  });

  test('fifty concurrent requests for a cold entry run its load once and all get its answer', async () => {
    const cache = createReadCache(fake(60_000));
    let loads = 0;
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads += 1;
      await loaded;
      return 'the listing';
    };
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get('cold', load)));
    release();
    expect(await answers).toEqual(Array.from({ length: 50 }, () => 'the listing'));
    expect(loads).toBe(1);
    expect(await cache.get('cold', load)).toBe('the listing');
    expect(loads).toBe(1);
  });

  test('a load that fails fails its waiting requests, and the next request loads again', async () => {
    const cache = createReadCache(fake(60_000));
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('database down');
    };
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => cache.get('k', failing)));
    expect(answers.every((a) => a.status === 'rejected')).toBe(true);
    expect(loads).toBe(1);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  test('holds a bounded number of entries, dropping the least recently used', async () => {
    const cache = createReadCache(fake(60_000));
    for (let i = 0; i < 600; i++) await cache.get(`k${i}`, async () => `v${i}`);
    expect(await cache.get('k599', async () => 'reloaded')).toBe('v599');
    expect(await cache.get('k0', async () => 'reloaded')).toBe('reloaded');
  });
});
