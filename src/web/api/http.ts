import { API_ERRORS } from '#shared/messages.ts';

export const ACCESS_TOKEN_KEY = 'accessToken';

/** A failed call: the server's `{ error, message }` with the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Every call to Market's server goes through here: same origin, session cookie, and the stored
 * access token as a bearer header (SPEC §7).
 */
export async function http<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  if (token) headers.authorization = `bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method: init.method ?? 'GET', headers, body, credentials: 'same-origin', signal: init.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network-error', API_ERRORS['network-error']);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const e = (data ?? {}) as { error?: string; message?: string };
    const code = e.error ?? 'internal-error';
    throw new ApiError(response.status, code, e.message ?? API_ERRORS[code as keyof typeof API_ERRORS] ?? API_ERRORS['internal-error']);
  }
  return data as T;
}

export const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : API_ERRORS['internal-error']);
