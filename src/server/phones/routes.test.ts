import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { VALIDATION } from '#shared/texts/validation.ts';
import { toBanglaDigits } from '#shared/digits.ts';
import { sellerPhones, phoneCodes } from '../db/schema.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import {
  as,
  buildTestApp,
  createProduct,
  expectError,
  freshPhone,
  productInput,
  signUpAs,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';
import { logLines } from '../testing/log-lines.ts';
import { latestCode, readSmsOutbox } from '../testing/sms-outbox.ts';
import { startBulkSmsBdStandIn, type BulkSmsBdStandIn } from '../testing/bulksmsbd-stand-in.ts';

/*
 * Verified numbers (product §6): a code sent by text message proves a mobile number; it works 10 minutes and
 * 5 tries, 3 go to one number an hour; a proved number wins over another seller's claim by listing. Without
 * SMS_URL the text is in the outbox and the log; with it, it goes to the gateway (here its stand-in).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let app: TestApp;
let clock: ManualClock;
let log: ReturnType<typeof logLines>;
let outbox: string;

beforeAll(async () => {
  clock = manualClock();
  log = logLines();
  app = await buildTestApp({ LOG_LEVEL: 'info' }, { clock, logStream: log.stream });
  outbox = app.ctx.sms.outbox!;
});
afterAll(() => app?.close());

const send = (who: TestUser | null, phone: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/phones/verify', headers: { ...as(who), ...headers }, payload: { phone } });
const confirm = (who: TestUser | null, phone: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/phones/verify/confirm', headers: as(who), payload: { phone, code } });
const phonesOf = async (who: TestUser) => (await app.inject({ method: 'GET', url: '/api/phones', headers: as(who) })).json();
const codeFor = async (phone: string) => (await latestCode(outbox, phone))!;
/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 10 ** LIMITS.phoneCodeDigits).padStart(LIMITS.phoneCodeDigits, '0');

describe('a code sent and typed', () => {
  test('proves the number: listed as verified, with a tick on the listing', async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    const productId = await createProduct(app, seller, { phone });
    expect(await phonesOf(seller)).toEqual({ phones: [{ phone, verified: false, verifiedAt: null }] });
    expect((await app.inject({ method: 'GET', url: `/api/products/${productId}` })).json()).toMatchObject({ phone, phoneVerified: false });

    const sent = await send(seller, `+880 ${phone.slice(1, 5)}-${phone.slice(5)}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ phone, expiresAt: new Date(clock.now() + LIMITS.phoneCodeMinutes * MINUTE).toISOString() });
    const code = await codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);

    const done = await confirm(seller, phone, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ phone, verified: true, released: 0 });
    expect(await phonesOf(seller)).toEqual({ phones: [{ phone, verified: true, verifiedAt: new Date(clock.now()).toISOString() }] });
    expect((await app.inject({ method: 'GET', url: `/api/products/${productId}` })).json()).toMatchObject({ phone, phoneVerified: true });
    // The category's list and the search show the tick too.
    const listed = (await app.inject({ method: 'GET', url: '/api/itemName/03' })).json() as { _id: string; phoneVerified: boolean }[];
    expect(listed.find((p) => p._id === productId)).toMatchObject({ phoneVerified: true });
    // Its codes are gone once it is proved; only their hash was ever kept.
    const rows = await app.ctx.db.select().from(phoneCodes);
    expect(rows.filter((r) => r.phone === phone)).toEqual([]);
    // Proved once: asking again is refused.
    expectError(await send(seller, phone), 409, 'phone-already-verified');
  });

  test('a chat-only listing shows no tick: nobody sees its number', async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    const productId = await createProduct(app, seller, { phone, chatOnly: true });
    await send(seller, phone);
    expect((await confirm(seller, phone, await codeFor(phone))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/products/${productId}` })).json()).toMatchObject({
      phone: null,
      phoneVerified: false,
    });
  });

  test('only a hash of the code is stored', async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    await send(seller, phone);
    const code = await codeFor(phone);
    const [row] = (await app.ctx.db.select().from(phoneCodes)).filter((r) => r.phone === phone);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[\w-]{43}$/);
  });

  test('Bangla digits and spaces are read as the code', async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    await send(seller, phone);
    const code = await codeFor(phone);
    const typed = `${toBanglaDigits(code.slice(0, 3))} ${toBanglaDigits(code.slice(3))}`;
    expect((await confirm(seller, phone, typed)).statusCode).toBe(200);
  });

  test('a code of other than six digits is refused as input', async () => {
    const seller = await signUpAs(app, 'seller');
    const res = await confirm(seller, freshPhone(), '12345');
    expectError(res, 400, 'validation-failed');
    expect(res.json().message).toBe(`body.code: ${VALIDATION.phoneCode.sixDigits}`);
  });

  test('a wrong code: 400, and the right one still works', async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    await send(seller, phone);
    const code = await codeFor(phone);
    const res = await confirm(seller, phone, wrong(code));
    expectError(res, 400, 'phone-code-wrong');
    expect(res.json().message).toBe(API_ERRORS['phone-code-wrong']);
    expect((await confirm(seller, phone, code)).statusCode).toBe(200);
  });

  test(`${LIMITS.phoneCodeTries} tries per code: then even the right one is refused until a new code`, async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    await send(seller, phone);
    const code = await codeFor(phone);
    for (let i = 0; i < LIMITS.phoneCodeTries; i += 1) expectError(await confirm(seller, phone, wrong(code)), 400, 'phone-code-wrong');
    expectError(await confirm(seller, phone, code), 429, 'phone-code-tries');
    await advance(clock, 1000);
    await send(seller, phone);
    expect((await confirm(seller, phone, await codeFor(phone))).statusCode).toBe(200);
  });

  test(`a code works ${LIMITS.phoneCodeMinutes} minutes`, async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    await send(seller, phone);
    const code = await codeFor(phone);
    await advance(clock, LIMITS.phoneCodeMinutes * MINUTE - 1000);
    expectError(await confirm(seller, phone, wrong(code)), 400, 'phone-code-wrong');
    await advance(clock, 1000);
    expectError(await confirm(seller, phone, code), 409, 'phone-code-expired');
  });

  test('only the newest code works', async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    await send(seller, phone);
    const first = await codeFor(phone);
    await advance(clock, 1000);
    await send(seller, phone);
    const second = await codeFor(phone);
    if (first !== second) expectError(await confirm(seller, phone, first), 400, 'phone-code-wrong');
    expect((await confirm(seller, phone, second)).statusCode).toBe(200);
  });

  test('no code asked for: 409', async () => {
    const seller = await signUpAs(app, 'seller');
    expectError(await confirm(seller, freshPhone(), '123456'), 409, 'phone-code-expired');
  });

  test(`${LIMITS.phoneCodesPerHour} codes an hour to one number for one asker; then 429 with Retry-After, and the number's own seller is not held back`, async () => {
    const [owner, other] = [await signUpAs(app, 'seller'), await signUpAs(app, 'seller')];
    const phone = freshPhone();
    await createProduct(app, owner, { phone });
    for (let i = 0; i < LIMITS.phoneCodesPerHour; i += 1) {
      expect((await send(other, phone)).statusCode).toBe(200);
      await advance(clock, 10 * MINUTE);
    }
    const before = (await readSmsOutbox(outbox)).filter((m) => m.to === phone).length;
    const refused = await send(other, phone);
    expectError(refused, 429, 'phone-codes-limit');
    // The first went 30 minutes ago: another may go in 30 minutes.
    expect(Number(refused.headers['retry-after'])).toBe(30 * 60);
    expect((await readSmsOutbox(outbox)).filter((m) => m.to === phone)).toHaveLength(before);
    // What the other seller spent is theirs: the number's own seller still gets a code.
    expect((await send(owner, phone)).statusCode).toBe(200);
    await advance(clock, 30 * MINUTE);
    expect((await send(other, phone)).statusCode).toBe(200);
    await advance(clock, 2 * HOUR);
  });

  test(`${LIMITS.phoneCodesToNumberPerHour} codes an hour to one number from everyone but its seller: nobody floods a phone`, async () => {
    const owner = await signUpAs(app, 'seller');
    const phone = freshPhone();
    await createProduct(app, owner, { phone });
    for (let i = 0; i < LIMITS.phoneCodesToNumberPerHour; i += 1)
      expect((await send(await signUpAs(app, 'seller'), phone)).statusCode).toBe(200);
    expectError(await send(await signUpAs(app, 'seller'), phone), 429, 'phone-codes-limit');
    expect((await send(owner, phone)).statusCode).toBe(200);
    await advance(clock, 2 * HOUR);
  });

  test(`codes for ${LIMITS.phoneNumbersPerDay} numbers a day for one seller; a fourth number waits a day`, async () => {
    const seller = await signUpAs(app, 'seller');
    for (let i = 0; i < LIMITS.phoneNumbersPerDay; i += 1) expect((await send(seller, freshPhone())).statusCode).toBe(200);
    const fourth = freshPhone();
    const refused = await send(seller, fourth);
    expectError(refused, 429, 'phone-numbers-limit');
    expect(Number(refused.headers['retry-after'])).toBe(24 * 3600);
    expect((await readSmsOutbox(outbox)).filter((m) => m.to === fourth)).toHaveLength(0);
    await advance(clock, 24 * HOUR + 1000);
    expect((await send(seller, fourth)).statusCode).toBe(200);
  });

  test('each text names the account that asked for it', async () => {
    const seller = await signUpAs(app, 'seller', { name: 'Rahim Laptops' });
    const phone = freshPhone();
    expect((await send(seller, phone)).statusCode).toBe(200);
    const sms = (await readSmsOutbox(outbox)).filter((m) => m.to === phone).at(-1)!;
    expect(sms.text).toContain('"Rahim Laptops"');
  });
});

describe('a verified number and another seller', () => {
  test("wins over another seller's claim by listing: theirs is released, their listings go chat only, they are told", async () => {
    const [first, owner, buyer] = [
      await signUpAs(app, 'seller'),
      await signUpAs(app, 'seller', { name: 'Rightful Owner' }),
      await signUpAs(app, 'buyer'),
    ];
    const phone = freshPhone();
    const theirs = await createProduct(app, first, { phone });
    const otherNumber = await createProduct(app, first);
    expectError(
      await app.inject({ method: 'POST', url: '/api/itemName', headers: as(owner), payload: productInput({ phone }) }),
      409,
      'phone-taken',
    );

    await send(owner, phone);
    const done = await confirm(owner, phone, await codeFor(phone));
    expect(done.json()).toEqual({ phone, verified: true, released: 1 });

    // The number is the owner's, proved; the first seller holds it no more and cannot list under it.
    expect((await phonesOf(owner)).phones).toEqual([expect.objectContaining({ phone, verified: true })]);
    expect((await phonesOf(first)).phones.map((p: { phone: string }) => p.phone)).not.toContain(phone);
    expectError(
      await app.inject({ method: 'POST', url: '/api/itemName', headers: as(first), payload: productInput({ phone }) }),
      409,
      'phone-taken',
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/itemName', headers: as(owner), payload: productInput({ phone }) })).statusCode,
    ).toBe(201);
    // Their listing keeps its words and, for them, the number as typed; the public no longer sees the number.
    const page = (await app.inject({ method: 'GET', url: `/api/products/${theirs}`, headers: as(buyer) })).json();
    expect(page).toMatchObject({ phone: null, chatOnly: true, phoneVerified: false, status: 'available' });
    const own = (
      await app.inject({ method: 'GET', url: `/api/itemName?email=${encodeURIComponent(first.email)}`, headers: as(first) })
    ).json() as {
      _id: string;
      phone: string;
      chatOnly: boolean;
    }[];
    expect(own.find((p) => p._id === theirs)).toMatchObject({ phone, chatOnly: true });
    expect(own.find((p) => p._id === otherNumber)).toMatchObject({ chatOnly: false });
    // They were told, in their notification centre.
    const told = (await app.inject({ method: 'GET', url: '/api/notifications', headers: as(first) })).json() as {
      items: { kind: string; data: unknown }[];
    };
    expect(told.items[0]).toMatchObject({ kind: 'phone-released', data: { phone, count: 1 } });
  });

  test('a number another seller proved: no code is sent for it (409 phone-taken)', async () => {
    const [owner, other] = [await signUpAs(app, 'seller'), await signUpAs(app, 'seller')];
    const phone = freshPhone();
    await send(owner, phone);
    await confirm(owner, phone, await codeFor(phone));
    expectError(await send(other, phone), 409, 'phone-taken');
  });

  test('a code is good for the seller it was sent for alone', async () => {
    const [one, two] = [await signUpAs(app, 'seller'), await signUpAs(app, 'seller')];
    const phone = freshPhone();
    await send(one, phone);
    await advance(clock, 1000);
    await send(two, phone);
    // The newest text is two's; one's code is not two's, and two's newest is theirs.
    const twos = await codeFor(phone);
    const all = (await readSmsOutbox(outbox)).filter((m) => m.to === phone);
    const ones = /\b(\d{6})\b/.exec(all.at(-2)!.text)![1]!;
    if (ones !== twos) expectError(await confirm(two, phone, ones), 400, 'phone-code-wrong');
    expect((await confirm(one, phone, ones)).statusCode).toBe(200);
    expectError(await confirm(two, phone, twos), 409, 'phone-taken');
    const [row] = (await app.ctx.db.select().from(sellerPhones)).filter((r) => r.phone === phone);
    expect(row).toMatchObject({ sellerId: one.id });
  });
});

describe('who may', () => {
  test('sellers only: a visitor 401, a buyer 403', async () => {
    const buyer = await signUpAs(app, 'buyer');
    expectError(await send(null, freshPhone()), 401, 'unauthorized');
    expectError(await send(buyer, freshPhone()), 403, 'forbidden');
    expectError(await confirm(buyer, freshPhone(), '123456'), 403, 'forbidden');
    expectError(await app.inject({ method: 'GET', url: '/api/phones', headers: as(buyer) }), 403, 'forbidden');
  });

  test('a number that is not a Bangladeshi mobile number: 400', async () => {
    const seller = await signUpAs(app, 'seller');
    const res = await send(seller, '02-9876543');
    expectError(res, 400, 'validation-failed');
    expect(res.json().message).toBe(`body.phone: ${VALIDATION.product.phoneNotMobile}`);
  });
});

describe('without SMS_URL', () => {
  test("the text is in the outbox and the log, in the seller's language", async () => {
    const seller = await signUpAs(app, 'seller');
    const bangla = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'bn' },
      payload: { name: 'Bina', email: `bina-${freshPhone()}@example.com`, password: 'market123', option: 'Seller Account' },
    });
    const cookie = String(bangla.headers['set-cookie']).split(';')[0]!;
    const [en, bn] = [freshPhone(), freshPhone()];
    await send(seller, en);
    await app.inject({ method: 'POST', url: '/api/phones/verify', headers: { cookie }, payload: { phone: bn } });
    const mail = await readSmsOutbox(outbox);
    const english = mail.find((m) => m.to === en)!;
    expect(english.text).toMatch(
      /^Market code \d{6}, asked for by the account ".+"\. It verifies your number for 10 minutes\. Never share it\.$/,
    );
    expect(mail.find((m) => m.to === bn)!.text).toMatch(/^মার্কেট কোড \d{6}, "Bina" অ্যাকাউন্ট থেকে চাওয়া। এটি ১০ মিনিট/);
    const line = log.lines.find((l) => l.msg === 'text message written to the outbox (no SMS_URL)' && l.to === en);
    expect(line).toMatchObject({ to: en, text: english.text });
  });
});

describe('with SMS_URL: the gateway', () => {
  let gateway: BulkSmsBdStandIn;
  let withGateway: TestApp;
  beforeAll(async () => {
    gateway = await startBulkSmsBdStandIn();
    withGateway = await buildTestApp({ SMS_URL: gateway.smsUrl });
  });
  afterAll(async () => {
    await withGateway?.close();
    await gateway?.close();
  });
  const sendVia = (who: TestUser, phone: string) =>
    withGateway.inject({ method: 'POST', url: '/api/phones/verify', headers: as(who), payload: { phone } });

  test('takes the text; the code it carries proves the number', async () => {
    const seller = await signUpAs(withGateway, 'seller');
    const phone = freshPhone();
    expect((await sendVia(seller, phone)).statusCode).toBe(200);
    const sms = gateway.sent.at(-1)!;
    expect(sms).toMatchObject({ number: `88${phone}`, type: 'text', senderid: gateway.senderId });
    const code = /\b(\d{6})\b/.exec(sms.message)![1]!;
    const res = await withGateway.inject({
      method: 'POST',
      url: '/api/phones/verify/confirm',
      headers: as(seller),
      payload: { phone, code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(withGateway.ctx.sms.outbox).toBeUndefined();
  });

  test('refuses it (balance used up): 503 sms-not-sent, and the try does not count against the hour', async () => {
    const seller = await signUpAs(withGateway, 'seller');
    const phone = freshPhone();
    for (let i = 0; i < LIMITS.phoneCodesPerHour; i += 1) {
      gateway.refuseNext(1007, 'Balance Insufficient');
      const res = await sendVia(seller, phone);
      expectError(res, 503, 'sms-not-sent');
      expect(res.headers['retry-after']).toBe('60');
    }
    expect((await sendVia(seller, phone)).statusCode).toBe(200);
  });
});
