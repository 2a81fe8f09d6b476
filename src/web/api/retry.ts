import { ApiError } from './http.ts';

/** No connection, or the server (or a provider behind it) briefly unavailable: worth another try. */
export const isTransient = (err: unknown): boolean =>
  err instanceof ApiError && (err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504);

/**
 * Calls `call` until it succeeds, fails for good, or has been tried `attempts` times, pausing a
 * little longer before each retry. Only for calls that are safe to repeat.
 */
export async function retryTransient<T>(call: () => Promise<T>, { attempts = 3, delayMs = 400 } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= attempts || !isTransient(err)) throw err;
      await new Promise((r) => setTimeout(r, delayMs * attempt));
    }
  }
}
