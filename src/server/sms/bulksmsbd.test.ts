import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { startBulkSmsBdStandIn, type BulkSmsBdStandIn } from '../testing/bulksmsbd-stand-in.ts';
import type { FastifyBaseLogger } from 'fastify';
import { bulkSmsBdGateway } from './bulksmsbd.ts';
import { SmsError } from './sms.ts';

/*
 * The BulkSMSBD adapter against a local stand-in that speaks the gateway's single SMS API: a message taken
 * (response_code 202), a refusal by code (not asked again), the gateway down (asked again, then given up).
 */

let gateway: BulkSmsBdStandIn;
/** What the adapter logs, each line as its fields and words. */
const log = { lines: [] as Record<string, unknown>[] };
const keep = (fields: Record<string, unknown>, msg: string) => void log.lines.push({ ...fields, msg });
const logger = { info: keep, warn: keep, error: keep } as unknown as FastifyBaseLogger;
beforeAll(async () => {
  gateway = await startBulkSmsBdStandIn();
});
afterAll(() => gateway?.close());

const adapter = (url = gateway.smsUrl) => bulkSmsBdGateway({ url, timeoutMs: 2000, retryDelaysMs: [0, 0], log: logger });
const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsError);
  return err as SmsError;
};

describe('BulkSMSBD', () => {
  test('a message taken: the number with the country code, the account from SMS_URL, text or unicode by the words', async () => {
    await adapter().send({ to: '01711000001', text: 'Market code 123456.' });
    await adapter().send({ to: '01811000002', text: 'মার্কেট কোড 654321।' });
    expect(gateway.sent.slice(-2)).toEqual([
      expect.objectContaining({ number: '8801711000001', type: 'text', senderid: gateway.senderId, message: 'Market code 123456.' }),
      expect.objectContaining({ number: '8801811000002', type: 'unicode', message: 'মার্কেট কোড 654321।' }),
    ]);
  });

  test('a refusal by code (balance used up): an SmsError with the code, asked once', async () => {
    const before = gateway.requests();
    gateway.refuseNext(1007, 'Balance Insufficient');
    const err = await failure(adapter().send({ to: '01711000003', text: 'x' }));
    expect(err).toMatchObject({ code: '1007', retryable: false });
    expect(err.message).toBe('SMS gateway refused the message: 1007 Balance Insufficient');
    expect(gateway.requests() - before).toBe(1);
    // The text is never logged by the adapter: it holds the code.
    expect(JSON.stringify(log.lines)).not.toContain('"text"');
  });

  test('a wrong key or sender id is a refusal too', async () => {
    const url = new URL(gateway.smsUrl);
    url.searchParams.set('senderid', '8809999999999');
    expect(await failure(adapter(url.href).send({ to: '01711000004', text: 'x' }))).toMatchObject({ code: '1002' });
    url.searchParams.set('api_key', 'not-the-key');
    expect(await failure(adapter(url.href).send({ to: '01711000004', text: 'x' }))).toMatchObject({ code: '1011' });
  });

  test('its internal error (1005) is asked again, and a later success counts', async () => {
    gateway.refuseNext(1005, 'Internal Error');
    const sent = gateway.sent.length;
    await adapter().send({ to: '01711000005', text: 'again' });
    expect(gateway.sent.length).toBe(sent + 1);
  });

  test('the gateway down (HTTP 503): asked three times, then an SmsError', async () => {
    const before = gateway.requests();
    gateway.down();
    try {
      const err = await failure(adapter().send({ to: '01711000006', text: 'x' }));
      expect(err).toMatchObject({ code: 'http-503', retryable: true });
    } finally {
      gateway.up();
    }
    expect(gateway.requests() - before).toBe(3);
  });

  test('the gateway not reached: an SmsError after three tries', async () => {
    // A port that was free a moment ago: nobody listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const err = await failure(adapter(`http://127.0.0.1:${port}/api/smsapi?api_key=k&senderid=s`).send({ to: '01711000007', text: 'x' }));
    expect(err).toMatchObject({ code: 'unreachable', retryable: true });
    expect(log.lines.filter((l) => l.code === 'unreachable').map((l) => l.tries)).toEqual([1, 2, 3]);
  });
});

describe('SMS_URL', () => {
  test('must carry the account: api_key and senderid', () => {
    expect(() => loadConfig({ SMS_URL: 'https://bulksmsbd.net/api/smsapi?api_key=abc' })).toThrow(
      /SMS_URL: must carry the account's api_key and senderid/,
    );
    expect(loadConfig({ SMS_URL: 'https://bulksmsbd.net/api/smsapi?api_key=abc&senderid=8809617000000' }).SMS_URL).toBeDefined();
  });
});
