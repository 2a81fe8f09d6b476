/**
 * A local stand-in for BulkSMSBD's single SMS API (sms/bulksmsbd.ts), for tests and local runs: GET or POST
 * /api/smsapi with `api_key`, `type`, `number`, `senderid` and `message` in the query or a form body,
 * answered as the gateway does, JSON with `response_code` 202 "SMS Submitted Successfully", or a refusal's
 * code with `error_message`: 1003 for a missing field, 1002 for a sender id the account does not have,
 * 1011 for an unknown key. A test makes the next answers refusals (`refuseNext`) or the gateway down
 * (`down`: HTTP 503, as a proxy in front of it answers). Messages taken are kept in memory.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SMS_PATH = '/api/smsapi';

export interface StandInSms {
  /** As the gateway got it: 8801XXXXXXXXX. */
  number: string;
  type: string;
  senderid: string;
  message: string;
  messageId: string;
}

export interface BulkSmsBdStandIn {
  /** SMS_URL for this stand-in: the API's address with the account's key and sender id. */
  smsUrl: string;
  apiKey: string;
  senderId: string;
  /** Every message it took, oldest first. */
  sent: StandInSms[];
  /** How many requests reached it, taken or not. */
  requests: () => number;
  /** The next `times` requests are refused with this code (1007: balance insufficient). */
  refuseNext: (code: number, message: string, times?: number) => void;
  /** Answers HTTP 503 to every request until `up()`. */
  down: () => void;
  up: () => void;
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startBulkSmsBdStandIn(options: { apiKey?: string; senderId?: string } = {}): Promise<BulkSmsBdStandIn> {
  const apiKey = options.apiKey ?? 'market-stand-in-key';
  const senderId = options.senderId ?? '8809617000000';
  const sent: StandInSms[] = [];
  const refusals: { code: number; message: string }[] = [];
  let requests = 0;
  let isDown = false;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, code: number, message: string) =>
    answer(response, 200, { response_code: code, success_message: '', error_message: message });

  const server = createServer((request, response) => {
    void (async () => {
      requests += 1;
      const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
      if (url.pathname !== SMS_PATH) return answer(response, 404, { error: 'not found' });
      if (isDown) {
        response.writeHead(503, { 'content-type': 'text/html' });
        return response.end('<html><body>503 Service Unavailable</body></html>');
      }
      const fields = new URLSearchParams(url.search);
      if (request.method === 'POST') for (const [k, v] of new URLSearchParams(await readBody(request))) fields.set(k, v);
      const refusal = refusals.shift();
      if (refusal) return refuse(response, refusal.code, refusal.message);
      const [key, type, number, sender, message] = ['api_key', 'type', 'number', 'senderid', 'message'].map((f) => fields.get(f) ?? '');
      if (!key || !type || !number || !sender || !message) return refuse(response, 1003, 'Please Required all fields');
      if (key !== apiKey) return refuse(response, 1011, 'User Id not found');
      if (sender !== senderId) return refuse(response, 1002, 'sender id not correct/sender id is disabled');
      const messageId = randomBytes(6).toString('hex');
      sent.push({ number, type, senderid: sender, message, messageId });
      answer(response, 200, {
        response_code: 202,
        message_id: messageId,
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smsUrl: `http://127.0.0.1:${port}${SMS_PATH}?api_key=${encodeURIComponent(apiKey)}&senderid=${encodeURIComponent(senderId)}`,
    apiKey,
    senderId,
    sent,
    requests: () => requests,
    refuseNext: (code, message, times = 1) => {
      for (let i = 0; i < times; i += 1) refusals.push({ code, message });
    },
    down: () => (isDown = true),
    up: () => (isDown = false),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
