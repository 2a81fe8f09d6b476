import { postgresServer } from '../testing/postgres-server.ts';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_BUYER, DEMO_PASSWORD } from '../db/seed.ts';
import { startS3StandIn, type S3StandIn } from '../images/store/s3-stand-in.ts';
import { photosOf, tablesOf } from '../testing/backup.ts';
import { VISA } from '../testing/payments-client.ts';
import { runMarketData, STACK_LINE } from '../testing/market-data.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';

/**
 * npm run move-to-postgres on the demo marketplace, as `npm start` made it: real servers before and
 * after, compared through the API; photos moved to a bucket; a target that is not empty, and a
 * marketplace still running, refused.
 */
const baseUrl = await postgresServer();
type Json = Record<string, unknown>;

let work: string;
/** The demo marketplace's DATA_DIR, after a buyer's order, payment and report, with the server stopped. */
let demo: string;
let cookie: string;
let before: Json;
let servers: ServerProcess[] = [];
const scratches: ScratchDatabase[] = [];

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ LOG_LEVEL: 'warn', ...env });
  servers.push(server);
  await server.ready(180_000);
  return server;
}
async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}
async function scratchDatabase(): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase(baseUrl!, 'market_move');
  scratches.push(scratch);
  return scratch;
}
/** A copy of the demo DATA_DIR, so each test moves a marketplace of its own. */
function demoCopy(): string {
  const dir = mkdtempSync(path.join(work, 'data-'));
  cpSync(demo, dir, { recursive: true });
  return dir;
}

async function call(server: ServerProcess, method: string, url: string, body?: Json, withCookie = true) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { origin: server.url, ...(withCookie && cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Json & Json[], headers: res.headers };
}

/** What the marketplace answers: listings, search, a product's page, the buyer's orders and session. */
async function answers(server: ServerProcess, productId: string): Promise<Json> {
  const get = async (url: string) => {
    const res = await call(server, 'GET', url);
    expect(res.status, url).toBe(200);
    return res.body;
  };
  const categories: Json = {};
  for (const { id } of CATEGORIES) categories[id] = await get(`/api/itemName/${id}`);
  const session = await get('/api/auth/get-session');
  return {
    categories: await get('/api/itemCategory'),
    items: categories,
    // Sorted here: the demo's adverts share one creation time, and the list orders by it alone, so
    // ties come in whichever order an engine reads them.
    adverts: ((await get('/api/advertise')) as Json[]).sort((a, b) => String(a._id).localeCompare(String(b._id))),
    search: await get('/api/products?q=thinkpad'),
    newest: await get('/api/products?sort=newest'),
    product: await get(`/api/products/${productId}`),
    orders: await get(`/api/bookings?email=${encodeURIComponent(DEMO_BUYER.email)}`),
    signedIn: { user: (session.user as Json).email, session: (session.session as Json).id },
  };
}

