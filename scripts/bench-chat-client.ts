/**
 * The client side of npm run bench:chat (scripts/bench-chat.ts): event streams read with plain node:http
 * and a hand-written text/event-stream parser, and requests sent without waiting for each other at a fixed
 * rate. It runs in the bench's process, on the server's machine, so it does as little as it can: a frame
 * is parsed only when it is a `message` event, and then only for its message's id.
 */
import http from 'node:http';

/** One keep-alive agent for every stream and request, without a limit on sockets. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface EventStream {
  /** The stream's request, to end it. */
  request: http.ClientRequest;
  /** Whether the server ended it (or it failed) before the bench did. */
  dropped: () => boolean;
}

/**
 * Opens GET /api/events as the user of `cookie`; resolves once the stream answered 200 and sent its first
 * bytes (the `retry:` line). `onMessage` gets each `message` event's message id and when it arrived.
 */
export function openStream(baseUrl: string, cookie: string, onMessage: (messageId: string, at: number) => void): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    let ended = false;
    let opened = false;
    const request = http.get(`${baseUrl}/api/events`, { agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET /api/events answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        if (!opened) {
          opened = true;
          resolve({ request, dropped: () => ended });
        }
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          // id: N \n event: message \n data: {...}
          if (!frame.includes('\nevent: message\n')) continue;
          const data = frame.slice(frame.indexOf('\ndata: ') + 7);
          onMessage((JSON.parse(data) as { messageId: string }).messageId, at);
        }
      });
      res.on('close', () => (ended = true));
    });
    request.on('error', (err) => {
      ended = true;
      if (!opened) reject(err);
    });
  });
}

export interface Answer {
  status: number;
  body: string;
  /** Milliseconds from the request's start to the end of its answer. */
  ms: number;
  started: number;
}

/** One request through the shared agent; `started` is taken before anything is sent. */
export function send(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started, started }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fire` `rate` times a second for `seconds`, each at its own time whether or not the ones before
 * were answered (an open loop, as independent users send), and waits for all of them.
 */
export async function atRate(rate: number, seconds: number, fire: (i: number) => Promise<void>): Promise<void> {
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < Math.round(rate * seconds); i++) {
    const wait = start + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(fire(i));
  }
  await Promise.all(pending);
}

/** The value at `p` (0 to 1) of sorted numbers, NaN for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
