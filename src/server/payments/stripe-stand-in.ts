/**
 * A local stand-in for the Stripe endpoints Market calls, for tests: create and retrieve payment
 * intents, refunds, and the confirmation Stripe.js performs in the browser. Form-encoded requests,
 * bearer secret keys, idempotency keys and error bodies as Stripe's API has them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  payment_method_types: string[];
  livemode: false;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  intents: Map<string, StandInIntent>;
  refunds: { payment_intent: string; metadata: Record<string, string> }[];
  /** Each request as it arrived. */
  requests: { method: string; path: string; idempotencyKey: string | undefined; body: Record<string, unknown> }[];
  /** What Stripe.js does in the browser: confirms with a test card (pm_card_visa succeeds). */
  confirm: (clientSecret: string, paymentMethod?: string) => { ok: true; id: string } | { ok: false; message: string };
  close: () => Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`metadata[bookingId]=…`, `payment_method_types[0]=card`) back to an object. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const DECLINES: Record<string, string> = { pm_card_chargeDeclined: 'Your card was declined.' };

export async function startStripeStandIn(secretKey = 'sk_test_market_stand_in'): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds: StripeStandIn['refunds'] = [];
  const requests: StripeStandIn['requests'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const server: Server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const c of req) text += c;
    const body = parseForm(text);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) =>
      send(status, { error: { type, message, ...extra } });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const cacheKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
    if (req.method === 'POST' && cacheKey && idempotent.has(cacheKey)) {
      const cached = idempotent.get(cacheKey)!;
      return send(cached.status, cached.body);
    }
    const remember = (status: number, payload: unknown) => {
      if (req.method === 'POST' && cacheKey) idempotent.set(cacheKey, { status, body: payload });
      send(status, payload);
    };

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || typeof body.currency !== 'string') {
        return error(400, 'invalid_request_error', 'Missing required param: amount.', { param: 'amount' });
      }
      const intentId = id('pi');
      const intent: StandInIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: (body.metadata as Record<string, string>) ?? {},
        receipt_email: (body.receipt_email as string) ?? null,
        payment_method_types: Object.values((body.payment_method_types as Record<string, string>) ?? { 0: 'card' }),
        livemode: false,
      };
      intents.set(intentId, intent);
      return remember(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]!));
      if (!intent) {
        return error(404, 'invalid_request_error', `No such payment_intent: '${retrieve[1]}'`, {
          code: 'resource_missing',
          param: 'intent',
        });
      }
      return send(200, intent);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(String(body.payment_intent));
      if (!intent || intent.status !== 'succeeded') {
        return error(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.');
      }
      refunds.push({ payment_intent: intent.id, metadata: (body.metadata as Record<string, string>) ?? {} });
      return remember(200, { id: id('re'), object: 'refund', amount: intent.amount, payment_intent: intent.id, status: 'succeeded' });
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    intents,
    refunds,
    requests,
    confirm(clientSecret, paymentMethod = 'pm_card_visa') {
      const intent = [...intents.values()].find((i) => i.client_secret === clientSecret);
      if (!intent) return { ok: false, message: 'No such payment_intent.' };
      const declined = DECLINES[paymentMethod];
      if (declined) return { ok: false, message: declined };
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return { ok: true, id: intent.id };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