let productId: string;
describe.runIf(baseUrl)('npm run move-to-postgres', () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'market-move-'));
    demo = path.join(work, 'demo');
    const server = await start({ DATA_DIR: demo });
    const signIn = await call(server, 'POST', '/api/auth/sign-in/email', { email: DEMO_BUYER.email, password: DEMO_PASSWORD }, false);
    expect(signIn.status).toBe(200);
    cookie = (signIn.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');

    // An order, paid through the sandbox, and a report: rows in bookings, payments and reports.
    const [first] = (await call(server, 'GET', '/api/itemName/03')).body;
    productId = first!._id as string;
    const booking = await call(server, 'POST', '/api/bookings', { productId, phone: '01911-000000', location: 'Mirpur' });
    expect(booking.status).toBe(201);
    const bookingId = booking.body.insertedId as string;
    const intent = await call(server, 'POST', '/api/create-payment-intent', { bookingId });
    const confirmed = await call(server, 'POST', '/api/payments/sandbox/confirm', { clientSecret: intent.body.clientSecret, ...VISA });
    const paid = await call(server, 'POST', '/api/payments', { bookingId, transactionId: confirmed.body.id, email: DEMO_BUYER.email });
    expect(paid.status).toBe(201);
    const [other] = (await call(server, 'GET', '/api/itemName/01')).body;
    const report = { productId: other!._id, image: other!.image, itemName: other!.name, message: 'The photo is not of this laptop.' };
    expect((await call(server, 'POST', '/api/report', report)).status).toBe(201);

    before = await answers(server, productId);
    await stop(server);
  }, 300_000);
  afterEach(async () => {
    for (const server of servers) server.kill();
    await Promise.all(servers.map((s) => s.exited));
    servers = [];
  });
  afterAll(async () => {
    for (const scratch of scratches) await scratch.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the moved marketplace serves the same listings, orders and sessions from PostgreSQL', async () => {
    const dataDir = demoCopy();
    const target = await scratchDatabase();
    const moved = await runMarketData('move-to-postgres', [], { DATA_DIR: dataDir, DATABASE_URL: target.url });
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/^ {2}products +\d+ rows$/m);
    expect(moved.stdout).toMatch(/every table holds as many rows as the backup/);
    expect(moved.stdout).toMatch(/First, a backup of the embedded marketplace: .*backups\/before-move-to-postgres-.*\.tar\.gz/);

    // Same rows on both engines, table by table, and the server on PostgreSQL answers as before.
    const embedded = await openDatabase({ dataDir, migrate: false });
    const postgres = await openDatabase({ url: target.url, dataDir, migrate: false });
    try {
      expect(await tablesOf(postgres)).toEqual(await tablesOf(embedded));
    } finally {
      await embedded.close();
      await postgres.close();
    }
    const server = await start({ DATA_DIR: dataDir, DATABASE_URL: target.url });
    expect(await answers(server, productId)).toEqual(before);
    await stop(server);
  });

  test('photos go to the bucket with IMAGE_STORE=s3, and every row names them there', async () => {
    const s3: S3StandIn = await startS3StandIn();
    try {
      const dataDir = demoCopy();
      const target = await scratchDatabase();
      const bucket = {
        IMAGE_STORE: 's3',
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      };
      const moved = await runMarketData('move-to-postgres', [], { DATA_DIR: dataDir, DATABASE_URL: target.url, ...bucket });
      // (The AWS SDK warns on stderr that its later versions will need Node.js 22.)
      expect(moved.stderr).not.toMatch(STACK_LINE);
      expect(moved.code).toBe(0);

      const photos = await photosOf(dataDir);
      expect(Object.keys(photos).length).toBeGreaterThan(0);
      expect([...s3.objects.keys()].sort()).toEqual(Object.keys(photos).sort());
      expect(moved.stdout).toContain(`${Object.keys(photos).length} photos were uploaded to the bucket`);
      const base = `${s3.endpoint}/${s3.bucket}/`;
      const database = await openDatabase({ url: target.url, dataDir, migrate: false });
      try {
        const rows = Object.values(await tablesOf(database)).flat();
        expect(rows.filter((row) => row.includes('"/images/'))).toEqual([]);
        expect(rows.filter((row) => row.includes(base)).length).toBeGreaterThan(0);
      } finally {
        await database.close();
      }

      // The same answers, with each photo's URL now the bucket's, and the photos load from it.
      const server = await start({ DATA_DIR: dataDir, DATABASE_URL: target.url, ...bucket });
      const after = await answers(server, productId);
      expect(after).toEqual(JSON.parse(JSON.stringify(before).replaceAll('"/images/', `"${base}`)));
      const photo = await fetch((after.product as Json).image as string);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      await stop(server);
    } finally {
      await s3.close();
    }
  });

  test('a target that is not empty, and a marketplace still running, are refused', async () => {
    const dataDir = demoCopy();
    const target = await scratchDatabase();
    expect((await runMarketData('move-to-postgres', [], { DATA_DIR: dataDir, DATABASE_URL: target.url })).code).toBe(0);
    const again = await runMarketData('move-to-postgres', [], { DATA_DIR: dataDir, DATABASE_URL: target.url });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^The PostgreSQL database market_move_\w+ on 127\.0\.0\.1:5432 is not empty: .*products.* hold rows\. Use a new, empty database/,
    );
    expect(again.stderr).not.toMatch(STACK_LINE);

    const running = await start({ DATA_DIR: dataDir });
    const refused = await runMarketData('move-to-postgres', [], { DATA_DIR: dataDir, DATABASE_URL: (await scratchDatabase()).url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`^Market is running on ${dataDir} \\(pid ${running.child.pid} on .*\\)\\. Stop it first`));
    expect(refused.stderr).not.toMatch(STACK_LINE);
    await stop(running);
  });
});
