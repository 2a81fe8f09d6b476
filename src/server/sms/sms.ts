import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Clock } from '../jobs/clock.ts';
import { bulkSmsBdGateway } from './bulksmsbd.ts';
import { smsOutbox } from './outbox.ts';

/** One text message to a Bangladeshi mobile number (its 11 digits, shared/phone.ts). */
export interface TextMessage {
  to: string;
  text: string;
}

/** Where text messages go: an SMS gateway (SMS_URL), or the outbox folder and the log. */
export interface SmsSender {
  /** Sends one message; throws an SmsError when it could not, after the tries it makes. */
  send: (message: TextMessage) => Promise<void>;
  /** The folder messages are written to, without SMS_URL. */
  outbox?: string;
  close: () => Promise<void>;
}

/**
 * A message the gateway did not take: `code` is its answer's code (BulkSMSBD's `response_code`, such as
 * 1007 for a balance used up) or `unreachable` when it did not answer, `retryable` whether asking again
 * soon may help. The words are for the log; the caller is told `sms-not-sent`.
 */
export class SmsError extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
    message: string,
  ) {
    super(message);
  }
}

/**
 * SMS_URL's gateway, or (without it) DATA_DIR/outbox, where each message is a `.sms` file, and a line in the
 * log: `npm start` users and tests read the codes there. An in-memory DATA_DIR writes to a temporary folder
 * removed on close.
 */
export function createSms(config: Config, clock: Clock, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_URL) return bulkSmsBdGateway({ url: config.SMS_URL, timeoutMs: config.SMS_TIMEOUT_MS, log });
  if (config.DATA_DIR !== 'memory://') return smsOutbox(path.join(config.DATA_DIR, 'outbox'), clock, log);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-sms-'));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const outbox = smsOutbox(dir, clock, log);
  return {
    ...outbox,
    async close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
