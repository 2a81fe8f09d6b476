import { Worker } from 'node:worker_threads';

export type HeicResult =
  { ok: true; width: number; height: number; rgba: Buffer } | { ok: false; reason: 'too-many-pixels' | 'undecodable' };

type Reply = { id: number; error?: 'too-many-pixels' | 'undecodable'; width?: number; height?: number; pixels?: ArrayBuffer };

/** A photo whose decoding takes longer is refused, and the decoder thread is replaced. */
const DECODE_TIMEOUT_MS = 60_000;
/**
 * An idle decoder thread is stopped after this long: its WebAssembly memory grows to the largest photo it
 * decoded and is never given back while the thread lives.
 */
const IDLE_STOP_MS = 30_000;
let idleTimer: NodeJS.Timeout | undefined;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (reply: Reply) => void>();

/** One decoder thread, started on the first HEIC upload; photos queue for it, which also bounds memory. */
function decoder(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./heic-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', (reply: Reply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
    if (pending.size === 0) {
      idleTimer = setTimeout(() => void stopHeicDecoder(), IDLE_STOP_MS);
      idleTimer.unref();
    }
  });
  const fail = () => {
    if (worker === started) worker = null;
    for (const [id, settle] of pending) settle({ id, error: 'undecodable' });
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', fail);
  worker = started;
  return started;
}

/** Decodes a HEIC photo to RGBA pixels, upright; refuses it unread when its header claims too many pixels. */
export function decodeHeic(input: Buffer, maxPixels: number): Promise<HeicResult> {
  clearTimeout(idleTimer);
  const id = nextId++;
  // A copy the worker can own: the upload's buffer may be a slice of a larger pooled one.
  const copy = new Uint8Array(input).buffer;
  return new Promise((resolve) => {
    const thread = decoder();
    const timer = setTimeout(() => {
      // A crafted file that makes the decoder crawl: stop the thread (every queued photo fails too).
      void thread.terminate();
    }, DECODE_TIMEOUT_MS);
    timer.unref();
    pending.set(id, (reply) => {
      clearTimeout(timer);
      if (reply.error || !reply.pixels || !reply.width || !reply.height) {
        resolve({ ok: false, reason: reply.error ?? 'undecodable' });
      } else {
        resolve({ ok: true, width: reply.width, height: reply.height, rgba: Buffer.from(reply.pixels) });
      }
    });
    thread.postMessage({ id, input: copy, maxPixels }, [copy]);
  });
}

/** Stops the decoder thread (tests; the thread does not keep the process alive otherwise). */
export async function stopHeicDecoder(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await running.terminate();
}
