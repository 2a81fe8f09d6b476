import type { Catalogue } from '#shared/texts/catalogue.ts';
import type { ApiErrorCode } from '#shared/texts/errors.ts';

export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * A failed call: the server's `{ error, message }` with the HTTP status. The words a reader sees are
 * the catalogue's for the code, in the page's language (`errorMessage`); `message` is the server's.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The stored access token as a bearer header (product §7), when there is one. */
export function authHeaders(): Record<string, string> {
  // The server renderer has no storage: it reads public data only.
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY);
  return token ? { authorization: `bearer ${token}` } : {};
}

/** A response body as JSON; null when empty or not JSON (a proxy's error page). */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The error of a failed answer, `{ error, message }`; `fallback` is its code when the answer says nothing. */
export function failureOf(status: number, data: unknown, fallback: ApiErrorCode = 'internal-error'): ApiError {
  const e = (data ?? {}) as { error?: string; message?: string };
  return new ApiError(status, e.error ?? fallback, e.message ?? '');
}

/** The page's language for the server's words (a refused field's message), sent with every call. */
const pageLang = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);

let send: typeof fetch = (input, init) => fetch(input, init);

/** The server renderer answers the calls of the pages it renders itself, without the network (entry-server.tsx). */
export function setApiFetch(apiFetch: typeof fetch): void {
  send = apiFetch;
}

/**
 * Every call to Market's server goes through here: same origin, session cookie, and the stored
 * access token as a bearer header (product §7). `T` is the answer's type inferred from its schema in
 * src/shared/schemas; the answer is not parsed again here, because the server already serializes it
 * through that schema, and zod in the entry chunk would put the home route over its size target
 * (scripts/bundle-size.ts).
 */
export async function http<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const headers = authHeaders();
  const lang = pageLang();
  if (lang) headers['accept-language'] = lang;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let response: Response;
  try {
    response = await send(path, { method: init.method ?? 'GET', headers, body, credentials: 'same-origin', signal: init.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network-error', '');
  }
  const data = parseJson(await response.text());
  if (!response.ok) throw failureOf(response.status, data);
  return data as T;
}

/**
 * The answer, or null when the server says that what was asked for is not there: unknown (404), or
 * named by an id that could not be anyone's (400, 414). A page shows the 404 screen for either.
 */
export async function orNullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 400 || err.status === 404 || err.status === 414)) return null;
    throw err;
  }
}

/**
 * What a reader is told of a failure, in the page's language: the catalogue's words for the code; the
 * server's message for a refused field (named in the words of the shared schema, in the language the call
 * asked for) and for a code the catalogue does not know (the auth library's own).
 */
export function errorMessage(err: unknown, texts: Catalogue): string {
  const errors = texts.API_ERRORS;
  if (!(err instanceof ApiError)) return errors['internal-error'];
  if (err.code === 'validation-failed' && err.message) return err.message;
  if (Object.hasOwn(errors, err.code)) return errors[err.code as ApiErrorCode];
  return err.message || errors['internal-error'];
}
