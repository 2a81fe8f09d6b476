import { HttpError } from './http-error.ts';

/**
 * At most `running` tasks of one kind at once, `waiting` more in line; beyond that the request is
 * answered 503 `server-busy` with Retry-After, at once, rather than queued behind work it would only
 * wait for. For work whose cost one client could multiply (a search on the embedded database, which
 * runs in the server's own thread, holds everything else up while it runs; a photo's decoding, which
 * holds its pixels in memory).
 */
export interface Gate {
  run: <T>(task: () => Promise<T>) => Promise<T>;
}

/** Seconds a turned-away client is told to wait: the line ahead of it is short by construction. */
const RETRY_AFTER_SECONDS = 1;

export class ServerBusyError extends HttpError {
  override readonly retryAfter = RETRY_AFTER_SECONDS;
  constructor(code: 'server-busy' | 'image-busy' = 'server-busy') {
    super(503, code);
  }
}

/** `busy` names what is busy in the 503's code (the photo decoder answers `image-busy`). */
export function createGate(options: { running: number; waiting: number; busy?: 'server-busy' | 'image-busy' }): Gate {
  let active = 0;
  const line: (() => void)[] = [];
  return {
    async run(task) {
      if (active >= options.running) {
        if (line.length >= options.waiting) throw new ServerBusyError(options.busy);
        await new Promise<void>((resolve) => line.push(resolve));
      } else active++;
      try {
        return await task();
      } finally {
        // The turn passes straight to the next in line, so `active` never drops below what runs.
        const next = line.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
